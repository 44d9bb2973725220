import { isoInShopZone } from "~/lib/dates";

/** WooCommerce's money in its API: a decimal string, whole đồng here (the shop's 0 decimals). */
export const money = (dong: number): string => String(dong);

/** WooCommerce's `date_*`: the shop's local time (+07:00) without an offset, to the second. */
export const localDate = (date: Date): string => isoInShopZone(date).slice(0, 19);

/** WooCommerce's `date_*_gmt`: UTC without an offset, to the second. */
export const gmtDate = (date: Date): string => date.toISOString().slice(0, 19);
