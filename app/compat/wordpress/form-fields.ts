/**
 * A request's posted form fields (urlencoded or multipart), as PHP fills `$_POST`; empty for
 * GET, for other bodies (PHP does not parse JSON into `$_POST`) and for a malformed body. The
 * body is read from a clone, so the handler can still read it.
 */
export async function formFields(request: Request): Promise<FormData> {
  if (request.method === "GET" || request.method === "HEAD") return new FormData();
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data")) return new FormData();
  try {
    return await request.clone().formData();
  } catch {
    return new FormData();
  }
}

/** One posted field as text, or null. */
export async function formField(request: Request, name: string): Promise<string | null> {
  const value = (await formFields(request)).get(name);
  return typeof value === "string" ? value : null;
}
