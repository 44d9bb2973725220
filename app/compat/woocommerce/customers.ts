import { createHash } from "node:crypto";
import { z } from "zod";
import { type StaffCustomer, listStaffCustomers, staffCustomer } from "~/features/account/.server/staff-customers";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { rowId } from "~/lib/row-id";
import { type RestRoute, restError, restPage, restResponse } from "../wordpress/rest-response";
import { readParams } from "./rest-params";
import { staffFor } from "./rest-access";
import { gmtDate, localDate, money } from "./wc-format";

/**
 * WooCommerce's REST API v3 for customers, read only: the list (`search`, `role`, `page`,
 * `per_page`, `orderby`, `order`) and one customer, in WooCommerce's field names, with the
 * legacy API's `orders_count` and `total_spent` (v3 left them out; the owner's list shows them).
 */

// WordPress's roles; `contributor` exists in WordPress but not in the shop, so it lists no one.
const ROLES = ["all", "administrator", "editor", "author", "contributor", "subscriber", "customer", "shop_manager"] as const;

const listParams = z.object({
  search: z.string().max(200).default(""),
  role: z.enum(ROLES).default("customer"),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  // `include` orders by the ids asked for, which is by id when none are.
  orderby: z.enum(["id", "include", "name", "registered_date"]).default("name"),
  order: z.enum(["asc", "desc"]).default("asc"),
});

const ADDRESS_FIELDS = ["first_name", "last_name", "company", "address_1", "address_2", "city", "state", "postcode", "country"] as const;

/** A stored address with every field WooCommerce answers, "" where nothing is saved. */
function addressJson(stored: Record<string, unknown> | null, kind: "billing" | "shipping") {
  const field = (name: string) => (typeof stored?.[name] === "string" ? (stored[name] as string) : "");
  return {
    ...(Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, field(name)])) as Record<(typeof ADDRESS_FIELDS)[number], string>),
    ...(kind === "billing" ? { email: field("email") } : {}),
    phone: field("phone"),
  };
}

/** WordPress's default avatar address for the e-mail (Gravatar's, as `get_avatar_url` answers it). */
function avatarUrl(email: string): string {
  const hash = createHash("md5").update(email.trim().toLowerCase()).digest("hex");
  return `https://secure.gravatar.com/avatar/${hash}?s=96&d=mm&r=g`;
}

/**
 * The account's given and family names: its own (`first_name`/`last_name` user meta), else its
 * billing address's, else its display name split as a Vietnamese name is written, family first.
 */
function namesOf(c: StaffCustomer, billing: { first_name: string; last_name: string }): { first: string; last: string } {
  if (c.firstName !== null || c.lastName !== null) return { first: c.firstName ?? "", last: c.lastName ?? "" };
  if (billing.first_name || billing.last_name) return { first: billing.first_name, last: billing.last_name };
  const [family = "", ...given] = c.displayName.trim().split(/\s+/);
  return given.length > 0 ? { first: given.join(" "), last: family } : { first: family, last: "" };
}

/** A customer as WooCommerce's API answers it. */
export function wcCustomerJson(c: StaffCustomer, base: string) {
  const billing = addressJson(c.billing, "billing");
  const names = namesOf(c, billing);
  return {
    id: c.id,
    date_created: localDate(c.createdAt),
    date_created_gmt: gmtDate(c.createdAt),
    date_modified: null,
    date_modified_gmt: null,
    email: c.email,
    first_name: names.first,
    last_name: names.last,
    role: c.roles[0] ?? "",
    username: c.login,
    billing,
    shipping: addressJson(c.shipping, "shipping"),
    is_paying_customer: c.paying,
    avatar_url: avatarUrl(c.email),
    meta_data: [],
    orders_count: c.ordersCount,
    total_spent: money(c.totalSpent),
    _links: {
      self: [{ href: `${base}/wp-json/wc/v3/customers/${c.id}` }],
      collection: [{ href: `${base}/wp-json/wc/v3/customers` }],
    },
  };
}

const invalidId = () => restError("woocommerce_rest_invalid_id", tBackOffice("rest.invalidId"), 404);

export const wcCustomerRoutes: RestRoute[] = [
  {
    pattern: /\/wc\/v3\/customers/,
    methods: ["GET"],
    namespace: "wc/v3",
    handler: async ({ request, context, userId }) => {
      const access = await staffFor(context, userId, "list");
      if (!access.ok) return access.response;
      const params = readParams(request, listParams);
      if (!params.ok) return params.response;
      const q = params.value;
      if (q.role === "contributor") return restPage(request, [], { total: 0, page: q.page, perPage: q.per_page });
      const { customers, total } = await listStaffCustomers(context.db, {
        search: q.search,
        role: q.role === "all" ? null : q.role,
        page: q.page,
        perPage: q.per_page,
        orderby: q.orderby === "include" ? "id" : q.orderby,
        order: q.order,
      });
      return restPage(request, customers.map((c) => wcCustomerJson(c, context.site.url)), { total, page: q.page, perPage: q.per_page });
    },
  },
  {
    pattern: /\/wc\/v3\/customers\/(?<id>\d+)/,
    methods: ["GET"],
    namespace: "wc/v3",
    handler: async ({ context, params, userId }) => {
      const access = await staffFor(context, userId, "read");
      if (!access.ok) return access.response;
      const id = rowId(params.id!);
      const customer = id === null ? null : await staffCustomer(context.db, id);
      return customer ? restResponse(wcCustomerJson(customer, context.site.url)) : invalidId();
    },
  },
];
