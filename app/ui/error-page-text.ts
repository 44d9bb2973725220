import { isRouteErrorResponse } from "react-router";
import { t } from "~/lib/i18n";

export type ErrorPageText = { status: number; title: string; text: string };

/**
 * What an error page says, by the status it answers: no such page (404), too many requests from
 * one address (429), a request the page cannot take (any other 4xx: a body that is no form, 415,
 * or an unreadable one, 400), and anything else, a thrown error too, as the server's own failure.
 */
export function errorPageText(error: unknown): ErrorPageText {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return { status, title: t("error.notFoundTitle"), text: t("error.notFoundText") };
  if (status === 429) return { status, title: t("error.tooManyRequestsTitle"), text: t("error.tooManyRequestsText") };
  if (status >= 400 && status < 500) return { status, title: t("error.badRequestTitle"), text: t("error.badRequestText") };
  return { status, title: t("error.serverTitle"), text: t("error.serverText") };
}
