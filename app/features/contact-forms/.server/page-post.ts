import type { AppLoadContext } from "react-router";
import { rowId } from "../../../lib/row-id";
import type { FormOutcome } from "../form-view";
import { sanitizeUnitTag } from "../hidden-fields";
import { findContactForm } from "./contact-forms";
import { submitFromRequest } from "./submit-request";

/** What was typed, by field (`name[]` as `name`), for drawing the form again; the hidden `_` fields left out. */
function typedValues(posted: FormData): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [key, value] of posted) {
    if (typeof value !== "string" || key.startsWith("_")) continue;
    (values[key.replace(/\[\]$/, "")] ??= []).push(value.replaceAll("\0", ""));
  }
  return values;
}

/**
 * A contact form posted to its page without scripts: the same submission as the feedback
 * endpoint's, whose outcome the page then shows in the form (its message, each field's error, what
 * was typed unless it was sent). Null when the post is no contact form's (or names none).
 */
export async function submitFromPage(context: AppLoadContext, request: Request, posted: FormData): Promise<{ unitTag: string; outcome: FormOutcome } | null> {
  const id = rowId(String(posted.get("_wpcf7") ?? ""));
  const unitTag = sanitizeUnitTag(String(posted.get("_wpcf7_unit_tag") ?? ""));
  if (id === null || unitTag === "") return null;
  const form = await findContactForm(context.db, id);
  if (!form) return null;
  const result = await submitFromRequest(context, request, form, posted, { unitTag, url: request.url, userId: (await context.session.current())?.userId ?? null });
  return {
    unitTag,
    outcome: {
      status: result.status,
      message: result.message,
      invalidFields: result.invalidFields,
      values: result.status === "mail_sent" ? null : typedValues(posted),
    },
  };
}
