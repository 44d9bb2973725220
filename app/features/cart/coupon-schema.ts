import { z } from "zod";
import { tBackOffice } from "~/lib/i18n/areas/back-office";

/**
 * A coupon as WooCommerce's REST API v3 takes it (`POST/PUT /wc/v3/coupons`), with the rules both
 * sides check: the back office's coupon screen before it sends, the server before it writes.
 * Amounts are WooCommerce's decimal strings (or numbers); the output has them in hundredths
 * (`12.5` → 1250), which the server turns into đồng (fixed types, whole đồng only) or keeps as
 * hundredths of a percent (`percent`, at most 100 %). Every field is optional: an update names
 * only what it changes; a whole form (the screen's) is also checked across fields.
 */

type Key = Parameters<typeof tBackOffice>[0];
const err = (key: Key, vars?: Record<string, string | number>) => ({ error: tBackOffice(key, vars) });

export const COUPON_DISCOUNT_TYPES = ["percent", "fixed_cart", "fixed_product"] as const;
export type CouponDiscountTypeName = (typeof COUPON_DISCOUNT_TYPES)[number];

/** A decimal as WooCommerce's clients send it (a string or a number), with at most two decimals: its hundredths. */
const decimal = (key: Key) =>
  z.union([z.string(), z.number()], err(key)).transform((v, ctx) => {
    const text = String(v).trim();
    if (text === "") return 0;
    if (!/^\d{1,13}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: "custom", message: tBackOffice(key) });
      return z.NEVER;
    }
    return Math.round(Number(text) * 100);
  });

const ids = z.array(z.number(err("coupons.error.ids")).int(err("coupons.error.ids")).min(1, err("coupons.error.ids")).max(2_147_483_647, err("coupons.error.ids")), err("coupons.error.ids")).max(1000, err("coupons.error.ids"));

/** WooCommerce's limits: 0, empty or null is none. */
const limit = z
  .union([z.number(err("coupons.error.limit")).int(err("coupons.error.limit")).min(0, err("coupons.error.limit")).max(2_147_483_647, err("coupons.error.limit")), z.null(), z.literal("")], err("coupons.error.limit"))
  .transform((v) => (v ? v : null));

/** `date_expires`: the shop's local time (no offset, as WooCommerce sends it), or with one; a bare date is its midnight; empty or null: never. */
const expiry = z.union([z.string().max(40, err("coupons.error.date")), z.null()], err("coupons.error.date")).transform((v, ctx) => {
  if (v === null || v.trim() === "") return null;
  const text = /(Z|[+-]\d\d:\d\d)$/.test(v) ? v : /^\d{4}-\d\d-\d\d$/.test(v) ? `${v}T00:00:00+07:00` : `${v}+07:00`;
  const date = new Date(text);
  if (!/^\d{4}-\d\d-\d\d/.test(v) || Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: "custom", message: tBackOffice("coupons.error.date") });
    return z.NEVER;
  }
  return date;
});

/** A billing e-mail allowed to use the coupon, `*` standing for any part (WooCommerce's `email_restrictions`). */
const EMAIL_PATTERN = /^[^@\s,;<>"]+@[^@\s,;<>"]+$/;

const flag = z.boolean(err("coupons.error.flag"));

const couponFields = z.object({
  code: z.string(err("coupons.error.code")).trim().min(1, err("coupons.error.code")).max(100, err("coupons.error.codeLong")).optional(),
  amount: decimal("coupons.error.amount").optional(),
  discount_type: z.enum(COUPON_DISCOUNT_TYPES, err("coupons.error.type")).optional(),
  description: z.string(err("coupons.error.description")).max(5000, err("coupons.error.description")).optional(),
  status: z.enum(["publish", "draft"], err("coupons.error.status")).optional(),
  date_expires: expiry.optional(),
  date_expires_gmt: z
    .union([z.string().max(40, err("coupons.error.date")), z.null()], err("coupons.error.date"))
    .transform((v, ctx) => {
      if (v === null || v.trim() === "") return null;
      const date = new Date(/Z$/.test(v) ? v : `${v}Z`);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: "custom", message: tBackOffice("coupons.error.date") });
        return z.NEVER;
      }
      return date;
    })
    .optional(),
  individual_use: flag.optional(),
  product_ids: ids.optional(),
  excluded_product_ids: ids.optional(),
  usage_limit: limit.optional(),
  usage_limit_per_user: limit.optional(),
  free_shipping: flag.optional(),
  product_categories: ids.optional(),
  excluded_product_categories: ids.optional(),
  minimum_amount: decimal("coupons.error.spend").optional(),
  maximum_amount: decimal("coupons.error.spend").optional(),
  email_restrictions: z
    .array(z.string(err("coupons.error.emails")).trim().toLowerCase().max(200, err("coupons.error.emails")), err("coupons.error.emails"))
    .max(500, err("coupons.error.emails"))
    .superRefine((emails, ctx) => {
      const bad = emails.find((e) => e !== "" && !EMAIL_PATTERN.test(e));
      if (bad !== undefined) ctx.addIssue({ code: "custom", message: tBackOffice("coupons.error.email", { email: bad }) });
    })
    .optional(),
});

/** The fields a check across them needs, each still unrefused. */
const fine = (issues: ReadonlyArray<{ path?: PropertyKey[] }>, ...keys: string[]) => !issues.some((i) => keys.includes(String(i.path?.[0])));

/**
 * The body of a coupon's create or update. Across fields, when the body names them: a fixed
 * amount and the spends are whole đồng, a percent is at most 100, and a maximum spend is above the
 * minimum.
 */
export const couponSchema = couponFields
  .superRefine(
    (v, ctx) => {
      if (v.amount === undefined || v.discount_type === undefined) return;
      if (v.discount_type === "percent" ? v.amount > 10_000 : v.amount % 100 !== 0) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: tBackOffice(v.discount_type === "percent" ? "coupons.error.percent" : "coupons.error.dong") });
      }
    },
    { when: (p) => fine(p.issues, "amount", "discount_type") },
  )
  .superRefine(
    (v, ctx) => {
      for (const key of ["minimum_amount", "maximum_amount"] as const) {
        const cents = v[key];
        if (cents !== undefined && cents % 100 !== 0) ctx.addIssue({ code: "custom", path: [key], message: tBackOffice("coupons.error.dong") });
      }
      if (v.minimum_amount && v.maximum_amount && v.maximum_amount < v.minimum_amount) {
        ctx.addIssue({ code: "custom", path: ["maximum_amount"], message: tBackOffice("coupons.error.spendOrder") });
      }
    },
    { when: (p) => fine(p.issues, "minimum_amount", "maximum_amount") },
  );

export type CouponBody = z.input<typeof couponSchema>;
export type CouponValues = z.output<typeof couponSchema>;

/** A refusal's messages by field (its first-level name, as WordPress's `data.params` names them). */
export function couponFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? "body")] ??= issue.message;
  return out;
}
