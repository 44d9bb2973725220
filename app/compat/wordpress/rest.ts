import type { AppLoadContext } from "react-router";

/** WordPress REST error body: `{code, message, data: {status}}`. */
export function restError(code: string, message: string, status: number): Response {
  return Response.json({ code, message, data: { status } }, { status });
}

export type RestRoute = {
  /** Path below /wp-json/, e.g. `/contact-form-7/v1/contact-forms/(?P<id>\d+)/feedback` as a RegExp. */
  pattern: RegExp;
  methods: ReadonlyArray<"GET" | "POST" | "PUT" | "PATCH" | "DELETE">;
  /** Namespace for the index, e.g. `contact-form-7/v1`. */
  namespace: string;
  handler: (args: { request: Request; context: AppLoadContext; params: Record<string, string>; method: string }) => Promise<Response> | Response;
};

/** REST routes by pattern. Features add theirs here (contact forms, banner dismissal, media). */
export const restRoutes: RestRoute[] = [];
