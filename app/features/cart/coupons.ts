/**
 * Coupons' rules and discounts as WooCommerce computes them (`WC_Discounts`, `WC_Coupon`), in whole
 * đồng (decision 004): pure, so the cart, the checkout and the order placed agree to the đồng.
 *
 * WooCommerce's way, kept here:
 * - coupons are applied by type, fixed product first, then percent, then fixed cart (smaller
 *   amounts first within a type), each on the lines' prices before any discount (its default,
 *   "calculate discounts sequentially" off), and never past what is left of a line;
 * - the lines are taken from the most expensive line total down;
 * - percent: each line rounded down, then the đồng the rounding lost given one per unit to the
 *   lines in that order, so the coupon takes exactly its percent of what it applies to;
 * - fixed product: the amount per unit of each line it applies to;
 * - fixed cart: spread evenly per unit over every line still costing something (WooCommerce does
 *   not weigh lines by price), what a line cannot take spread again over the others, and the last
 *   đồng that do not divide given one per unit in order: the sum is the amount, or the lines'
 *   whole total when that is less.
 */

export type CouponDiscountType = "percent" | "fixed_cart" | "fixed_product";

/** A coupon's rules as stored (`coupons`); `amount` is đồng, or hundredths of a percent for `percent`. */
export type CouponRule = {
  id: number;
  code: string;
  discountType: CouponDiscountType;
  amount: number;
  freeShipping: boolean;
  minimumAmount: number | null;
  maximumAmount: number | null;
  /** ISO instant, or null for never. */
  dateExpires: string | null;
  usageLimit: number | null;
  usageCount: number;
  usageLimitPerUser: number | null;
  individualUse: boolean;
  productIds: number[];
  excludedProductIds: number[];
  productCategories: number[];
  excludedProductCategories: number[];
  emailRestrictions: string[];
};

/** What the rules need of a cart line. */
export type DiscountLine = {
  key: string;
  productId: number;
  variationId: number | null;
  name: string;
  /** The product's categories (a variation's are its product's). */
  categoryIds: number[];
  quantity: number;
  /** Before any discount. */
  lineTotal: number;
};

/** Why a coupon does not apply; each has WooCommerce's message (../messages.ts). */
export type CouponError =
  | { code: "please_enter" }
  | { code: "not_exist"; coupon: string }
  | { code: "already_applied"; coupon: string }
  | { code: "individual_use"; coupon: string }
  | { code: "expired"; coupon: string }
  | { code: "usage_limit"; coupon: string }
  | { code: "per_user_limit"; coupon: string }
  | { code: "min_spend"; coupon: string; amount: number }
  | { code: "max_spend"; coupon: string; amount: number }
  | { code: "not_applicable"; coupon: string }
  | { code: "excluded_products"; coupon: string; names: string[] }
  | { code: "not_yours"; coupon: string };

/** WooCommerce's `wc_format_coupon_code`: entities are not decoded here (forms post text), trimmed and lower case. */
export const formatCouponCode = (code: string) => code.trim().toLowerCase();

/** Percent coupons store hundredths of a percent. */
export const PERCENT_SCALE = 100;

const intersects = (a: readonly number[], b: readonly number[]) => a.some((x) => b.includes(x));
const lineProductIds = (line: DiscountLine) => (line.variationId === null ? [line.productId] : [line.productId, line.variationId]);

/** WooCommerce's `WC_Coupon::is_valid_for_product`: the line is one the coupon discounts. */
export function isValidForLine(coupon: CouponRule, line: DiscountLine): boolean {
  const ids = lineProductIds(line);
  let valid = coupon.productIds.length === 0 && coupon.productCategories.length === 0;
  if (coupon.productIds.length > 0 && intersects(ids, coupon.productIds)) valid = true;
  if (coupon.productCategories.length > 0 && intersects(line.categoryIds, coupon.productCategories)) valid = true;
  if (intersects(ids, coupon.excludedProductIds)) valid = false;
  if (intersects(line.categoryIds, coupon.excludedProductCategories)) valid = false;
  return valid;
}

/** Whether `email` matches one of the coupon's allowed e-mails (`*` standing for any text, as WooCommerce). */
export function emailAllowed(restrictions: readonly string[], email: string): boolean {
  if (restrictions.length === 0) return true;
  const address = email.trim().toLowerCase();
  return restrictions.some((pattern) => {
    const rule = pattern.trim().toLowerCase();
    if (!rule.includes("*")) return rule === address;
    const re = new RegExp(`^${rule.split("*").map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`);
    return re.test(address);
  });
}

export type CouponCheckContext = {
  now: Date;
  /** The billing e-mail, once known (at checkout): the coupon's e-mail restrictions are checked against it. */
  email?: string | null;
};

/**
 * Why `coupon` cannot apply to `lines`, or null when it can: WooCommerce's
 * `WC_Discounts::is_coupon_valid` in its order (usage limit, expiry, minimum and maximum spend, the
 * products and categories it needs, excluded products, lines it discounts), and, with an e-mail,
 * the allowed e-mails. A shopper's own uses are counted by the database.
 */
export function couponRefusal(coupon: CouponRule, lines: readonly DiscountLine[], context: CouponCheckContext): CouponError | null {
  const named = { coupon: coupon.code };
  if (coupon.usageLimit !== null && coupon.usageLimit > 0 && coupon.usageCount >= coupon.usageLimit) return { code: "usage_limit", ...named };
  if (coupon.dateExpires !== null && context.now.getTime() > Date.parse(coupon.dateExpires)) return { code: "expired", ...named };
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  if (coupon.minimumAmount !== null && coupon.minimumAmount > 0 && subtotal < coupon.minimumAmount) return { code: "min_spend", ...named, amount: coupon.minimumAmount };
  if (coupon.maximumAmount !== null && coupon.maximumAmount > 0 && subtotal > coupon.maximumAmount) return { code: "max_spend", ...named, amount: coupon.maximumAmount };
  if (coupon.productIds.length > 0 && !lines.some((l) => intersects(lineProductIds(l), coupon.productIds))) return { code: "not_applicable", ...named };
  if (coupon.productCategories.length > 0 && !lines.some((l) => intersects(l.categoryIds, coupon.productCategories))) return { code: "not_applicable", ...named };
  if (coupon.discountType === "fixed_cart") {
    // A cart coupon discounts the whole cart, so a cart holding an excluded product cannot have it.
    const excluded = lines.filter((l) => intersects(lineProductIds(l), coupon.excludedProductIds) || intersects(l.categoryIds, coupon.excludedProductCategories));
    if (excluded.length > 0) return { code: "excluded_products", ...named, names: excluded.map((l) => l.name) };
  } else if (!lines.some((l) => isValidForLine(coupon, l))) {
    return { code: "not_applicable", ...named };
  }
  if (context.email && !emailAllowed(coupon.emailRestrictions, context.email)) return { code: "not_yours", ...named };
  return null;
}

export type CouponDiscount = { id: number; code: string; discount: number; freeShipping: boolean; discountType: CouponDiscountType };

export type CartDiscounts = {
  /** The coupons that apply, in the order they were applied, each with what it took off. */
  applied: CouponDiscount[];
  /** The coupons that no longer apply, with why. */
  refused: { code: string; error: CouponError }[];
  /** What the coupons take off each line, by line key (0 for a line they leave alone). */
  lineDiscounts: Record<string, number>;
  discountTotal: number;
  /** A coupon that applies gives free shipping. */
  freeShipping: boolean;
};

const TYPE_ORDER: Record<CouponDiscountType, number> = { fixed_product: 1, percent: 2, fixed_cart: 3 };

/** WooCommerce's `WC_Cart_Totals::sort_coupons_callback`: by type, then the smaller amount, then the newer coupon. */
const byApplyOrder = (a: CouponRule, b: CouponRule) => TYPE_ORDER[a.discountType] - TYPE_ORDER[b.discountType] || a.amount - b.amount || b.id - a.id;

type Item = { line: DiscountLine; discount: number };
const left = (item: Item) => item.line.lineTotal - item.discount;

/**
 * The discounts of `coupons` (in the order the shopper applied them) on `lines`: each coupon
 * checked (`couponRefusal`), the valid ones applied in WooCommerce's order.
 */
export function computeDiscounts(lines: readonly DiscountLine[], coupons: readonly CouponRule[], context: CouponCheckContext): CartDiscounts {
  const refused: CartDiscounts["refused"] = [];
  const valid: CouponRule[] = [];
  for (const coupon of coupons) {
    const error = couponRefusal(coupon, lines, context);
    if (error) refused.push({ code: coupon.code, error });
    else valid.push(coupon);
  }
  // The most expensive lines first (WooCommerce's `sort_by_price`; a stable sort keeps the cart's order among equals).
  const items: Item[] = [...lines].sort((a, b) => b.lineTotal - a.lineTotal).map((line) => ({ line, discount: 0 }));
  const taken = new Map<number, number>();
  for (const coupon of [...valid].sort(byApplyOrder)) {
    const apply = items.filter((i) => left(i) > 0 && i.line.quantity > 0 && (coupon.discountType === "fixed_cart" || isValidForLine(coupon, i.line)));
    const before = items.reduce((sum, i) => sum + i.discount, 0);
    if (coupon.discountType === "percent") applyPercent(apply, coupon.amount);
    else if (coupon.discountType === "fixed_product") applyFixedPerUnit(apply, coupon.amount);
    else applyFixedCart(apply, coupon.amount);
    taken.set(coupon.id, items.reduce((sum, i) => sum + i.discount, 0) - before);
  }
  const lineDiscounts = Object.fromEntries(lines.map((l) => [l.key, items.find((i) => i.line === l)!.discount]));
  const applied = valid.map((c) => ({ id: c.id, code: c.code, discount: taken.get(c.id) ?? 0, freeShipping: c.freeShipping, discountType: c.discountType }));
  return {
    applied,
    refused,
    lineDiscounts,
    discountTotal: applied.reduce((sum, c) => sum + c.discount, 0),
    freeShipping: applied.some((c) => c.freeShipping),
  };
}

/** `hundredths` of a percent of each line, rounded down, then the rounding's đồng one per unit in order. */
function applyPercent(items: Item[], hundredths: number) {
  let given = 0;
  let base = 0;
  for (const item of items) {
    const discount = Math.min(left(item), Math.floor((item.line.lineTotal * hundredths) / (100 * PERCENT_SCALE)));
    item.discount += discount;
    given += discount;
    base += item.line.lineTotal;
  }
  const whole = Math.round((base * hundredths) / (100 * PERCENT_SCALE));
  if (given < whole) applyRemainder(items, whole - given);
}

/** `amount` per unit of each line, never past what is left of it. Answers what was taken. */
function applyFixedPerUnit(items: Item[], amount: number): number {
  let total = 0;
  for (const item of items) {
    const discount = Math.min(left(item), amount * item.line.quantity);
    item.discount += discount;
    total += discount;
  }
  return total;
}

/** `amount` spread per unit over the lines still costing something, again for what a line could not take. */
function applyFixedCart(items: Item[], amount: number): number {
  const open = items.filter((i) => left(i) > 0);
  const units = open.reduce((n, i) => n + i.line.quantity, 0);
  if (units === 0 || amount <= 0) return 0;
  const perUnit = Math.floor(amount / units);
  if (perUnit === 0) return applyRemainder(open, amount);
  const taken = applyFixedPerUnit(open, perUnit);
  return taken > 0 && taken < amount ? taken + applyFixedCart(open, amount - taken) : taken;
}

/** WooCommerce's `apply_coupon_remainder`: one đồng per unit, line by line, until `amount` is given. */
function applyRemainder(items: Item[], amount: number): number {
  let total = 0;
  for (const item of items) {
    const give = Math.min(left(item), item.line.quantity, amount - total);
    item.discount += give;
    total += give;
    if (total >= amount) break;
  }
  return total;
}
