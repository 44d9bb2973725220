import { z } from "zod";
import { type CouponFields, type StaffCoupon, deleteCoupon, listCoupons, saveCoupon, staffCoupon } from "~/features/cart/.server/staff-coupons";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { rowId } from "~/lib/row-id";
import { type RestRoute, restError, restPage, restResponse } from "../wordpress/rest-response";
import { jsonBody, readParams } from "./rest-params";
import { staffFor } from "./rest-access";
import { gmtDate, localDate, money } from "./wc-format";

/**
 * WooCommerce's REST API v3 for coupons (`/wc/v3/coupons`): the list (`search`, `code`, `page`,
 * `per_page`), one coupon, create, update and delete, staff only, under WooCommerce's field names.
 * Amounts are WooCommerce's decimal strings: whole đồng for the fixed types, the percent (which
 * the shop keeps in hundredths) for `percent`. Coupons have no trash here: a delete needs
 * `force=true`, as WooCommerce asks of what it cannot trash.
 */

const percentText = (hundredths: number) => String(hundredths / 100);

export function wcCouponJson(c: StaffCoupon, base: string) {
  return {
    id: c.id,
    code: c.code,
    amount: c.discountType === "percent" ? percentText(c.amount) : money(c.amount),
    status: c.status,
    date_created: localDate(c.createdAt),
    date_created_gmt: gmtDate(c.createdAt),
    date_modified: localDate(c.updatedAt),
    date_modified_gmt: gmtDate(c.updatedAt),
    discount_type: c.discountType,
    description: c.description,
    date_expires: c.dateExpires && localDate(c.dateExpires),
    date_expires_gmt: c.dateExpires && gmtDate(c.dateExpires),
    usage_count: c.usageCount,
    individual_use: c.individualUse,
    product_ids: c.productIds,
    excluded_product_ids: c.excludedProductIds,
    usage_limit: c.usageLimit,
    usage_limit_per_user: c.usageLimitPerUser,
    limit_usage_to_x_items: null,
    free_shipping: c.freeShipping,
    product_categories: c.productCategories,
    excluded_product_categories: c.excludedProductCategories,
    exclude_sale_items: false,
    minimum_amount: money(c.minimumAmount ?? 0),
    maximum_amount: money(c.maximumAmount ?? 0),
    email_restrictions: c.emailRestrictions,
    used_by: c.usedBy,
    meta_data: [],
    _links: { self: [{ href: `${base}/wp-json/wc/v3/coupons/${c.id}` }], collection: [{ href: `${base}/wp-json/wc/v3/coupons` }] },
  };
}

const listParams = z.object({
  search: z.string().max(200).default(""),
  code: z.string().max(100).default(""),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

/** A decimal as WooCommerce's clients send it (a string or a number), with at most two decimals. */
const decimal = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const text = String(v).trim();
  if (text === "") return 0;
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(text)) {
    ctx.addIssue({ code: "custom", message: tBackOffice("coupons.rest.badAmount") });
    return z.NEVER;
  }
  return Math.round(Number(text) * 100);
});
const ids = z.array(z.number().int().min(1).max(2_147_483_647)).max(1000);
/** WooCommerce's limits: 0 or empty is none. */
const limit = z.union([z.number().int().min(0).max(2_147_483_647), z.null(), z.literal("")]).transform((v) => (v ? v : null));
/** `date_expires`: the shop's local time (no offset, as WooCommerce sends it) or with one; empty or null: never. */
const expiry = z.union([z.string().max(40), z.null()]).transform((v, ctx) => {
  if (v === null || v.trim() === "") return null;
  const text = /(Z|[+-]\d\d:\d\d)$/.test(v) ? v : /^\d{4}-\d\d-\d\d$/.test(v) ? `${v}T00:00:00+07:00` : `${v}+07:00`;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: "custom", message: tBackOffice("coupons.rest.badDate") });
    return z.NEVER;
  }
  return date;
});

const couponBody = z.object({
  code: z.string().trim().min(1).max(100).optional(),
  amount: decimal.optional(),
  discount_type: z.enum(["percent", "fixed_cart", "fixed_product"]).optional(),
  description: z.string().max(5000).optional(),
  status: z.enum(["publish", "draft"]).optional(),
  date_expires: expiry.optional(),
  date_expires_gmt: z.union([z.string().max(40), z.null()]).transform((v) => (v && v.trim() ? new Date(/Z$/.test(v) ? v : `${v}Z`) : null)).optional(),
  individual_use: z.boolean().optional(),
  product_ids: ids.optional(),
  excluded_product_ids: ids.optional(),
  usage_limit: limit.optional(),
  usage_limit_per_user: limit.optional(),
  free_shipping: z.boolean().optional(),
  product_categories: ids.optional(),
  excluded_product_categories: ids.optional(),
  minimum_amount: decimal.optional(),
  maximum_amount: decimal.optional(),
  email_restrictions: z.array(z.string().trim().toLowerCase().max(200)).max(500).optional(),
});

type Body = z.output<typeof couponBody>;

/** The body in the shop's units: đồng from WooCommerce's decimals (whole đồng only), percent in hundredths. */
function fieldsOf(body: Body, currentType: StaffCoupon["discountType"] | null): { ok: true; fields: CouponFields } | { ok: false; response: Response } {
  const type = body.discount_type ?? currentType ?? "fixed_cart";
  const dong = (cents: number | undefined) => (cents === undefined ? undefined : cents % 100 === 0 ? cents / 100 : NaN);
  const amount = body.amount === undefined ? undefined : type === "percent" ? body.amount : dong(body.amount);
  const minimum = dong(body.minimum_amount);
  const maximum = dong(body.maximum_amount);
  if ([amount, minimum, maximum].some((v) => Number.isNaN(v)) || (type === "percent" && amount !== undefined && amount > 10_000)) {
    return { ok: false, response: restError("woocommerce_rest_invalid_coupon_amount", tBackOffice("coupons.rest.badAmount"), 400) };
  }
  const fields: CouponFields = {
    code: body.code,
    amount,
    discountType: body.discount_type,
    description: body.description,
    status: body.status,
    dateExpires: body.date_expires !== undefined ? body.date_expires : body.date_expires_gmt,
    individualUse: body.individual_use,
    productIds: body.product_ids,
    excludedProductIds: body.excluded_product_ids,
    usageLimit: body.usage_limit,
    usageLimitPerUser: body.usage_limit_per_user,
    freeShipping: body.free_shipping,
    productCategories: body.product_categories,
    excludedProductCategories: body.excluded_product_categories,
    minimumAmount: minimum === undefined ? undefined : minimum || null,
    maximumAmount: maximum === undefined ? undefined : maximum || null,
    emailRestrictions: body.email_restrictions?.filter((e) => e !== ""),
  };
  return { ok: true, fields: Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as CouponFields };
}

const invalidId = () => restError("woocommerce_rest_shop_coupon_invalid_id", tBackOffice("rest.invalidId"), 404);
const refusedWrite = (error: "code_exists" | "not_found" | "invalid") =>
  error === "code_exists"
    ? restError("woocommerce_rest_coupon_code_already_exists", tBackOffice("coupons.rest.codeExists"), 400)
    : error === "not_found"
      ? invalidId()
      : restError("woocommerce_rest_invalid_coupon_amount", tBackOffice("coupons.rest.badAmount"), 400);

export const wcCouponRoutes: RestRoute[] = [
  {
    pattern: /\/wc\/v3\/coupons/,
    methods: ["GET", "POST"],
    namespace: "wc/v3",
    handler: async ({ request, context, method, userId }) => {
      const access = await staffFor(context, userId, method === "GET" ? "list" : "create");
      if (!access.ok) return access.response;
      if (method === "GET") {
        const params = readParams(request, listParams);
        if (!params.ok) return params.response;
        const q = params.value;
        const { coupons, total } = await listCoupons(context.db, { search: q.search, code: q.code, page: q.page, perPage: q.per_page });
        return restPage(request, coupons.map((c) => wcCouponJson(c, context.site.url)), { total, page: q.page, perPage: q.per_page });
      }
      const body = await jsonBody(request, couponBody);
      if (!body.ok) return body.response;
      if (!body.value.code) return restError("woocommerce_rest_empty_coupon_code", tBackOffice("coupons.rest.codeRequired"), 400);
      const read = fieldsOf(body.value, null);
      if (!read.ok) return read.response;
      const saved = await saveCoupon(context.db, null, read.fields, access.staff.id);
      return saved.ok ? restResponse(wcCouponJson(saved.coupon, context.site.url), 201) : refusedWrite(saved.error);
    },
  },
  {
    pattern: /\/wc\/v3\/coupons\/(?<id>\d+)/,
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    namespace: "wc/v3",
    handler: async ({ request, context, params, method, userId }) => {
      const access = await staffFor(context, userId, method === "GET" ? "read" : "edit");
      if (!access.ok) return access.response;
      const id = rowId(params.id!);
      if (id === null) return invalidId();
      const current = await staffCoupon(context.db, id);
      if (!current) return invalidId();
      if (method === "GET") return restResponse(wcCouponJson(current, context.site.url));
      if (method === "DELETE") {
        if (new URL(request.url).searchParams.get("force") !== "true") {
          return restError("woocommerce_rest_trash_not_supported", tBackOffice("coupons.rest.noTrash"), 501);
        }
        await deleteCoupon(context.db, id, access.staff.id);
        return restResponse(wcCouponJson(current, context.site.url));
      }
      const body = await jsonBody(request, couponBody);
      if (!body.ok) return body.response;
      const read = fieldsOf(body.value, current.discountType);
      if (!read.ok) return read.response;
      const saved = await saveCoupon(context.db, id, read.fields, access.staff.id);
      return saved.ok ? restResponse(wcCouponJson(saved.coupon, context.site.url)) : refusedWrite(saved.error);
    },
  },
];
