import { createHash } from "node:crypto";
import { z } from "zod";
import {
  ADDRESS_FIELDS as WRITABLE_ADDRESS_FIELDS,
  type CustomerInput,
  type CustomerRefusal,
  type CustomerResult,
  createStaffCustomer,
  deleteStaffCustomer,
  updateStaffCustomer,
} from "~/features/account/.server/staff-customer-changes";
import { type StaffCustomer, listStaffCustomers, staffCustomer } from "~/features/account/.server/staff-customers";
import type { Account } from "~/features/account/.server/users";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { rowId } from "~/lib/row-id";
import { hasControlCharacters } from "~/lib/validation/control-characters";
import { isEmail } from "~/lib/validation/email";
import { type RestRoute, restError, restPage, restResponse } from "../wordpress/rest-response";
import { metaDataList } from "./products";
import { jsonBody, readParams } from "./rest-params";
import { staffFor } from "./rest-access";
import { gmtDate, localDate, money } from "./wc-format";

/**
 * WooCommerce's REST API v3 for customers: the list (`search`, `role`, `page`, `per_page`,
 * `orderby`, `order`) and one customer, in WooCommerce's field names, with the legacy API's
 * `orders_count` and `total_spent` (v3 left them out; the owner's list shows them); a new one
 * (`POST`), its update (`PUT`/`POST`), its deletion (`DELETE` with `force=true` only: customers
 * have no trash) and a batch of the three, refused with WooCommerce's codes
 * (`registration-error-…` from `wc_create_new_customer`, `woocommerce_rest_…`).
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
    meta_data: c.metaData,
    orders_count: c.ordersCount,
    total_spent: money(c.totalSpent),
    _links: {
      self: [{ href: `${base}/wp-json/wc/v3/customers/${c.id}` }],
      collection: [{ href: `${base}/wp-json/wc/v3/customers` }],
    },
  };
}

const invalidId = () => restError("woocommerce_rest_invalid_id", tBackOffice("rest.invalidId"), 404);

/** Text a customer's field keeps: no control characters (a NUL fails any query). */
const keptText = (max: number) => z.string().max(max).refine((v) => !hasControlCharacters(v), { error: tBackOffice("customers.rest.controlCharacters") });

const addressBody = z.object(Object.fromEntries(WRITABLE_ADDRESS_FIELDS.map((f) => [f, keptText(200).optional()])) as Record<(typeof WRITABLE_ADDRESS_FIELDS)[number], z.ZodOptional<ReturnType<typeof keptText>>>)
  // WordPress's `format: email` on `billing.email`: empty, or an address.
  .refine((a) => !a.email || isEmail(a.email.trim()), { error: tBackOffice("customers.rest.emailInvalid") });

/** The fields WooCommerce's customer schema lets a client write; the rest (`role`, `date_created`…) are read and left. */
const customerBody = z.object({
  id: z.unknown().optional(),
  email: keptText(254)
    .refine((v) => v.trim() === "" || isEmail(v.trim()), { error: tBackOffice("customers.rest.emailInvalid") })
    .optional(),
  first_name: keptText(100).optional(),
  last_name: keptText(100).optional(),
  username: keptText(60).optional(),
  password: z.string().max(4096).optional(),
  billing: addressBody.optional(),
  shipping: addressBody.optional(),
  meta_data: metaDataList.optional(),
});
type CustomerBody = z.infer<typeof customerBody>;

const inputOf = (b: CustomerBody): CustomerInput => ({
  email: b.email,
  username: b.username,
  password: b.password || undefined,
  firstName: b.first_name,
  lastName: b.last_name,
  billing: b.billing,
  shipping: b.shipping,
  metaData: b.meta_data,
});

type ErrorBody = { code: string; message: string; data: { status: number; params?: unknown } };
const errorOf = (code: string, message: string, status: number): ErrorBody => ({ code, message, data: { status } });

/** A refusal of the feature as WooCommerce answers it; `creating` tells the registration's codes from the update's. */
function refusalBody(refusal: CustomerRefusal, creating: boolean, action: "edit" | "delete"): ErrorBody {
  switch (refusal.code) {
    case "not_found":
      return errorOf("woocommerce_rest_invalid_id", tBackOffice("rest.invalidId"), 404);
    case "email_invalid":
      return creating ? errorOf("registration-error-invalid-email", tBackOffice("customers.rest.emailInvalid"), 400) : errorOf("woocommerce_rest_customer_invalid_email", tBackOffice("customers.rest.emailTaken"), 400);
    case "email_taken":
      return creating ? errorOf("registration-error-email-exists", tBackOffice("customers.rest.emailExists"), 400) : errorOf("woocommerce_rest_customer_invalid_email", tBackOffice("customers.rest.emailTaken"), 400);
    case "username_invalid":
      return errorOf("registration-error-invalid-username", tBackOffice("customers.rest.usernameInvalid"), 400);
    case "username_taken":
      return errorOf("registration-error-username-exists", tBackOffice("customers.rest.usernameExists"), 400);
    case "username_not_editable":
      return errorOf("woocommerce_rest_customer_invalid_argument", tBackOffice("customers.rest.usernameNotEditable"), 400);
    case "not_allowed":
      return action === "delete" ? errorOf("woocommerce_rest_cannot_delete", tBackOffice("rest.cannotDelete"), 403) : errorOf("woocommerce_rest_cannot_edit", tBackOffice("rest.cannotEdit"), 403);
    case "own_account":
      return errorOf("woocommerce_rest_cannot_delete", tBackOffice("customers.rest.ownAccount"), 403);
  }
}

type Outcome = { ok: true; customer: StaffCustomer } | { ok: false; error: ErrorBody };
const outcomeOf = (result: CustomerResult, creating: boolean, action: "edit" | "delete"): Outcome =>
  result.ok ? { ok: true, customer: result.value } : { ok: false, error: refusalBody(result.error, creating, action) };

async function createOne(context: Parameters<RestRoute["handler"]>[0]["context"], body: CustomerBody, staff: Account): Promise<Outcome> {
  if (body.id !== undefined && body.id !== null && body.id !== 0) return { ok: false, error: errorOf("woocommerce_rest_customer_exists", tBackOffice("customers.rest.exists"), 400) };
  if (body.email === undefined || body.email.trim() === "") {
    return { ok: false, error: { code: "rest_missing_callback_param", message: tBackOffice("rest.missingParam", { params: "email" }), data: { status: 400, params: ["email"] } } };
  }
  return outcomeOf(await createStaffCustomer(context.db, { ...inputOf(body), email: body.email.trim() }, staff.id), true, "edit");
}

/** A body's first refused field as WordPress's `rest_invalid_param`, for a batch's item. */
function itemError(error: z.ZodError): ErrorBody {
  const field = String(error.issues[0]?.path[0] ?? "body");
  return { code: "rest_invalid_param", message: tBackOffice("rest.invalidParam", { params: field }), data: { status: 400, params: { [field]: error.issues[0]!.message } } };
}

const answer = (o: Outcome, base: string, status = 200) => (o.ok ? restResponse(wcCustomerJson(o.customer, base), status) : restResponse(o.error, o.error.data.status));
const forced = (request: Request) => ["true", "1"].includes(new URL(request.url).searchParams.get("force") ?? "");

/** WooCommerce's batch limit (`woocommerce_rest_batch_items_limit`). */
const BATCH_LIMIT = 100;
const batchBody = z.object({ create: z.array(z.unknown()).optional(), update: z.array(z.unknown()).optional(), delete: z.array(z.unknown()).optional() });

export const wcCustomerRoutes: RestRoute[] = [
  {
    pattern: /\/wc\/v3\/customers/,
    methods: ["GET", "POST"],
    namespace: "wc/v3",
    handler: async ({ request, context, method, userId }) => {
      const access = await staffFor(context, userId, method === "GET" ? "list" : "create");
      if (!access.ok) return access.response;
      if (method === "POST") {
        const body = await jsonBody(request, customerBody);
        if (!body.ok) return body.response;
        const made = await createOne(context, body.value, access.staff);
        const response = answer(made, context.site.url, 201);
        if (made.ok) response.headers.set("Location", `${context.site.url}/wp-json/wc/v3/customers/${made.customer.id}`);
        return response;
      }
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
    /** `{create, update, delete}` answered item by item: each saved (or refused) on its own; deletions are forced, as WooCommerce's batch does. */
    pattern: /\/wc\/v3\/customers\/batch/,
    methods: ["POST", "PUT", "PATCH"],
    namespace: "wc/v3",
    handler: async ({ request, context, userId }) => {
      const access = await staffFor(context, userId, "edit");
      if (!access.ok) return access.response;
      const body = await jsonBody(request, batchBody);
      if (!body.ok) return body.response;
      const { create: creates, update: updates, delete: deletes } = body.value;
      if ((creates?.length ?? 0) + (updates?.length ?? 0) + (deletes?.length ?? 0) > BATCH_LIMIT) {
        return restError("rest_request_entity_too_large", tBackOffice("rest.batchTooLarge", { limit: BATCH_LIMIT }), 413);
      }
      const base = context.site.url;
      const json = (o: Outcome, id: number) => (o.ok ? wcCustomerJson(o.customer, base) : { id, error: o.error });
      const result: Record<string, unknown[]> = {};
      if (creates) {
        result.create = [];
        for (const item of creates) {
          const read = customerBody.safeParse(item);
          result.create.push(read.success ? json(await createOne(context, read.data, access.staff), 0) : { id: 0, error: itemError(read.error) });
        }
      }
      if (updates) {
        result.update = [];
        for (const item of updates) {
          const read = customerBody.extend({ id: z.int().min(1) }).safeParse(item);
          if (!read.success) {
            const itemId = typeof (item as { id?: unknown })?.id === "number" ? (item as { id: number }).id : 0;
            result.update.push({ id: itemId, error: itemError(read.error) });
            continue;
          }
          const id = rowId(String(read.data.id));
          const outcome: Outcome = id === null ? { ok: false, error: refusalBody({ code: "not_found" }, false, "edit") } : outcomeOf(await updateStaffCustomer(context.db, id, inputOf(read.data), access.staff), false, "edit");
          result.update.push(json(outcome, read.data.id));
        }
      }
      if (deletes) {
        result.delete = [];
        for (const item of deletes) {
          const id = typeof item === "number" || typeof item === "string" ? rowId(String(item)) : null;
          const outcome: Outcome = id === null ? { ok: false, error: refusalBody({ code: "not_found" }, false, "delete") } : outcomeOf(await deleteStaffCustomer(context.db, id, access.staff), false, "delete");
          result.delete.push(json(outcome, id ?? 0));
        }
      }
      return restResponse(result);
    },
  },
  {
    pattern: /\/wc\/v3\/customers\/(?<id>\d+)/,
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    namespace: "wc/v3",
    handler: async ({ request, context, params, method, userId }) => {
      const access = await staffFor(context, userId, method === "GET" ? "read" : method === "DELETE" ? "delete" : "edit");
      if (!access.ok) return access.response;
      const id = rowId(params.id!);
      if (method === "GET") {
        const customer = id === null ? null : await staffCustomer(context.db, id);
        return customer ? restResponse(wcCustomerJson(customer, context.site.url)) : invalidId();
      }
      if (method === "DELETE") {
        // WooCommerce asks for `force` before it looks for the customer.
        if (!forced(request)) return restError("woocommerce_rest_trash_not_supported", tBackOffice("customers.rest.noTrash"), 501);
        if (id === null) return invalidId();
        return answer(outcomeOf(await deleteStaffCustomer(context.db, id, access.staff), false, "delete"), context.site.url);
      }
      const body = await jsonBody(request, customerBody);
      if (!body.ok) return body.response;
      if (id === null) return invalidId();
      return answer(outcomeOf(await updateStaffCustomer(context.db, id, inputOf(body.value), access.staff), false, "edit"), context.site.url);
    },
  },
];
