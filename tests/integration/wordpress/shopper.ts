import * as adminAjaxRoute from "../../../app/compat/wordpress/admin-ajax.route";
import * as wcAjaxRoute from "../../../app/compat/wordpress/wc-ajax.route";
import type { AppServices } from "../../../app/platform/.server/context";
import * as layoutRoute from "../../../app/routes/site-layout";
import { requestContext } from "../../support/context";
import { SITE, callRoute, formPost } from "./harness";

export type Answer = { status: number; body: string; json: () => Record<string, unknown>; setCookies: string[] };

/** What the site frame answers for a page: the redirect it throws, or its data (notices, cart regions). */
export type PageAnswer =
  | { redirect: Response; frame?: undefined; setCookies: string[] }
  | { redirect?: undefined; frame: Awaited<ReturnType<typeof layoutRoute.loader>>; setCookies: string[] };

/**
 * One browser calling the cart's endpoints: it keeps the cookies answers set (and forgets those
 * they expire), and sends them with its next requests, as a browser running WooCommerce's
 * scripts would.
 */
export class Shopper {
  readonly cookies = new Map<string, string>();
  /** `clientIp`: the shopper's address (by default the machine itself, which no allowance counts). */
  constructor(
    private readonly services: AppServices,
    private readonly o: { clientIp?: string } = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** `POST /?wc-ajax={endpoint}` with form fields. */
  wcAjax(endpoint: string, fields: Record<string, string>): Promise<Answer> {
    const request = formPost(`/wc-ajax/${endpoint}`, fields, this.headers());
    return this.#call(callRoute(wcAjaxRoute, "/wc-ajax/:endpoint", this.services, request, { endpoint }, this.o));
  }

  /** `POST /wp-admin/admin-ajax.php` with form fields. */
  adminAjax(fields: Record<string, string>): Promise<Answer> {
    const request = formPost("/wp-admin/admin-ajax.php", fields, this.headers());
    return this.#call(callRoute(adminAjaxRoute, "/wp-admin/admin-ajax.php", this.services, request, {}, this.o));
  }

  /**
   * `GET {path}` (or `HEAD`) as far as the site layout's loader answers it; the router runs it for
   * every page, beside the page's own loader.
   */
  async page(path: string, method: "GET" | "HEAD" = "GET"): Promise<PageAnswer> {
    // Appended, not resolved: `//host/` is a path on this site here, as in a request's first line.
    const request = new Request(`${SITE}${path}`, { method, headers: this.headers() });
    const context = requestContext(this.services, request, this.o);
    let answer: PageAnswer;
    try {
      answer = { frame: await layoutRoute.loader({ request, params: {}, context } as never), setCookies: context.setCookies };
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      answer = { redirect: thrown, setCookies: context.setCookies };
    }
    this.keep(context.setCookies);
    return answer;
  }

  headers(): Record<string, string> {
    return this.cookies.size > 0 ? { Cookie: this.cookieHeader } : {};
  }

  /** Applies `Set-Cookie` headers as a browser does. */
  keep(setCookies: string[]): void {
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = decodeURIComponent(pair!.slice(eq + 1).trim());
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async #call(pending: Promise<Response>): Promise<Answer> {
    const response = await pending;
    const setCookies = response.headers.getSetCookie();
    this.keep(setCookies);
    const body = await response.text();
    return { status: response.status, body, json: () => JSON.parse(body) as Record<string, unknown>, setCookies };
  }
}

export { SITE };
