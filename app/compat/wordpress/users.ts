import { z } from "zod";
import { accountById } from "~/features/account/.server/users";
import { WOOCOMMERCE_META_KEYS, readWoocommerceMeta, saveWoocommerceMeta } from "~/features/account/.server/woocommerce-meta";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { type RestRoute, restError, restResponse } from "./rest-response";

/**
 * The `woocommerce_meta` a client may send: an object whose known keys (WooCommerce's user
 * preferences) are strings; other keys are ignored, as WooCommerce ignores them.
 */
const UserUpdate = z.object({
  woocommerce_meta: z
    .record(z.string(), z.unknown())
    .superRefine((meta, ctx) => {
      for (const key of WOOCOMMERCE_META_KEYS) {
        const value = meta[key];
        if (value !== undefined && (typeof value !== "string" || value.length > 100)) ctx.addIssue({ code: "custom", path: [key], message: "string" });
      }
    })
    .optional(),
});

/** The body as JSON (api-fetch's) or as a form (`woocommerce_meta[key]=…`, as WordPress reads one), or null when it is neither. */
async function readUserUpdate(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  const text = await request.text();
  if (text.trim() === "") return {};
  if (type.includes("application/x-www-form-urlencoded")) {
    const meta: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(text)) {
      const key = /^woocommerce_meta\[(\w+)\]$/.exec(name)?.[1];
      if (key) meta[key] = value;
    }
    return { woocommerce_meta: meta };
  }
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * WordPress's `wp/v2/users/me`: the signed-in user as the REST API shows them to themselves, with
 * WooCommerce's `woocommerce_meta` field, and its update — how the coming-soon footer banner is
 * dismissed (`{woocommerce_meta: {coming_soon_banner_dismissed: "yes"}}`, spec §3 "User meta
 * update", §7 "Notices"). A visitor (no valid nonce counts as one) gets WordPress's 401
 * `rest_not_logged_in`; a wrong nonce was already refused with 403 `rest_cookie_invalid_nonce`.
 */
export const userRoutes: RestRoute[] = [
  {
    pattern: /\/wp\/v2\/users\/me/,
    methods: ["GET", "POST", "PUT", "PATCH"],
    namespace: "wp/v2",
    handler: async ({ request, context, method, userId }) => {
      const account = userId > 0 ? await accountById(context.db, userId) : null;
      if (!account) return restError("rest_not_logged_in", tBackOffice("rest.notLoggedIn"), 401);
      if (method !== "GET") {
        const body = await readUserUpdate(request);
        if (body === null) return restError("rest_invalid_json", tBackOffice("rest.invalidJson"), 400);
        const read = UserUpdate.safeParse(body);
        if (!read.success) {
          const params = { woocommerce_meta: tBackOffice("rest.userMetaInvalid") };
          return restResponse({ code: "rest_invalid_param", message: tBackOffice("rest.invalidParam", { params: "woocommerce_meta" }), data: { status: 400, params } }, 400);
        }
        const meta = read.data.woocommerce_meta ?? {};
        await saveWoocommerceMeta(context.db, account.id, Object.fromEntries(WOOCOMMERCE_META_KEYS.filter((k) => typeof meta[k] === "string").map((k) => [k, meta[k] as string])));
      }
      const answer = restResponse({
        id: account.id,
        name: account.displayName,
        url: "",
        description: "",
        // WordPress links to an author archive; the shop has none, so its home stands in.
        link: `${context.site.url}/`,
        slug: account.login,
        avatar_urls: {},
        meta: [],
        woocommerce_meta: await readWoocommerceMeta(context.db, account.id),
      });
      // One person's own record: no cache keeps it.
      answer.headers.set("Cache-Control", "no-store, private");
      return answer;
    },
  },
];
