/**
 * The addresses My account keeps for the checkout (WooCommerce's `edit-address` endpoint): the
 * checkout's Vietnamese address, the name family-first in one field. Browser-safe.
 */
export type AddressKind = "billing" | "shipping";
export const ADDRESS_KINDS: readonly AddressKind[] = ["billing", "shipping"];
export const isAddressKind = (value: string | undefined): value is AddressKind => value === "billing" || value === "shipping";

export type SavedAddress = {
  fullName: string;
  phone: string;
  /** One of the checkout's provinces when saved here; an imported address may name another. */
  province: string;
  ward: string;
  street: string;
  /** The billing address's only. */
  email: string;
};
