import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Role } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import { type MetaEntry, metaEntryShape } from "~/features/catalog/.server";

/**
 * The shop's accounts as staff see them (the back office's Customers, WooCommerce's customers
 * API): found by name, e-mail, login or phone, with their saved addresses (`user_meta`'s
 * `billing` and `shipping`, WooCommerce's keys) and what they bought: how many orders, and what
 * they paid for (WooCommerce's paid statuses, processing and completed, as its "total spent").
 */

export type StaffCustomer = {
  id: number;
  login: string;
  email: string;
  displayName: string;
  roles: Role[];
  createdAt: Date;
  /** WordPress's `first_name`/`last_name` user meta, when the account saved them. */
  firstName: string | null;
  lastName: string | null;
  /** The stored address objects, as saved (WooCommerce's field names); null when none. */
  billing: Record<string, unknown> | null;
  shipping: Record<string, unknown> | null;
  ordersCount: number;
  /** In đồng. */
  totalSpent: number;
  /** Whether any of their orders was paid (WooCommerce's `is_paying_customer`). */
  paying: boolean;
  /** WooCommerce's `meta_data` as its API's clients wrote it (decision 051). */
  metaData: MetaEntry[];
};

export type CustomerQuery = {
  /** A name, an e-mail, a login or a phone (its digits); "" for all. */
  search: string;
  /** Accounts holding this role; null for every account. */
  role: Role | null;
  page: number;
  perPage: number;
  orderby: "id" | "name" | "registered_date";
  order: "asc" | "desc";
};

const rowShape = z.strictObject({
  id: z.int(),
  login: z.string(),
  email: z.string(),
  displayName: z.string(),
  roles: z.array(z.string()),
  createdAt: z.string(),
  firstName: z.unknown(),
  lastName: z.unknown(),
  billing: z.unknown(),
  shipping: z.unknown(),
  ordersCount: z.int(),
  totalSpent: z.union([z.int(), z.string().regex(/^\d+$/)]),
  paying: z.boolean(),
  metaData: z.array(metaEntryShape),
});

const objectOrNull = (v: unknown) => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const textOrNull = (v: unknown) => (typeof v === "string" ? v : null);

const SELECT = sql`select u.id, u.login, u.email, u.display_name as "displayName", u.roles::text[] as roles, u.created_at as "createdAt",
       (select value from user_meta where user_id = u.id and key = 'first_name') as "firstName",
       (select value from user_meta where user_id = u.id and key = 'last_name') as "lastName",
       (select value from user_meta where user_id = u.id and key = 'billing') as billing,
       (select value from user_meta where user_id = u.id and key = 'shipping') as shipping,
       coalesce(o.n, 0)::int as "ordersCount", coalesce(o.spent, 0)::bigint as "totalSpent", coalesce(o.paying, false) as paying,
       u.meta_data as "metaData"
  from users u
  left join lateral (select count(*) as n,
                            sum(total) filter (where status in ('processing', 'completed')) as spent,
                            bool_or(paid_at is not null or status in ('processing', 'completed')) as paying
                       from orders where user_id = u.id) o on true`;

function customerOf(row: z.output<typeof rowShape>): StaffCustomer {
  return {
    id: row.id,
    login: row.login,
    email: row.email,
    displayName: row.displayName,
    roles: row.roles as Role[],
    createdAt: new Date(row.createdAt),
    firstName: textOrNull(row.firstName),
    lastName: textOrNull(row.lastName),
    billing: objectOrNull(row.billing),
    shipping: objectOrNull(row.shipping),
    ordersCount: row.ordersCount,
    totalSpent: Number(row.totalSpent),
    paying: row.paying,
    metaData: row.metaData,
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(q: Pick<CustomerQuery, "search" | "role">): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.role) parts.push(sql`${q.role}::role = any(u.roles)`);
  const search = q.search.trim();
  if (search) {
    const pattern = likePattern(search);
    const digits = search.replace(/[\s().+-]/g, "");
    const matches = [
      sql`vn_fold(u.display_name) like vn_fold(${pattern})`,
      sql`lower(u.login) like lower(${pattern})`,
      sql`lower(u.email) like lower(${pattern})`,
      // The billing name family-first, as it is written in Vietnamese, and its phone by digits.
      sql`exists (select 1 from user_meta m where m.user_id = u.id and m.key = 'billing'
                    and (vn_fold(coalesce(m.value->>'last_name', '') || ' ' || coalesce(m.value->>'first_name', '')) like vn_fold(${pattern})
                         ${/^\d{4,15}$/.test(digits) ? sql`or regexp_replace(coalesce(m.value->>'phone', ''), '\\D', '', 'g') like ${likePattern(digits)}` : sql``}))`,
    ];
    parts.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return sql.join(parts, sql` and `);
}

/** One page of accounts and how many match in all. */
export async function listStaffCustomers(db: Db, q: CustomerQuery): Promise<{ customers: StaffCustomer[]; total: number }> {
  const where = whereOf(q);
  const direction = q.order === "asc" ? sql`asc` : sql`desc`;
  const orderBy =
    q.orderby === "name" ? sql`vn_sort_key(u.display_name) ${direction}, u.id ${direction}` : q.orderby === "registered_date" ? sql`u.created_at ${direction}, u.id ${direction}` : sql`u.id ${direction}`;
  const [rows, [count]] = await Promise.all([
    queryChecked(db, "the staff's customer list", rowShape, sql`${SELECT} where ${where} order by ${orderBy} limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`),
    queryChecked(db, "the staff's customer count", z.strictObject({ n: z.int() }), sql`select count(*)::int as n from users u where ${where}`),
  ]);
  return { customers: rows.map(customerOf), total: count?.n ?? 0 };
}

/** One account as staff see it; null when there is none with that number. */
export async function staffCustomer(db: Db, id: number): Promise<StaffCustomer | null> {
  const [row] = await queryChecked(db, "a customer for staff", rowShape, sql`${SELECT} where u.id = ${id}`);
  return row ? customerOf(row) : null;
}
