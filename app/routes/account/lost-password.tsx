import { data, redirect } from "react-router";
import { retryAfterSeconds } from "~/features/account/.server/locked-out";
import { accountOfResetKey, requestPasswordReset, resetPasswordWithKey } from "~/features/account/.server/password-reset";
import { MAX_PASSWORD_LENGTH } from "~/features/account/.server/passwords";
import { accountUrls } from "~/features/account/account-urls";
import { LOST_PASSWORD_FIELDS, type LostPasswordResult, type LostPasswordView, LostPasswordForms } from "~/features/account/components/LostPasswordForms";
import { loadSiteChrome, pushNotice } from "~/features/site/.server";
import { seoMeta, siteNameOf } from "~/features/site/seo";
import { formatDate, formatTime } from "~/lib/dates";
import { tAccount } from "~/lib/i18n/areas/account";
import { personalFormPageHeaders } from "~/platform/.server/personal-pages";
import { pageForm } from "~/platform/.server/posted-form";
import type { Route } from "./+types/lost-password";

/** WooCommerce's `?reset-link-sent=true`: where a request goes, whatever it found. */
const SENT_URL = `${accountUrls.lostPassword}?reset-link-sent=true`;

/**
 * WooCommerce's lost-password endpoint, for guests too: the request form, the words after it,
 * and the e-mailed link's form to set a new password (`?key=…&login=…`).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const key = url.searchParams.get("key");
  const login = url.searchParams.get("login");
  let view: LostPasswordView;
  if (key !== null || login !== null) {
    const valid = key !== null && login !== null && (await accountOfResetKey(context.db, login, key, context.now())) !== null;
    view = valid ? { kind: "reset", key, login } : { kind: "invalid" };
  } else {
    view = url.searchParams.get("reset-link-sent") === "true" ? { kind: "sent" } : { kind: "request" };
  }
  return { view, canonical: `${context.site.url}${accountUrls.lostPassword}` };
}

/**
 * Never cached; and the link's key, in this page's address, is sent nowhere as a referrer: the
 * referrer is the site's origin alone. Not `no-referrer`: under it a browser sends its forms'
 * posts with `Origin: null`, which the router refuses as a cross-site action, so the forms
 * would fail without scripts. A lockout's answer says when to come back.
 */
export function headers(args: Route.HeadersArgs) {
  return { ...personalFormPageHeaders(args), "Referrer-Policy": "strict-origin" };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ context, request }: Route.ActionArgs) {
  const form = await pageForm(request);
  return form.has(LOST_PASSWORD_FIELDS.key) ? resetPassword(context, form) : requestLink(context, form);
}

async function requestLink(context: Route.ActionArgs["context"], form: FormData) {
  const login = field(form, LOST_PASSWORD_FIELDS.login).trim();
  if (login === "") return data<LostPasswordResult>({ kind: "request_error", error: tAccount("account.lostPassword.error.empty") }, { status: 400 });
  const { blogname } = (await loadSiteChrome(context.db)).options;
  const answer = await requestPasswordReset(context, login, { siteName: blogname });
  if (answer.kind === "locked_out") {
    // Wordfence's lockout: 503 and nothing checked, as for a login.
    const text = tAccount("account.lostPassword.lockedOut", { until: `${formatTime(answer.until)} ${formatDate(answer.until)}` });
    const retryAfter = retryAfterSeconds(answer.until, context.now());
    return data<LostPasswordResult>({ kind: "locked_out", text }, { status: 503, headers: { "Retry-After": String(retryAfter) } });
  }
  return redirect(SENT_URL, 303);
}

async function resetPassword(context: Route.ActionArgs["context"], form: FormData) {
  const key = field(form, LOST_PASSWORD_FIELDS.key);
  const login = field(form, LOST_PASSWORD_FIELDS.resetLogin);
  const password = field(form, LOST_PASSWORD_FIELDS.password);
  const confirm = field(form, LOST_PASSWORD_FIELDS.confirm);
  if (!(await accountOfResetKey(context.db, login, key, context.now()))) return data<LostPasswordResult>({ kind: "invalid" }, { status: 400 });
  const errors: { password?: string; confirm?: string } = {};
  if (password === "") errors.password = tAccount("account.resetPassword.error.empty");
  else if (password.length > MAX_PASSWORD_LENGTH) errors.password = tAccount("account.resetPassword.error.tooLong", { max: MAX_PASSWORD_LENGTH });
  else if (password !== confirm) errors.confirm = tAccount("account.resetPassword.error.mismatch");
  if (errors.password || errors.confirm) return data<LostPasswordResult>({ kind: "reset_errors", errors }, { status: 400 });

  const reset = await resetPasswordWithKey(context.db, login, key, password, context.now());
  if (!reset.ok) return data<LostPasswordResult>({ kind: "invalid" }, { status: 400 });
  // Every session of the account ended; this visitor's too if it was the account's, so the
  // notice goes into a new guest session rather than the one that just went.
  const session = await context.session.current();
  if (session?.userId === reset.account.id) await context.session.signOut();
  await pushNotice(context.session, { kind: "success", text: tAccount("account.resetPassword.done") });
  return redirect(accountUrls.dashboard, 303);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const title = loaderData.view.kind === "reset" ? tAccount("account.resetPassword.title") : tAccount("account.lostPassword.title");
  return seoMeta({ title, description: title, canonical: loaderData.canonical, siteName: siteNameOf(matches), noindex: true });
}

export default function AccountLostPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <LostPasswordForms view={loaderData.view} result={actionData ?? null} />;
}
