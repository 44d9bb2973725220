import type { PriceDisplay } from "~/features/catalog";
import { escapeHtml } from "~/lib/escape-html";
import type { SearchResult } from "./types";

type Fields = SearchResult["fields"];

/** A result's identity: ids are counted per kind (a post and a product may share one). */
export function resultKey(result: Pick<SearchResult, "fields">): string {
  return `${result.fields.post_type}:${result.fields.post_id}`;
}

/**
 * A product result's price as the catalogue shows prices: a range when its variations differ
 * (`wc.max_price` above `wc.price`), a sale when `wc.regular_price` is above what is paid now,
 * else one amount. Not a product, or no price: null.
 */
export function resultPrice(fields: Pick<Fields, "wc.price" | "wc.regular_price" | "wc.max_price">): PriceDisplay | null {
  const price = fields["wc.price"];
  if (price === null) return null;
  const max = fields["wc.max_price"];
  if (max !== null && max > price) return { kind: "range", min: price, max };
  const regular = fields["wc.regular_price"];
  if (regular !== null && regular > price) return { kind: "sale", regular, sale: price };
  return { kind: "single", amount: price };
}

/** The publication time ("YYYY-MM-DD HH:MM:SS", in the shop's zone, +07:00) as an instant; null if unreadable. */
export function resultDate(date: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(date);
  if (!m) return null;
  const instant = new Date(`${m[1]}T${m[2]}+07:00`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * The title as HTML: the server's highlighted title (matched words in `<mark>`, the rest
 * escaped by the server), or the plain title escaped here.
 */
export function titleHtml(result: Pick<SearchResult, "fields" | "highlight">): string {
  return result.highlight.title[0] ?? escapeHtml(result.fields["title.default"]);
}

/** The text under a title: the server's highlighted passage, or the excerpt escaped here. */
export function snippetHtml(result: Pick<SearchResult, "fields" | "highlight">): string {
  return result.highlight.content[0] ?? escapeHtml(result.fields["excerpt.default"]);
}
