import { z } from "zod";
import { type CouponValues, couponFieldErrors, couponSchema } from "~/features/cart/coupon-schema";
import { type CouponFields, type StaffCoupon, deleteCoupon, listCoupons, saveCoupon, staffCoupon } from "~/features/cart/.server/staff-coupons";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { rowId } from "~/lib/row-id";
import { type RestRoute, restError, restPage, restResponse } from "../wordpress/rest-response";
import { type Read, jsonBody, readParams } from "./rest-params";
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

type Body = CouponValues;

/**
 * A write's body read by the coupon schema the back office's screen also checks. A refusal names
 * each field with why (`data.params`): WooCommerce's own code when the amount alone is wrong,
 * WordPress's `rest_invalid_param` otherwise.
 */
async function couponBodyOf(request: Request): Promise<Read<Body>> {
  const json = await jsonBody(request, z.unknown());
  if (!json.ok) return json;
  const read = couponSchema.safeParse(json.value ?? {});
  if (read.success) return { ok: true, value: read.data };
  const params = couponFieldErrors(read.error);
  const names = Object.keys(params);
  const [code, message] =
    names.length === 1 && names[0] === "amount"
      ? ["woocommerce_rest_invalid_coupon_amount", params.amount!]
      : ["rest_invalid_param", tBackOffice("rest.invalidParam", { params: names.join(", ") })];
  return { ok: false, response: restResponse({ code, message, data: { status: 400, params } }, 400) };
}

/** The body in the shop's units: đồng from WooCommerce's decimals (whole đồng only), percent in hundredths. */
function fieldsOf(body: Body, currentType: StaffCoupon["discountType"] | null): { ok: true; fields: CouponFields } | { ok: false; response: Response } {
  const type = body.discount_type ?? currentType ?? "fixed_cart";
  const dong = (cents: number | undefined) => (cents === undefined ? undefined : cents % 100 === 0 ? cents / 100 : NaN);
  const amount = body.amount === undefined ? undefined : type === "percent" ? body.amount : dong(body.amount);
  const minimum = dong(body.minimum_amount);
  const maximum = dong(body.maximum_amount);
  if ([amount, minimum, maximum].some((v) => Number.isNaN(v)) || (type === "percent" && amount !== undefined && amount > 10_000)) {
    const message = tBackOffice(type === "percent" ? "coupons.error.percent" : "coupons.error.dong");
    const field = Number.isNaN(amount) || (type === "percent" && amount !== undefined && amount > 10_000) ? "amount" : Number.isNaN(minimum) ? "minimum_amount" : "maximum_amount";
    return { ok: false, response: restResponse({ code: "woocommerce_rest_invalid_coupon_amount", message, data: { status: 400, params: { [field]: message } } }, 400) };
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
      const body = await couponBodyOf(request);
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
      const access = await staffFor(context, userId, method === "GET" ? "read" : method === "DELETE" ? "delete" : "edit");
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
      const body = await couponBodyOf(request);
      if (!body.ok) return body.response;
      const read = fieldsOf(body.value, current.discountType);
      if (!read.ok) return read.response;
      const saved = await saveCoupon(context.db, id, read.fields, access.staff.id);
      return saved.ok ? restResponse(wcCouponJson(saved.coupon, context.site.url)) : refusedWrite(saved.error);
    },
  },
];
