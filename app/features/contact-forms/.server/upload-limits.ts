import type { Db } from "../../../platform/.server/db";
import type { StreamedEntry } from "../../../platform/.server/streamed-form";
import { rowId } from "../../../lib/row-id";
import { fileSizeLimit } from "../form-tag";
import { findContactForm } from "./contact-forms";

/** The feedback endpoint names its form in its address. */
const FEEDBACK_PATH = /^\/wp-json\/contact-form-7\/v1\/contact-forms\/(\d+)\/feedback\/?$/;

/**
 * The bytes a contact form's file field takes, as its own size rule checks them (its `limit:`,
 * or Contact Form 7's 1 MB), for a multipart post read as it arrives: the form is the one the
 * feedback address names, or for a post without scripts its hidden `_wpcf7` (drawn before every
 * field). Null when the post is no contact form's or the field no file field of it.
 */
export async function contactFormFileLimit(db: Db, pathname: string, field: string, before: readonly StreamedEntry[]): Promise<number | null> {
  const hidden = before.find((e): e is Extract<StreamedEntry, { value: string }> => e.name === "_wpcf7" && "value" in e);
  const id = rowId(FEEDBACK_PATH.exec(pathname)?.[1] ?? hidden?.value ?? "");
  if (id === null) return null;
  const form = await findContactForm(db, id);
  const name = field.replace(/\[\]$/, "");
  const tag = form?.template.tags.find((t) => t.type === "file" && t.name === name);
  return tag ? fileSizeLimit(tag) : null;
}
