import { readPostedForm } from "~/platform/.server/posted-form";

/**
 * A request's posted form fields (urlencoded or multipart), as PHP fills `$_POST`; empty for
 * GET, for other bodies (PHP does not parse JSON into `$_POST`) and for a malformed body, so
 * each endpoint answers its own error for the fields it misses. The body can still be read after.
 */
export async function formFields(request: Request): Promise<FormData> {
  if (request.method === "GET" || request.method === "HEAD") return new FormData();
  const read = await readPostedForm(request);
  return read.ok ? read.form : new FormData();
}

/** One posted field as text, or null. */
export async function formField(request: Request, name: string): Promise<string | null> {
  const value = (await formFields(request)).get(name);
  return typeof value === "string" ? value : null;
}
