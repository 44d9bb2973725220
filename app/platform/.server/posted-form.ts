import { data } from "react-router";
import { streamedForm } from "./streamed-form";

/** The content types a browser's form (and a script posting like one) sends. */
const FORM_TYPE = /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

export type PostedForm = { ok: true; form: FormData } | { ok: false; status: UnreadableFormStatus };

/** A body of another type, or none (JSON, text/plain, no Content-Type): 415; a form's type it does not hold (broken multipart): 400. */
export type UnreadableFormStatus = 400 | 415;

/**
 * A request's posted form, urlencoded or multipart; or why it is none. `request.formData()`
 * throws a TypeError for either, which would answer 500 for what is the sender's mistake. The
 * body is read from a clone, so it can be read again (admin-ajax reads `action`, then its handler
 * the rest). Every posted form is read here: the pages' actions (`pageForm`) and WordPress's
 * endpoints (`compat/wordpress/form-fields.ts`). A multipart body the server read as it arrived
 * (decision 027) is that form, its files on disk: it is never parsed again here.
 */
export async function readPostedForm(request: Request): Promise<PostedForm> {
  const streamed = streamedForm();
  if (streamed) return { ok: true, form: streamed.form };
  if (!FORM_TYPE.test(request.headers.get("content-type") ?? "")) return { ok: false, status: 415 };
  try {
    return { ok: true, form: await request.clone().formData() };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** A page action's form; a body that is none answers the 400 or 415 page (the root error boundary's). */
export async function pageForm(request: Request): Promise<FormData> {
  const read = await readPostedForm(request);
  if (!read.ok) throw data(null, { status: read.status });
  return read.form;
}
