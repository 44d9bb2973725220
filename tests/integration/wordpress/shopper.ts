import * as adminAjaxRoute from "../../../app/compat/wordpress/admin-ajax.route";
import * as wcAjaxRoute from "../../../app/compat/wordpress/wc-ajax.route";
import type { AppServices } from "../../../app/platform/.server/context";
import { SITE, callRoute, formPost } from "./harness";

export type Answer = { status: number; body: string; json: () => Record<string, unknown>; setCookies: string[] };

/**
 * One browser calling the cart's endpoints: it keeps the cookies answers set (and forgets those
 * they expire), and sends them with its next requests, as a browser running WooCommerce's
 * scripts would.
 */
export class Shopper {
  readonly cookies = new Map<string, string>();
  constructor(private readonly services: AppServices) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** `POST /?wc-ajax={endpoint}` with form fields. */
  wcAjax(endpoint: string, fields: Record<string, string>): Promise<Answer> {
    const request = formPost(`/wc-ajax/${endpoint}`, fields, this.headers());
    return this.#call(callRoute(wcAjaxRoute, "/wc-ajax/:endpoint", this.services, request, { endpoint }));
  }

  /** `POST /wp-admin/admin-ajax.php` with form fields. */
  adminAjax(fields: Record<string, string>): Promise<Answer> {
    const request = formPost("/wp-admin/admin-ajax.php", fields, this.headers());
    return this.#call(callRoute(adminAjaxRoute, "/wp-admin/admin-ajax.php", this.services, request, {}));
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
