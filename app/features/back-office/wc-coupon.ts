import type { CouponBody, CouponDiscountTypeName } from "~/features/cart";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { formatDong } from "~/lib/money";
import { instantOfLocal } from "./wc-order";

/** A coupon as `GET /wc/v3/coupons` answers it: the fields the back office reads. Amounts are decimal strings. */
export type WcCoupon = {
  id: number;
  code: string;
  amount: string;
  status: "publish" | "draft";
  discount_type: CouponDiscountTypeName;
  description: string;
  date_expires: string | null;
  usage_count: number;
  individual_use: boolean;
  product_ids: number[];
  excluded_product_ids: number[];
  usage_limit: number | null;
  usage_limit_per_user: number | null;
  free_shipping: boolean;
  product_categories: number[];
  excluded_product_categories: number[];
  minimum_amount: string;
  maximum_amount: string;
  email_restrictions: string[];
};

export const COUPONS_PER_PAGE = 20;

const percentFormat = new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 2 });
const countFormat = new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 0 });

/** A coupon's amount as the owner reads it: `12,5 %`, `50.000 ₫`. */
export function couponAmountText(type: CouponDiscountTypeName, amount: string): string {
  const n = Number(amount);
  if (type === "percent") return `${percentFormat.format(n)} %`;
  return Number.isSafeInteger(n) ? formatDong(n) : amount;
}

/** What the list's status column says: a draft, an expired coupon, one with no use left, else in use. */
export function couponState(c: Pick<WcCoupon, "status" | "date_expires" | "usage_count" | "usage_limit">, now: Date): "draft" | "expired" | "usedUp" | "active" {
  if (c.status === "draft") return "draft";
  if (c.date_expires && instantOfLocal(c.date_expires) <= now) return "expired";
  if (c.usage_limit !== null && c.usage_count >= c.usage_limit) return "usedUp";
  return "active";
}

export function couponsHref(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set("s", search);
  if (page > 1) params.set("paged", String(page));
  const query = params.toString();
  return `/wp-admin/ma-giam-gia/${query ? `?${query}` : ""}`;
}

/** The coupon form as typed: text fields as the owner wrote them, the pickers' ids. */
export type CouponForm = {
  code: string;
  description: string;
  discount_type: CouponDiscountTypeName;
  amount: string;
  free_shipping: boolean;
  /** `YYYY-MM-DD`, or "" for never. */
  expires: string;
  status: "publish" | "draft";
  minimum_amount: string;
  maximum_amount: string;
  individual_use: boolean;
  product_ids: number[];
  excluded_product_ids: number[];
  product_categories: number[];
  excluded_product_categories: number[];
  emails: string;
  usage_limit: string;
  usage_limit_per_user: string;
};

const groupedDong = (n: string) => (n === "" || n === "0" || !/^\d+$/.test(n) ? "" : countFormat.format(Number(n)));

/** A coupon's fields for the form (a new coupon: WooCommerce's defaults). */
export function couponForm(c: WcCoupon | null): CouponForm {
  if (!c) {
    return {
      code: "",
      description: "",
      discount_type: "fixed_cart",
      amount: "",
      free_shipping: false,
      expires: "",
      status: "publish",
      minimum_amount: "",
      maximum_amount: "",
      individual_use: false,
      product_ids: [],
      excluded_product_ids: [],
      product_categories: [],
      excluded_product_categories: [],
      emails: "",
      usage_limit: "",
      usage_limit_per_user: "",
    };
  }
  return {
    code: c.code,
    description: c.description,
    discount_type: c.discount_type,
    amount: c.discount_type === "percent" ? c.amount.replace(".", ",") : groupedDong(c.amount) || c.amount,
    free_shipping: c.free_shipping,
    expires: c.date_expires ? c.date_expires.slice(0, 10) : "",
    status: c.status,
    minimum_amount: groupedDong(c.minimum_amount),
    maximum_amount: groupedDong(c.maximum_amount),
    individual_use: c.individual_use,
    product_ids: c.product_ids,
    excluded_product_ids: c.excluded_product_ids,
    product_categories: c.product_categories,
    excluded_product_categories: c.excluded_product_categories,
    emails: c.email_restrictions.join(", "),
    usage_limit: c.usage_limit === null ? "" : String(c.usage_limit),
    usage_limit_per_user: c.usage_limit_per_user === null ? "" : String(c.usage_limit_per_user),
  };
}

/**
 * Đồng as typed (`50.000`, `50 000`, `50000 ₫`) as the API's decimal string; text that is no such
 * amount is sent as typed, for the schema to refuse beside its field.
 */
export function dongForApi(typed: string): string {
  const text = typed.replace(/[\s\u00a0\u202f]|₫|đ|VND/gi, "");
  if (/^\d{1,3}(\.\d{3})+$/.test(text)) return text.replaceAll(".", "");
  return text;
}

/** A percent as typed (`12,5`, `12.5 %`) as the API's decimal string. */
export function percentForApi(typed: string): string {
  return typed.replace(/[\s\u00a0\u202f%]/g, "").replace(",", ".");
}

/** A limit as typed: none when empty, a whole number, else the text itself for the schema to refuse. */
export function limitForApi(typed: string): number | null | string {
  const text = typed.trim();
  if (text === "") return null;
  return /^\d{1,10}$/.test(text) ? Number(text) : text;
}

/**
 * The form as WooCommerce's API takes it (every field, so the schema also checks across them),
 * still unchecked: what cannot be read is sent as typed, for the schema to refuse beside its field.
 * The expiry keeps the stored time when its day is unchanged.
 */
export function couponBody(form: CouponForm, stored: WcCoupon | null): Partial<Record<keyof CouponBody, unknown>> {
  const expires = form.expires === "" ? null : stored?.date_expires?.startsWith(form.expires) ? stored.date_expires : `${form.expires}T00:00:00`;
  return {
    code: form.code,
    description: form.description,
    discount_type: form.discount_type,
    amount: form.discount_type === "percent" ? percentForApi(form.amount) : dongForApi(form.amount),
    free_shipping: form.free_shipping,
    date_expires: expires,
    status: form.status,
    minimum_amount: dongForApi(form.minimum_amount),
    maximum_amount: dongForApi(form.maximum_amount),
    individual_use: form.individual_use,
    product_ids: form.product_ids,
    excluded_product_ids: form.excluded_product_ids,
    product_categories: form.product_categories,
    excluded_product_categories: form.excluded_product_categories,
    email_restrictions: form.emails
      .split(/[,;\n]/)
      .map((e) => e.trim())
      .filter(Boolean),
    usage_limit: limitForApi(form.usage_limit),
    usage_limit_per_user: limitForApi(form.usage_limit_per_user),
  };
}

/** The amount typed, as it will apply, when it reads as one (`Giảm 12,5 %`, `Giảm 50.000 ₫`). */
export function amountPreview(type: CouponDiscountTypeName, typed: string): string | null {
  if (typed.trim() === "") return null;
  const text = type === "percent" ? percentForApi(typed) : dongForApi(typed);
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(text)) return null;
  if (type === "percent") return Number(text) <= 100 ? tBackOffice("coupon.amountShownPercent", { amount: percentFormat.format(Number(text)) }) : null;
  return /^\d+$/.test(text) ? tBackOffice("coupon.amountShownDong", { amount: formatDong(Number(text)) }) : null;
}

/** A spend typed, in đồng as the shop shows it, when it reads as one. */
export function dongPreview(typed: string): string | null {
  const text = dongForApi(typed);
  return /^\d{1,13}$/.test(text) && Number(text) > 0 ? formatDong(Number(text)) : null;
}
