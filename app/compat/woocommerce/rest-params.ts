import type { z } from "zod";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { restResponse } from "../wordpress/rest-response";

export type Read<T> = { ok: true; value: T } | { ok: false; response: Response };

/** WordPress's 400 for parameters it cannot read: `rest_invalid_param`, each named with why. */
function invalidParams(error: z.ZodError): Response {
  const params: Record<string, string> = {};
  for (const issue of error.issues) params[String(issue.path[0] ?? "body")] ??= issue.message;
  return restResponse(
    { code: "rest_invalid_param", message: tBackOffice("rest.invalidParam", { params: Object.keys(params).join(", ") }), data: { status: 400, params } },
    400,
  );
}

/** The query string read by `schema`; unknown parameters (`_locale`, `_wpnonce`, `_fields`…) are ignored, as WordPress does. */
export function readParams<S extends z.ZodType>(request: Request, schema: S): Read<z.output<S>> {
  const read = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return read.success ? { ok: true, value: read.data } : { ok: false, response: invalidParams(read.error) };
}

/**
 * A write's JSON body read by `schema` (WordPress also takes a form; api-fetch and WooCommerce's
 * clients send JSON). A body that is not JSON is WordPress's `rest_invalid_json`.
 */
export async function jsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<Read<z.output<S>>> {
  const text = await request.text();
  let body: unknown = {};
  if (text.trim() !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, response: restResponse({ code: "rest_invalid_json", message: tBackOffice("rest.invalidJson"), data: { status: 400 } }, 400) };
    }
  }
  const read = schema.safeParse(body);
  return read.success ? { ok: true, value: read.data } : { ok: false, response: invalidParams(read.error) };
}
