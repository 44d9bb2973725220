import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { createAccount } from "../../app/features/account/.server/users";
import type { Db, Tx } from "../../app/platform/.server/db";
import { userMeta, users } from "../../db/schema";
import { CsvError, readCsv } from "./csv-records";
import { ImportSummary, RolledBack, step } from "./summary";

/**
 * `npm run import -- customers FILE.csv|FILE.json`: a WooCommerce shop's customers as accounts
 * with the role customer, their billing and shipping addresses stored as the shop stores them
 * (WooCommerce's `billing`/`shipping` user meta, features/account/.server/addresses.ts: the
 * province in `city`, the ward in `address_2`), and their WordPress password hashes kept as they
 * are: sign-in verifies `$P$` (phpass), `$wp$2y$` (WordPress 6.8's bcrypt), plain bcrypt and old
 * MD5 hashes and replaces them by the shop's own at the first successful login.
 *
 * The CSV has a header row naming its columns (any order, any case); the names are those of
 * WooCommerce's user export plugins and of the `wc/v3/customers` fields flattened:
 *   email (user_email), username (user_login), first_name, last_name, display_name,
 *   user_pass (password_hash: the WordPress hash), date_created (user_registered),
 *   billing_first_name … billing_phone, billing_email, shipping_first_name … shipping_phone.
 * The JSON is the answer of `GET /wp-json/wc/v3/customers` (a list of customers; pages of it
 * joined into one list), which carries no password: those accounts sign in after a reset.
 *
 * Matched by e-mail (a login taken by another e-mail's account is a problem, never a merge): a re-run updates names and addresses and never duplicates.
 * A password hash is written to an account that has none only, so a customer who already signed
 * in here (and chose a new password) keeps it.
 */

export const CUSTOMER_LABELS: Record<string, string> = { customer: "khách hàng" };

export type CustomersOptions = { file: string; dryRun: boolean; continueOnError: boolean; onProgress?: (bytes: number, total: number) => void };

const ADDRESS_FIELDS = ["first_name", "last_name", "company", "address_1", "address_2", "city", "state", "postcode", "country", "email", "phone"] as const;
type WooAddressIn = Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>;

export type CustomerIn = {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  displayName: string;
  passwordHash: string;
  dateCreated: string;
  billing: WooAddressIn;
  shipping: WooAddressIn;
};

/** Column names as exporters spell them → the field they fill. */
const COLUMN_ALIASES: Record<string, string> = {
  user_email: "email",
  customer_email: "email",
  user_login: "username",
  login: "username",
  user_pass: "password_hash",
  password: "password_hash",
  user_registered: "date_created",
  date_registered: "date_created",
};

/** WordPress's password hashes, as sign-in verifies them (features/account/.server/passwords.ts). */
const WORDPRESS_HASH = /^(?:\$P\$|\$H\$)[./0-9A-Za-z]{31}$|^\$wp\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$|^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$|^[0-9a-f]{32}$/i;

const text = z.string().trim().max(1000).catch("");
const addressShape = z.object(Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, text.optional()]))).partial();
const restCustomer = z.object({
  email: z.string().trim(),
  username: text.optional(),
  first_name: text.optional(),
  last_name: text.optional(),
  date_created_gmt: text.optional(),
  date_created: text.optional(),
  billing: addressShape.nullish(),
  shipping: addressShape.nullish(),
});

/** The shop's address model in WooCommerce's fields: the province in `city` (WooCommerce's Vietnamese locale hides `state`). */
function storedAddress(a: WooAddressIn, withEmail: boolean): Record<string, string> | null {
  const value = (f: (typeof ADDRESS_FIELDS)[number]) => (a[f] ?? "").trim();
  const stored = {
    first_name: value("first_name"),
    last_name: value("last_name"),
    company: value("company"),
    address_1: value("address_1"),
    address_2: value("address_2"),
    city: value("city") || value("state"),
    state: "",
    postcode: value("postcode"),
    country: value("country") || "VN",
    ...(withEmail ? { email: value("email") } : {}),
    phone: value("phone"),
  };
  // A country alone (WooCommerce's default "VN") is no address.
  return Object.entries(stored).some(([field, v]) => field !== "country" && v !== "") ? stored : null;
}

/** `2024-03-05 14:30:00` (the site's time, +07:00) or ISO 8601; null when neither. */
function dateOf(value: string): Date | null {
  if (!value) return null;
  const local = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d)?$/.test(value) ? `${value.replace(" ", "T")}+07:00` : value;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date;
}

async function writeCustomer(tx: Tx, c: CustomerIn, place: number, summary: ImportSummary): Promise<void> {
  const email = c.email.trim();
  const login = c.username.trim();
  const [existing] = await tx
    .select({ id: users.id, passwordHash: users.passwordHash, roles: users.roles })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  const hash = c.passwordHash.trim();
  const usableHash = WORDPRESS_HASH.test(hash) ? hash : null;
  if (hash && !usableHash) summary.skip(place, `mật khẩu của ${email} không phải mã băm WordPress: tài khoản không có mật khẩu (đặt lại để đăng nhập)`);
  const displayName = c.displayName.trim() || [c.lastName.trim(), c.firstName.trim()].filter(Boolean).join(" ");
  let id: number;
  if (existing) {
    id = existing.id;
    await tx
      .update(users)
      .set({
        ...(displayName ? { displayName } : {}),
        ...(existing.passwordHash === null && usableHash ? { passwordHash: usableHash } : {}),
        ...(existing.roles.length === 0 ? { roles: ["customer" as const] } : {}),
      })
      .where(sql`${users.id} = ${id}`);
  } else {
    const created = await createAccount(tx as unknown as Db, { email, login: login || undefined, displayName: displayName || undefined, passwordHash: usableHash, roles: ["customer"] });
    if (!created.ok) throw new Error(`${email}: ${CREATE_ERRORS[created.error]}`);
    id = created.account.id;
    const since = dateOf(c.dateCreated);
    if (since) await tx.update(users).set({ createdAt: since }).where(sql`${users.id} = ${id}`);
  }
  for (const [key, address] of [
    // The billing e-mail is the account's unless the file names another one.
    ["billing", storedAddress({ ...c.billing, email: c.billing.email?.trim() || email }, true)],
    ["shipping", storedAddress(c.shipping, false)],
  ] as const) {
    if (!address) continue;
    await tx.insert(userMeta).values({ userId: id, key, value: address }).onConflictDoUpdate({ target: [userMeta.userId, userMeta.key], set: { value: address } });
  }
  summary.count("customer", !existing);
}

const CREATE_ERRORS = {
  email_invalid: "địa chỉ e-mail không hợp lệ",
  email_taken: "đã có tài khoản dùng e-mail này",
  login_invalid: "tên đăng nhập chỉ gồm chữ, số, khoảng trắng và _ . - @ (tối đa 60 ký tự)",
  login_taken: "tên đăng nhập đã có tài khoản khác dùng",
} as const;

/** The CSV's records as customers, with their line; the header decides which column is which. */
async function* csvCustomers(file: string, onProgress?: (bytes: number, total: number) => void): AsyncGenerator<{ place: number; customer: CustomerIn }> {
  const total = (await stat(file)).size;
  let bytes = 0;
  async function* counted() {
    for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      onProgress?.(bytes, total);
      yield chunk;
    }
  }
  let columns: string[] | null = null;
  for await (const record of readCsv(counted())) {
    if (!columns) {
      columns = record.fields.map((name) => {
        const key = name.trim().toLowerCase().replace(/\s+/g, "_");
        return COLUMN_ALIASES[key] ?? key;
      });
      if (!columns.includes("email")) throw new RowProblem(record.line, "thiếu cột email (hoặc user_email)");
      continue;
    }
    const row = new Map(columns.map((name, i) => [name, (record.fields[i] ?? "").trim()]));
    const get = (name: string) => row.get(name) ?? "";
    const address = (kind: "billing" | "shipping") => Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, get(`${kind}_${f}`)])) as WooAddressIn;
    yield {
      place: record.line,
      customer: {
        email: get("email"),
        username: get("username"),
        firstName: get("first_name"),
        lastName: get("last_name"),
        displayName: get("display_name"),
        passwordHash: get("password_hash"),
        dateCreated: get("date_created"),
        billing: address("billing"),
        shipping: address("shipping"),
      },
    };
  }
}

/** A header the file cannot be read without: refused as a whole. */
export class RowProblem extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`dòng ${line}: ${message}`);
  }
}

async function* jsonCustomers(file: string): AsyncGenerator<{ place: number; customer: CustomerIn | string }> {
  let list: unknown;
  try {
    list = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new RowProblem(1, `JSON không đọc được: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(list)) throw new RowProblem(1, "JSON phải là danh sách khách hàng (câu trả lời của wc/v3/customers)");
  for (const [i, entry] of list.entries()) {
    const parsed = restCustomer.safeParse(entry);
    if (!parsed.success) {
      yield { place: i + 1, customer: `không phải một khách hàng của wc/v3/customers (${parsed.error.issues.map((x) => x.path.join(".") || x.message).join(", ")})` };
      continue;
    }
    const c = parsed.data;
    yield {
      place: i + 1,
      customer: {
        email: c.email,
        username: c.username ?? "",
        firstName: c.first_name ?? "",
        lastName: c.last_name ?? "",
        displayName: "",
        passwordHash: "",
        // `date_created_gmt` is UTC without its Z.
        dateCreated: c.date_created_gmt ? `${c.date_created_gmt}Z` : (c.date_created ?? ""),
        billing: (c.billing ?? {}) as WooAddressIn,
        shipping: (c.shipping ?? {}) as WooAddressIn,
      },
    };
  }
}

class DryRunDone extends Error {}

/** Imports the file in one transaction; `ok` false: refused, nothing written. */
export async function importCustomers(db: Db, o: CustomersOptions): Promise<{ ok: boolean; summary: ImportSummary }> {
  const json = o.file.toLowerCase().endsWith(".json");
  const summary = new ImportSummary(json ? "mục" : "dòng");
  try {
    await db.transaction(async (tx) => {
      for await (const { place, customer } of json ? jsonCustomers(o.file) : csvCustomers(o.file, o.onProgress)) {
        await step(tx, o.continueOnError, place, summary, async (t) => {
          if (typeof customer === "string") throw new Error(customer);
          await writeCustomer(t, customer, place, summary);
        });
      }
      if (o.dryRun) throw new DryRunDone();
    });
  } catch (error) {
    if (error instanceof DryRunDone) return { ok: true, summary };
    if (error instanceof RowProblem || error instanceof CsvError) {
      summary.problem(error.line, error.message.replace(/^dòng \d+: /, ""));
    } else if (!(error instanceof RolledBack)) throw error;
    summary.forgetWrites();
    return { ok: false, summary };
  }
  return { ok: true, summary };
}
