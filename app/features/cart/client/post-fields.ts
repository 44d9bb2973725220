/** An answer as the cart's scripts read it: the status, and the body as JSON (null when it is not JSON). */
export type Reply = { ok: boolean; status: number; body: unknown };

export type PostOptions = {
  /** Give up (reject) after this many ms; without it, wait as long as the browser does. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * POSTs form fields as jQuery's `$.ajax` did for WooCommerce's scripts (urlencoded, marked as
 * XMLHttpRequest, cookies sent). Rejects on a network failure or the time-out; an HTTP error is
 * a reply like any other, for the caller to judge. The time-out is a page timer (not
 * `AbortSignal.timeout`) so it follows the page's clock.
 */
export async function postFields(url: string, fields: URLSearchParams, options: PostOptions = {}): Promise<Reply> {
  const controller = new AbortController();
  const timer = options.timeoutMs === undefined ? undefined : setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: "POST",
      body: fields,
      headers: { Accept: "application/json, text/javascript, */*; q=0.01", "X-Requested-With": "XMLHttpRequest" },
      credentials: "same-origin",
      signal: controller.signal,
    });
    return { ok: response.ok, status: response.status, body: parseJson(await response.text()) };
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
