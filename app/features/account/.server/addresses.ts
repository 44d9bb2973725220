import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { userMeta } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import type { AddressKind, SavedAddress } from "../address-book";

/**
 * The account's addresses in `user_meta` under WooCommerce's keys, `billing` and `shipping`, each
 * an object with WooCommerce's field names (`WC_Customer`'s address props), so an export or a
 * script written for WooCommerce reads them: the name family-first split into `last_name` (the
 * family name) and `first_name` (the rest); the province in `city`, since WooCommerce's
 * Vietnamese locale hides `state`; the ward in `address_2`; the street in `address_1`; `VN`.
 */
type WooAddress = {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  email?: string;
  phone: string;
};

/** What is stored: read leniently (an imported address may lack fields; what is no text is none). */
const text = z.string().catch("");
const StoredAddress = z.object({
  first_name: text,
  last_name: text,
  address_1: text,
  address_2: text,
  city: text,
  state: text,
  email: text,
  phone: text,
});

export function toWooAddress(kind: AddressKind, a: SavedAddress): WooAddress {
  const [family = "", ...given] = a.fullName.trim().split(/\s+/);
  return {
    // A single word is taken for the given name, which WooCommerce requires.
    first_name: given.length > 0 ? given.join(" ") : family,
    last_name: given.length > 0 ? family : "",
    company: "",
    address_1: a.street,
    address_2: a.ward,
    city: a.province,
    state: "",
    postcode: "",
    country: "VN",
    ...(kind === "billing" ? { email: a.email } : {}),
    phone: a.phone,
  };
}

/** A stored address as the form shows it; null when nothing is stored, or nothing usable. */
export function fromWooAddress(value: unknown): SavedAddress | null {
  const parsed = StoredAddress.safeParse(value ?? undefined);
  if (!parsed.success) return null;
  const w = parsed.data;
  const address = {
    fullName: [w.last_name, w.first_name].map((s) => s.trim()).filter(Boolean).join(" "),
    phone: w.phone.trim(),
    province: w.city.trim() || w.state.trim(),
    ward: w.address_2.trim(),
    street: w.address_1.trim(),
    email: w.email.trim(),
  };
  return Object.values(address).some(Boolean) ? address : null;
}

export type SavedAddresses = Record<AddressKind, SavedAddress | null>;

/** The account's billing and shipping addresses (null: none saved). */
export async function savedAddressesOf(db: Db, userId: number): Promise<SavedAddresses> {
  const rows = await db
    .select({ key: userMeta.key, value: userMeta.value })
    .from(userMeta)
    .where(and(eq(userMeta.userId, userId), inArray(userMeta.key, ["billing", "shipping"])));
  const of = (kind: AddressKind) => fromWooAddress(rows.find((r) => r.key === kind)?.value);
  return { billing: of("billing"), shipping: of("shipping") };
}

/** Stores one of the account's addresses, checked by the form's rules before it comes here. */
export async function saveAddress(db: Db, userId: number, kind: AddressKind, address: SavedAddress): Promise<void> {
  const value = toWooAddress(kind, address);
  await db
    .insert(userMeta)
    .values({ userId, key: kind, value })
    .onConflictDoUpdate({ target: [userMeta.userId, userMeta.key], set: { value } });
}
