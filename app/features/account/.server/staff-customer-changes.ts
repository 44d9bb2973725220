import { and, eq, inArray, sql } from "drizzle-orm";
import { staffActions, userMeta, users } from "../../../../db/schema";
import { isEmail } from "../../../lib/validation/email";
import type { Db, Tx } from "../../../platform/.server/db";
import { endSessionsOf } from "../../../platform/.server/session";
import { type Role, isStoreAdmin } from "../roles";
import { type MetaChange, changeMeta } from "~/features/catalog/.server";
import { hashPassword } from "./passwords";
import { type StaffCustomer, staffCustomer } from "./staff-customers";
import { type Account, createAccount, forgetAccount } from "./users";

/**
 * Customers made, changed and deleted by staff (WooCommerce's customers API), each in one
 * transaction with its line in the staff log. Names are WordPress's `first_name`/`last_name` user
 * meta; addresses the `billing`/`shipping` user meta the checkout and My account read
 * (`addresses.ts`), each given field written over the stored one and the others kept, as
 * WooCommerce's `set_billing_*` props are; a password is hashed as every account's is; the API's
 * `meta_data` merged into the account's own (decision 051).
 *
 * Who may: an administrator any account but their own deletion; a shop manager only accounts
 * whose roles are all `customer` or `subscriber` (WooCommerce's `woocommerce_shop_manager_editable_roles`).
 */

export const ADDRESS_FIELDS = ["first_name", "last_name", "company", "address_1", "address_2", "city", "state", "postcode", "country", "email", "phone"] as const;
export type AddressFields = Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>;

export type CustomerInput = {
  email?: string;
  username?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  billing?: AddressFields;
  shipping?: AddressFields;
  /** WooCommerce's `meta_data` changes, applied in order (decision 051). */
  metaData?: readonly MetaChange[];
};

export type CustomerRefusal =
  | { code: "not_found" }
  | { code: "email_invalid" }
  | { code: "email_taken" }
  | { code: "username_invalid" }
  | { code: "username_taken" }
  | { code: "username_not_editable" }
  | { code: "not_allowed" }
  | { code: "own_account" };

export type CustomerResult = { ok: true; value: StaffCustomer } | { ok: false; error: CustomerRefusal };

class Refused extends Error {
  constructor(readonly refusal: CustomerRefusal) {
    super(refusal.code);
  }
}

/** Whether `staff` may change or delete an account holding `roles`. */
export function mayManage(staff: Pick<Account, "roles">, roles: readonly Role[]): boolean {
  if (staff.roles.includes("administrator")) return true;
  return isStoreAdmin(staff.roles) && roles.every((r) => r === "customer" || r === "subscriber");
}

async function inTransaction(db: Db, work: (tx: Tx) => Promise<number>): Promise<CustomerResult> {
  try {
    const id = await db.transaction(work);
    return { ok: true, value: (await staffCustomer(db, id))! };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.refusal };
    throw error;
  }
}

/** Writes the names and addresses the input gives; the fields it leaves out keep what is stored. */
async function writeDetails(tx: Tx, userId: number, input: CustomerInput): Promise<void> {
  const names = [
    ["first_name", input.firstName],
    ["last_name", input.lastName],
  ] as const;
  for (const [key, value] of names) {
    if (value === undefined) continue;
    await tx.insert(userMeta).values({ userId, key, value: value.trim() }).onConflictDoUpdate({ target: [userMeta.userId, userMeta.key], set: { value: value.trim() } });
  }
  for (const kind of ["billing", "shipping"] as const) {
    const given = input[kind];
    if (!given || Object.keys(given).length === 0) continue;
    const [kept] = await tx.select({ value: userMeta.value }).from(userMeta).where(and(eq(userMeta.userId, userId), eq(userMeta.key, kind))).for("update");
    const before = typeof kept?.value === "object" && kept.value !== null && !Array.isArray(kept.value) ? (kept.value as Record<string, unknown>) : {};
    const fields = ADDRESS_FIELDS.filter((f) => kind === "billing" || f !== "email");
    const value = Object.fromEntries(fields.map((f) => [f, (given[f] ?? (typeof before[f] === "string" ? before[f] : "")).trim()]));
    await tx.insert(userMeta).values({ userId, key: kind, value }).onConflictDoUpdate({ target: [userMeta.userId, userMeta.key], set: { value } });
  }
}

/** The display name WordPress would show for the names: family first, as Vietnamese names are written. */
const displayNameOf = (input: CustomerInput) => [input.lastName?.trim(), input.firstName?.trim()].filter(Boolean).join(" ");

/** Makes a customer: an account with the role customer (WooCommerce's REST API makes no other), without a password when none is given. */
export async function createStaffCustomer(db: Db, input: CustomerInput & { email: string }, staffId: number): Promise<CustomerResult> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return inTransaction(db, async (tx) => {
    const made = await createAccount(tx as unknown as Db, {
      email: input.email,
      login: input.username?.trim() || undefined,
      displayName: displayNameOf(input) || undefined,
      passwordHash,
      roles: ["customer"],
    });
    if (!made.ok) throw new Refused({ code: made.error === "login_invalid" ? "username_invalid" : made.error === "login_taken" ? "username_taken" : made.error });
    const id = made.account.id;
    // The billing e-mail is the account's unless another is given, as WooCommerce's registration sets it.
    await writeDetails(tx, id, { ...input, billing: input.billing ? { ...input.billing, email: input.billing.email || made.account.email } : undefined });
    if (input.metaData) await changeMeta(tx, "users", id, input.metaData);
    await tx.insert(staffActions).values({ userId: staffId, action: "customer.create", objectType: "user", objectId: id, details: { email: made.account.email, login: made.account.login } });
    return id;
  });
}

/** Changes account `id` for `staff`: its e-mail, password, names and addresses; the login cannot change (WordPress's). */
export async function updateStaffCustomer(db: Db, id: number, input: CustomerInput, staff: Account): Promise<CustomerResult> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const result = await inTransaction(db, async (tx) => {
    const [before] = await tx.select({ login: users.login, email: users.email, roles: users.roles }).from(users).where(eq(users.id, id)).for("update");
    if (!before) throw new Refused({ code: "not_found" });
    if (!mayManage(staff, before.roles)) throw new Refused({ code: "not_allowed" });
    if (input.username !== undefined && input.username.trim() !== "" && input.username.trim() !== before.login) throw new Refused({ code: "username_not_editable" });
    const changed: string[] = [];
    const email = input.email?.trim();
    if (email !== undefined && email !== "" && email !== before.email) {
      if (!isEmail(email) || email.length > 254) throw new Refused({ code: "email_invalid" });
      const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email}) and ${users.id} <> ${id}`).limit(1);
      if (taken) throw new Refused({ code: "email_taken" });
      await tx.update(users).set({ email }).where(eq(users.id, id));
      changed.push("email");
    }
    if (passwordHash) {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
      // Whoever knew the old password is signed out, as on any password change.
      await endSessionsOf(tx as unknown as Db, id);
      changed.push("password");
    }
    const displayName = displayNameOf(input);
    if (displayName) await tx.update(users).set({ displayName }).where(eq(users.id, id));
    await writeDetails(tx, id, input);
    if (input.metaData) await changeMeta(tx, "users", id, input.metaData);
    for (const [field, given] of [
      ["first_name", input.firstName],
      ["last_name", input.lastName],
      ["billing", input.billing],
      ["shipping", input.shipping],
      ["meta_data", input.metaData],
    ] as const) {
      if (given !== undefined) changed.push(field);
    }
    await tx.insert(staffActions).values({ userId: staff.id, action: "customer.update", objectType: "user", objectId: id, details: { changed } });
    return id;
  });
  forgetAccount(db, id);
  return result;
}

/** Deletes account `id` for good (its orders keep their lines and addresses, without the account); answers it as it was. */
export async function deleteStaffCustomer(db: Db, id: number, staff: Account): Promise<CustomerResult> {
  const before = await staffCustomer(db, id);
  if (!before) return { ok: false, error: { code: "not_found" } };
  if (id === staff.id) return { ok: false, error: { code: "own_account" } };
  if (!mayManage(staff, before.roles)) return { ok: false, error: { code: "not_allowed" } };
  const refusal = await db.transaction(async (tx) => {
    // Checked again under the row's lock: a role given meanwhile (a promotion to staff) is seen.
    const [locked] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, id)).for("update");
    if (!locked) return "not_found" as const;
    if (!mayManage(staff, locked.roles)) return "not_allowed" as const;
    await tx.delete(users).where(inArray(users.id, [id]));
    await tx.insert(staffActions).values({ userId: staff.id, action: "customer.delete", objectType: "user", objectId: id, details: { email: before.email, login: before.login } });
    return null;
  });
  forgetAccount(db, id);
  return refusal ? { ok: false, error: { code: refusal } } : { ok: true, value: before };
}
