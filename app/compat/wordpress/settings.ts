import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { type Account, accountById } from "~/features/account/.server/users";
import { isStoreAdmin } from "~/features/account/roles";
import { PROVINCES } from "~/features/checkout/provinces";
import { loadSiteChrome } from "~/features/site/.server/site";
import { saveShopSettings, saveWpSettings } from "~/features/site/.server/settings";
import { fieldErrors, shopSettingsSchema, shopSettingsView, wpSettingsSchema } from "~/features/site/settings";
import type { SiteOptions } from "~/features/site";
import { textToHtml } from "~/lib/escape-html";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { type RestRoute, restError, restResponse } from "./rest-response";

/**
 * The shop's settings over REST: WordPress's `wp/v2/settings` for what WordPress keeps of the site
 * (its title, tagline and e-mail; administrators only, as WordPress's `manage_options`), and the
 * shop's own `cuahang/v1/settings` (administrators and shop managers, as WooCommerce's
 * `manage_woocommerce`) by section, with `settings/test-email`. A write is checked whole with the
 * same zod schemas the back office's screen checks before sending: any field refused is WordPress's
 * 400 `rest_invalid_param`, each field named with why, and nothing written.
 */

const shopSettings = shopSettingsSchema(PROVINCES);

/** The account the call acts for when `allowed`, else WordPress's `rest_forbidden`: 401 for a visitor, 403 for another account. */
async function staffFor(context: AppLoadContext, userId: number, allowed: (a: Account) => boolean): Promise<{ ok: true; staff: Account } | { ok: false; response: Response }> {
  const account = userId > 0 ? await accountById(context.db, userId) : null;
  if (account && allowed(account)) return { ok: true, staff: account };
  return { ok: false, response: restError("rest_forbidden", tBackOffice("rest.forbidden"), account ? 403 : 401) };
}

const isAdministrator = (a: Account) => a.roles.includes("administrator");
const runsTheShop = (a: Account) => isStoreAdmin(a.roles);

/** A write's JSON body read by `schema`, or WordPress's 400 (`rest_invalid_json`, `rest_invalid_param` with every field's message). */
async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<{ ok: true; value: z.output<S> } | { ok: false; response: Response }> {
  const text = await request.text();
  let body: unknown = {};
  if (text.trim() !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, response: restError("rest_invalid_json", tBackOffice("rest.invalidJson"), 400) };
    }
  }
  const read = schema.safeParse(body);
  if (read.success) return { ok: true, value: read.data };
  const params = fieldErrors(read.error);
  return {
    ok: false,
    response: restResponse({ code: "rest_invalid_param", message: tBackOffice("rest.invalidParam", { params: Object.keys(params).join(", ") }), data: { status: 400, params } }, 400),
  };
}

/** WordPress's settings answer, with the fields this shop keeps. */
function wpSettingsJson(o: SiteOptions, base: string) {
  return {
    title: o.blogname,
    description: o.blogdescription,
    url: base,
    email: o.shop_contact.email,
    timezone: "Asia/Ho_Chi_Minh",
    date_format: "d/m/Y",
    time_format: "H:i",
    start_of_week: 1,
    language: "vi",
  };
}

const options = async (context: AppLoadContext) => (await loadSiteChrome(context.db)).options;

export const settingsRoutes: RestRoute[] = [
  {
    pattern: /\/wp\/v2\/settings/,
    methods: ["GET", "POST", "PUT", "PATCH"],
    namespace: "wp/v2",
    handler: async ({ request, context, method, userId }) => {
      const access = await staffFor(context, userId, isAdministrator);
      if (!access.ok) return access.response;
      if (method !== "GET") {
        const body = await readBody(request, wpSettingsSchema);
        if (!body.ok) return body.response;
        await saveWpSettings(context.db, access.staff.id, body.value);
      }
      return restResponse(wpSettingsJson(await options(context), context.site.url));
    },
  },
  {
    pattern: /\/cuahang\/v1\/settings/,
    methods: ["GET", "POST", "PUT", "PATCH"],
    namespace: "cuahang/v1",
    handler: async ({ request, context, method, userId }) => {
      const access = await staffFor(context, userId, runsTheShop);
      if (!access.ok) return access.response;
      if (method !== "GET") {
        const body = await readBody(request, shopSettings);
        if (!body.ok) return body.response;
        await saveShopSettings(context.db, access.staff.id, body.value);
      }
      const o = await options(context);
      // The notice's id rides along: shoppers' dismissals are kept per id (`store_notice{id}`); and
      // whether this account may also change WordPress's own settings (`manage_options`).
      return restResponse({ ...shopSettingsView(o), store_notice_id: o.store_notice.id, can_manage_options: isAdministrator(access.staff) });
    },
  },
  {
    /**
     * A test e-mail to the signed-in staff member through the shop's mailer, as every e-mail of
     * the shop is sent (its sender setting included): `{sent, to}`, or the mailer's error as
     * `cuahang_test_email_failed` (500) so the owner can read what the mail server said.
     */
    pattern: /\/cuahang\/v1\/settings\/test-email/,
    methods: ["POST"],
    namespace: "cuahang/v1",
    handler: async ({ context, userId }) => {
      const access = await staffFor(context, userId, runsTheShop);
      if (!access.ok) return access.response;
      const { staff } = access;
      if (!staff.email) return restError("cuahang_test_email_no_address", tBackOffice("settings.email.noAddress"), 400);
      const site = (await options(context)).blogname;
      const text = tBackOffice("settings.email.testBody", { name: staff.displayName, site });
      try {
        await context.mailer.send({
          to: { name: staff.displayName, address: staff.email },
          subject: tBackOffice("settings.email.testSubject", { site }),
          text,
          html: textToHtml(text),
        });
      } catch (error) {
        context.log.warn({ err: error }, "test e-mail not sent");
        const reason = error instanceof Error ? error.message : String(error);
        return restError("cuahang_test_email_failed", tBackOffice("settings.email.testFailed", { error: reason }), 500);
      }
      return restResponse({ sent: true, to: staff.email, message: tBackOffice("settings.email.testSent", { email: staff.email }) });
    },
  },
];
