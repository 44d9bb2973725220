/**
 * Reads the attribution a checkout posts (the hidden inputs, or the same values as extension
 * data) into the `order_attribution` row. The values come from the visitor's browser, so any of
 * them may be forged: each is bounded on its own, and a bad one is cut or dropped, never an error
 * that would stop an order. Server-only (zod stays out of the browser bundle).
 */
import { z } from "zod";
import type { orderAttribution } from "../../../../db/schema";
import { type AttributionField, ATTRIBUTION_FIELDS, attributionInputName } from "./fields";
import { isSbjsDate } from "./sbjs-date";

/** The row to store with an order (db/schema/commerce.ts), without its order id. */
export type AttributionRow = Omit<typeof orderAttribution.$inferInsert, "orderId">;

/** The source types the table's CHECK allows: sourcebuster's four, and WooCommerce's own for admin and app orders. */
const SOURCE_TYPES = new Set(["utm", "organic", "referral", "typein", "admin", "mobile_app"]);

/** The longest a value is kept: URLs may be long, campaign values and browser names are short. */
const MAX_LENGTH = { url: 2000, userAgent: 1000, utm: 200 } as const;

/** PostgreSQL's integer column ends here. */
const MAX_INTEGER = 2_147_483_647;

/**
 * A posted text: control characters (a NUL would make PostgreSQL refuse the row) become spaces,
 * the ends are trimmed, and the rest is cut at `max` without splitting a surrogate pair. Empty
 * or not text: null. "(none)", sourcebuster's word for a missing value, is kept as sent.
 */
function boundedText(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  let text = value.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
  if (text.length > max) {
    text = text.slice(0, /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max).trimEnd();
  }
  return text === "" ? null : text;
}

/** A count: a non-negative whole number, as text (the inputs) or a number (extension data). */
function count(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_INTEGER ? n : null;
}

const text = (max: number) => z.unknown().transform((v) => boundedText(v, max));

/** Every field, from the extension-data object (or a form read into one); never fails. */
const AttributionSchema = z.object({
  source_type: z.unknown().transform((v) => {
    const t = boundedText(v, 20);
    return t !== null && SOURCE_TYPES.has(t) ? t : null;
  }),
  referrer: text(MAX_LENGTH.url),
  utm_campaign: text(MAX_LENGTH.utm),
  utm_source: text(MAX_LENGTH.utm),
  utm_medium: text(MAX_LENGTH.utm),
  utm_content: text(MAX_LENGTH.utm),
  utm_id: text(MAX_LENGTH.utm),
  utm_term: text(MAX_LENGTH.utm),
  utm_source_platform: text(MAX_LENGTH.utm),
  utm_creative_format: text(MAX_LENGTH.utm),
  utm_marketing_tactic: text(MAX_LENGTH.utm),
  session_entry: text(MAX_LENGTH.url),
  session_start_time: z.unknown().transform((v) => {
    const t = boundedText(v, 20);
    return t !== null && (t === "(none)" || isSbjsDate(t)) ? t : null;
  }),
  session_pages: z.unknown().transform(count),
  session_count: z.unknown().transform(count),
  user_agent: text(MAX_LENGTH.userAgent),
} satisfies Record<AttributionField, z.ZodType>);

type Attribution = z.infer<typeof AttributionSchema>;

function toRow(a: Attribution): AttributionRow {
  return {
    sourceType: a.source_type,
    referrer: a.referrer,
    utmCampaign: a.utm_campaign,
    utmSource: a.utm_source,
    utmMedium: a.utm_medium,
    utmContent: a.utm_content,
    utmId: a.utm_id,
    utmTerm: a.utm_term,
    utmSourcePlatform: a.utm_source_platform,
    utmCreativeFormat: a.utm_creative_format,
    utmMarketingTactic: a.utm_marketing_tactic,
    sessionEntry: a.session_entry,
    sessionStartTime: a.session_start_time,
    sessionPages: a.session_pages,
    sessionCount: a.session_count,
    userAgent: a.user_agent,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The checkout's extension data under `woocommerce/order-attribution` (unprefixed field names).
 * Anything that is not an object gives a row of nulls.
 */
export function attributionFromExtensionData(data: unknown): AttributionRow {
  const source = isRecord(data) ? data : {};
  const picked = Object.fromEntries(ATTRIBUTION_FIELDS.map((f) => [f, Object.hasOwn(source, f) ? source[f] : undefined]));
  return toRow(AttributionSchema.parse(picked));
}

/** The posted checkout form's `wc_order_attribution_*` inputs (a repeated name counts once, its first value). */
export function attributionFromForm(form: FormData | URLSearchParams): AttributionRow {
  const picked = Object.fromEntries(ATTRIBUTION_FIELDS.map((f) => [f, form.get(attributionInputName(f)) ?? undefined]));
  return toRow(AttributionSchema.parse(picked));
}
