import { z } from "zod";
import { loadSiteChrome } from "~/features/site/.server/site";
import { type OrderChange, changeOrder } from "~/features/orders/.server/staff-order-changes";
import { sendOrderUpdates } from "~/features/orders/.server/order-update-email";
import { type OrderStatus, type StaffOrder, type StaffOrderNote, listStaffOrders, orderCountsByStatus, staffOrder } from "~/features/orders/.server/staff-orders";
import { orderStatusLabel } from "~/features/orders/order-status";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { rowId } from "~/lib/row-id";
import { type RestRoute, restError, restPage, restResponse } from "../wordpress/rest-response";
import { jsonBody, readParams } from "./rest-params";
import { staffFor } from "./rest-access";
import { gmtDate, localDate, money } from "./wc-format";

/**
 * WooCommerce's REST API v3 for orders, the subset the back office and integrations use: the
 * list (`status`, `search`, `after`, `before`, `page`, `per_page`, `orderby`, `order`), one order,
 * its update (`status`, `set_paid`) and its notes, in WooCommerce's field names and types. An
 * update that sends `If-Match` with the order's `ETag` is refused (412) when someone changed the
 * order meanwhile; clients that send none keep WooCommerce's last-write-wins.
 */

const STATUSES = ["pending", "processing", "on-hold", "completed", "cancelled", "refunded", "failed"] as const satisfies readonly OrderStatus[];

const listParams = z.object({
  // WooCommerce's `any` lists every status.
  status: z.enum([...STATUSES, "any"]).default("any"),
  search: z.string().max(200).default(""),
  // WooCommerce's `customer`: one account's orders (its customer page).
  customer: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  after: z.iso.datetime({ offset: true, local: true }).optional(),
  before: z.iso.datetime({ offset: true, local: true }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  orderby: z.enum(["date", "id"]).default("date"),
  order: z.enum(["asc", "desc"]).default("desc"),
});

/** A local date without an offset is the shop's (+07:00), as WordPress reads `after`/`before`. */
const instantOf = (value: string | undefined) => (value === undefined ? null : new Date(/(Z|[+-]\d\d:\d\d)$/i.test(value) ? value : `${value}+07:00`));

const updateBody = z.object({
  status: z.enum(STATUSES).optional(),
  set_paid: z.boolean().optional(),
});

const noteBody = z.object({
  note: z.string().trim().min(1, tBackOffice("rest.noteEmpty")).max(5000),
  customer_note: z.boolean().default(false),
});

function addressJson(a: StaffOrder["billing"] | null, withContact: boolean) {
  return {
    first_name: a?.fullName ?? "",
    last_name: "",
    company: "",
    address_1: a?.street ?? "",
    address_2: "",
    city: a?.ward ?? "",
    state: a?.province ?? "",
    postcode: "",
    country: a ? "VN" : "",
    ...(withContact ? { email: a?.email ?? "" } : {}),
    phone: a?.phone ?? "",
  };
}

/** The order as WooCommerce's API answers it. */
export function wcOrderJson(order: StaffOrder, base: string) {
  const attribution = Object.entries(order.attribution ?? {})
    .filter(([, value]) => value !== null)
    .map(([key, value], i) => ({ id: i + 1, key: `_wc_order_attribution_${key}`, value: String(value) }));
  return {
    id: order.id,
    parent_id: 0,
    status: order.status,
    currency: "VND",
    prices_include_tax: false,
    date_created: localDate(order.createdAt),
    date_created_gmt: gmtDate(order.createdAt),
    date_modified: localDate(order.updatedAt),
    date_modified_gmt: gmtDate(order.updatedAt),
    discount_total: money(order.discountTotal),
    discount_tax: "0",
    shipping_total: money(order.shippingTotal),
    shipping_tax: "0",
    cart_tax: "0",
    total: money(order.total),
    total_tax: "0",
    customer_id: order.userId ?? 0,
    order_key: order.orderKey,
    billing: addressJson(order.billing, true),
    shipping: addressJson(order.shipping ?? order.billing, false),
    payment_method: order.paymentMethod,
    payment_method_title: order.paymentMethodTitle,
    transaction_id: "",
    customer_ip_address: order.customerIp ?? "",
    customer_user_agent: order.customerUserAgent ?? "",
    created_via: "checkout",
    customer_note: order.customerNote,
    date_paid: order.paidAt && localDate(order.paidAt),
    date_paid_gmt: order.paidAt && gmtDate(order.paidAt),
    date_completed: null,
    date_completed_gmt: null,
    number: String(order.id),
    meta_data: attribution,
    line_items: order.lines.map((line) => ({
      id: line.id,
      name: line.name,
      product_id: line.productId ?? 0,
      variation_id: line.variationId ?? 0,
      quantity: line.quantity,
      tax_class: "",
      // WooCommerce's subtotal is before coupons, its total after.
      subtotal: money(line.lineTotal),
      subtotal_tax: "0",
      total: money(line.lineTotal - line.discount),
      total_tax: "0",
      taxes: [],
      meta_data: Object.entries(line.attributes).map(([key, value], i) => ({ id: i + 1, key: key.replace(/^attribute_/, ""), value })),
      sku: line.sku ?? "",
      price: line.unitPrice,
    })),
    tax_lines: [],
    shipping_lines: [{ id: 1, method_title: order.shippingMethodTitle, method_id: order.shippingMethod, total: money(order.shippingTotal), total_tax: "0", taxes: [] }],
    fee_lines: [],
    coupon_lines: order.coupons.map((c) => ({
      id: c.id,
      code: c.code,
      discount: money(c.discount),
      discount_tax: "0",
      meta_data: [],
    })),
    refunds: [],
    currency_symbol: "₫",
    _links: {
      self: [{ href: `${base}/wp-json/wc/v3/orders/${order.id}` }],
      collection: [{ href: `${base}/wp-json/wc/v3/orders` }],
      ...(order.userId ? { customer: [{ href: `${base}/wp-json/wc/v3/customers/${order.userId}` }] } : {}),
    },
  };
}

function noteJson(note: StaffOrderNote, orderId: number, base: string) {
  return {
    id: note.id,
    author: note.author ?? "system",
    date_created: localDate(note.createdAt),
    date_created_gmt: gmtDate(note.createdAt),
    note: note.body,
    customer_note: note.toCustomer,
    _links: {
      self: [{ href: `${base}/wp-json/wc/v3/orders/${orderId}/notes/${note.id}` }],
      collection: [{ href: `${base}/wp-json/wc/v3/orders/${orderId}/notes` }],
      up: [{ href: `${base}/wp-json/wc/v3/orders/${orderId}` }],
    },
  };
}

const invalidId = () => restError("woocommerce_rest_shop_order_invalid_id", tBackOffice("rest.invalidId"), 404);

/** The order's version as an entity tag: what an editor sends back in `If-Match`. */
const etagOf = (order: StaffOrder) => `"${order.version}"`;

function withEtag(response: Response, order: StaffOrder): Response {
  response.headers.set("ETag", etagOf(order));
  return response;
}

/** The version `If-Match` names: null when absent or `*` (any), undefined when unreadable. */
function expectedVersion(request: Request): number | null | undefined {
  const header = request.headers.get("if-match")?.trim();
  if (!header || header === "*") return null;
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(header);
  return match ? Number(match[1]) : undefined;
}

export const wcOrderRoutes: RestRoute[] = [
  {
    /** WooCommerce's order totals report: `[{slug, name, total}]` for every status, the back office's status tabs. */
    pattern: /\/wc\/v3\/reports\/orders\/totals/,
    methods: ["GET"],
    namespace: "wc/v3",
    handler: async ({ context, userId }) => {
      const access = await staffFor(context, userId, "list");
      if (!access.ok) return access.response;
      const counts = await orderCountsByStatus(context.db);
      return restResponse(STATUSES.map((slug) => ({ slug, name: orderStatusLabel(slug), total: counts[slug] })));
    },
  },
  {
    pattern: /\/wc\/v3\/orders/,
    methods: ["GET"],
    namespace: "wc/v3",
    handler: async ({ request, context, userId }) => {
      const access = await staffFor(context, userId, "list");
      if (!access.ok) return access.response;
      const params = readParams(request, listParams);
      if (!params.ok) return params.response;
      const q = params.value;
      const { orders, total } = await listStaffOrders(context.db, {
        status: q.status === "any" ? null : q.status,
        customer: q.customer ?? null,
        search: q.search,
        after: instantOf(q.after),
        before: instantOf(q.before),
        page: q.page,
        perPage: q.per_page,
        orderby: q.orderby,
        order: q.order,
      });
      return restPage(
        request,
        orders.map((o) => wcOrderJson(o, context.site.url)),
        { total, page: q.page, perPage: q.per_page },
      );
    },
  },
  {
    pattern: /\/wc\/v3\/orders\/(?<id>\d+)/,
    methods: ["GET", "POST", "PUT", "PATCH"],
    namespace: "wc/v3",
    handler: async ({ request, context, params, method, userId }) => {
      const access = await staffFor(context, userId, method === "GET" ? "read" : "edit");
      if (!access.ok) return access.response;
      const id = rowId(params.id!);
      if (id === null) return invalidId();
      if (method === "GET") {
        const order = await staffOrder(context.db, id);
        return order ? withEtag(restResponse(wcOrderJson(order, context.site.url)), order) : invalidId();
      }
      const body = await jsonBody(request, updateBody);
      if (!body.ok) return body.response;
      const expected = expectedVersion(request);
      if (expected === undefined) return restError("rest_invalid_param", tBackOffice("rest.invalidParam", { params: "If-Match" }), 400);
      const change: OrderChange = { status: body.value.status, markPaid: body.value.set_paid };
      const result = await changeOrder(context.db, id, change, { staffId: access.staff.id, expectedVersion: expected });
      if (!result.ok) {
        switch (result.error.code) {
          case "not_found":
            return invalidId();
          case "version_conflict":
            return restError("cuahang_order_changed", tBackOffice("rest.orderChanged", { id }), 412);
          case "out_of_stock":
            return restError("cuahang_order_out_of_stock", tBackOffice("rest.outOfStock", { line: result.error.line }), 409);
          case "no_longer_unpaid":
            throw new Error("a staff change never asks for onlyWhileUnpaid");
        }
      }
      const { options } = await loadSiteChrome(context.db);
      await sendOrderUpdates(context, result.order, result.customerMail, options);
      return withEtag(restResponse(wcOrderJson(result.order, context.site.url)), result.order);
    },
  },
  {
    pattern: /\/wc\/v3\/orders\/(?<id>\d+)\/notes/,
    methods: ["GET", "POST"],
    namespace: "wc/v3",
    handler: async ({ request, context, params, method, userId }) => {
      const access = await staffFor(context, userId, method === "GET" ? "list" : "create");
      if (!access.ok) return access.response;
      const id = rowId(params.id!);
      const order = id === null ? null : await staffOrder(context.db, id);
      if (!order) return invalidId();
      if (method === "GET") return restResponse(order.notes.map((n) => noteJson(n, order.id, context.site.url)));
      const body = await jsonBody(request, noteBody);
      if (!body.ok) return body.response;
      const result = await changeOrder(
        context.db,
        order.id,
        { note: { body: body.value.note, toCustomer: body.value.customer_note } },
        { staffId: access.staff.id, expectedVersion: null },
      );
      if (!result.ok) return invalidId();
      const { options } = await loadSiteChrome(context.db);
      await sendOrderUpdates(context, result.order, result.customerMail, options);
      // The note just written is the newest.
      return restResponse(noteJson(result.order.notes[0]!, order.id, context.site.url), 201);
    },
  },
];
