import { sql } from "drizzle-orm";
import { z } from "zod";
import { staffActions, swatchType } from "../../../../db/schema";
import { mediaSizesShape } from "../../../../db/schema";
import { slugify } from "../../../../db/seed/slugify";
import type { Db, Tx } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import { afterCatalogWrite } from "../../../platform/.server/versioned-cache";

/**
 * The global product attributes (WooCommerce's `pa_*` taxonomies: colour, size…) and their terms
 * with their swatches (spec §3 "Swatch": a colour, a second colour for a split swatch, a picture,
 * or a short label), as staff list and change them. Every write is one transaction with its staff
 * log line; the storefront's pages and cards follow at once (the catalogue's triggers bump its
 * version and keep the products' card swatches; `afterCatalogWrite` drops this process's answers).
 */

export type SwatchType = (typeof swatchType.enumValues)[number];

export type StaffAttribute = { id: number; name: string; slug: string; type: SwatchType; cardLimit: number; termCount: number };

export type StaffAttributeTerm = {
  id: number;
  attributeId: number;
  name: string;
  slug: string;
  menuOrder: number;
  color: string | null;
  color2: string | null;
  label: string | null;
  image: { id: number; name: string; alt: string; sizes: z.infer<typeof mediaSizesShape> } | null;
  /** How many products offer it (WooCommerce's `count`). */
  count: number;
};

export type AttributeRefusal =
  | { code: "not_found" }
  | { code: "empty_name" }
  | { code: "invalid_slug" }
  | { code: "slug_too_long"; slug: string }
  | { code: "slug_taken"; slug: string }
  | { code: "term_exists"; id: number }
  | { code: "unknown_image"; id: number };

export type AttributeResult<T> = { ok: true; value: T } | { ok: false; error: AttributeRefusal };

class Refused extends Error {
  constructor(readonly refusal: AttributeRefusal) {
    super(refusal.code);
  }
}

async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<AttributeResult<T>> {
  const began = Date.now();
  try {
    const value = await db.transaction(work);
    afterCatalogWrite(db, { began });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.refusal };
    throw error;
  }
}

const attributeShape = z.strictObject({ id: z.int(), name: z.string(), slug: z.string(), type: z.enum(swatchType.enumValues), cardLimit: z.int(), termCount: z.int() });

const ATTRIBUTE = sql`select a.id, a.name, a.slug, a.swatch_type as type, a.card_limit as "cardLimit",
                             (select count(*) from attribute_terms t where t.attribute_id = a.id)::int as "termCount"
                        from attributes a`;

/** Every attribute, by name (WooCommerce's list has no paging). */
export async function listAttributes(db: Db | Tx): Promise<StaffAttribute[]> {
  return queryChecked(db, "attributes for staff", attributeShape, sql`${ATTRIBUTE} order by vn_fold(a.name), a.id`);
}

export async function staffAttribute(db: Db | Tx, id: number): Promise<StaffAttribute | null> {
  const [row] = await queryChecked(db, "an attribute for staff", attributeShape, sql`${ATTRIBUTE} where a.id = ${id}`);
  return row ?? null;
}

/** WooCommerce's limit on an attribute's slug (its taxonomy name `pa_…` within WordPress's 32). */
const SLUG_MAX = 28;

/** The slug an attribute is stored with: WooCommerce's `pa_` prefix dropped, made ASCII kebab-case. */
async function attributeSlug(tx: Tx, wanted: string, own: number | null): Promise<string> {
  const slug = slugify(wanted.replace(/^pa_/, ""));
  if (!slug) throw new Refused({ code: "invalid_slug" });
  if (slug.length > SLUG_MAX) throw new Refused({ code: "slug_too_long", slug });
  const [taken] = await queryChecked(tx, "an attribute's slug", z.strictObject({ id: z.int() }), sql`select id from attributes where slug = ${slug} and id is distinct from ${own}::int`);
  if (taken) throw new Refused({ code: "slug_taken", slug });
  return slug;
}

export type AttributeInput = { name?: string; slug?: string; type?: SwatchType };

export async function createAttribute(db: Db, input: AttributeInput, staffId: number): Promise<AttributeResult<StaffAttribute>> {
  return inTransaction(db, async (tx) => {
    const name = (input.name ?? "").trim();
    if (!name) throw new Refused({ code: "empty_name" });
    const slug = await attributeSlug(tx, input.slug?.trim() || name, null);
    const [row] = await queryChecked(
      tx,
      "a new attribute",
      z.strictObject({ id: z.int() }),
      sql`insert into attributes (name, slug, swatch_type) values (${name}, ${slug}, ${input.type ?? "select"}::swatch_type) returning id`,
    );
    await tx.insert(staffActions).values({ userId: staffId, action: "attribute.create", objectType: "attribute", objectId: row!.id, details: { name, slug, type: input.type ?? "select" } });
    return (await staffAttribute(tx, row!.id))!;
  });
}

export async function updateAttribute(db: Db, id: number, input: AttributeInput, staffId: number): Promise<AttributeResult<StaffAttribute>> {
  return inTransaction(db, async (tx) => {
    const before = await staffAttribute(tx, id);
    if (!before) throw new Refused({ code: "not_found" });
    const name = input.name === undefined ? before.name : input.name.trim();
    if (!name) throw new Refused({ code: "empty_name" });
    const slug = input.slug === undefined || input.slug.trim() === "" ? before.slug : await attributeSlug(tx, input.slug, id);
    const type = input.type ?? before.type;
    await tx.execute(sql`update attributes set name = ${name}, slug = ${slug}, swatch_type = ${type}::swatch_type where id = ${id}`);
    await tx.insert(staffActions).values({ userId: staffId, action: "attribute.update", objectType: "attribute", objectId: id, details: { from: { name: before.name, slug: before.slug, type: before.type }, to: { name, slug, type } } });
    return (await staffAttribute(tx, id))!;
  });
}

/**
 * Deletes an attribute for good with its terms; the products using it stop using it and their
 * variations lose that value (WooCommerce deletes the taxonomy and its terms alike). Answers it as it was.
 */
export async function deleteAttribute(db: Db, id: number, staffId: number): Promise<AttributeResult<StaffAttribute>> {
  return inTransaction(db, async (tx) => {
    const before = await staffAttribute(tx, id);
    if (!before) throw new Refused({ code: "not_found" });
    const [used] = await queryChecked(tx, "an attribute's products", z.strictObject({ n: z.int() }), sql`select count(*)::int as n from product_attributes where attribute_id = ${id}`);
    await tx.execute(sql`delete from variation_attributes where attribute_id = ${id}`);
    await tx.execute(sql`delete from product_attributes where attribute_id = ${id}`);
    await tx.execute(sql`delete from attributes where id = ${id}`);
    await tx.insert(staffActions).values({ userId: staffId, action: "attribute.delete", objectType: "attribute", objectId: id, details: { name: before.name, slug: before.slug, products: used!.n } });
    return before;
  });
}

const termShape = z.strictObject({
  id: z.int(),
  attributeId: z.int(),
  name: z.string(),
  slug: z.string(),
  menuOrder: z.int(),
  color: z.string().nullable(),
  color2: z.string().nullable(),
  label: z.string().nullable(),
  image: z.strictObject({ id: z.int(), name: z.string(), alt: z.string(), sizes: mediaSizesShape }).nullable(),
  count: z.int(),
});

const TERM = sql`select t.id, t.attribute_id as "attributeId", t.name, t.slug, t.menu_order as "menuOrder", t.color, t.color2, t.label,
                        (select json_build_object('id', m.id, 'name', m.title, 'alt', m.alt, 'sizes', m.sizes) from media m where m.id = t.image_id) as image,
                        (select count(*) from product_attribute_terms pat where pat.term_id = t.id)::int as count
                   from attribute_terms t`;

export type TermQuery = { search: string; hideEmpty: boolean; page: number; perPage: number };

/** One page of an attribute's terms in their order (the shop's menu order, then name), and how many match. */
export async function listAttributeTerms(db: Db, attributeId: number, q: TermQuery): Promise<{ terms: StaffAttributeTerm[]; total: number }> {
  const search = q.search.trim();
  const where = sql.join(
    [
      sql`t.attribute_id = ${attributeId}`,
      ...(search ? [sql`vn_fold(t.name) like vn_fold(${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`] : []),
      ...(q.hideEmpty ? [sql`exists (select 1 from product_attribute_terms pat where pat.term_id = t.id)`] : []),
    ],
    sql` and `,
  );
  const [terms, [count]] = await Promise.all([
    queryChecked(db, "an attribute's terms for staff", termShape, sql`${TERM} where ${where} order by t.menu_order, vn_fold(t.name), t.id limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`),
    queryChecked(db, "an attribute's term count", z.strictObject({ n: z.int() }), sql`select count(*)::int as n from attribute_terms t where ${where}`),
  ]);
  return { terms, total: count?.n ?? 0 };
}

export async function staffAttributeTerm(db: Db | Tx, attributeId: number, id: number): Promise<StaffAttributeTerm | null> {
  const [row] = await queryChecked(db, "an attribute term for staff", termShape, sql`${TERM} where t.id = ${id} and t.attribute_id = ${attributeId}`);
  return row ?? null;
}

/** A term's fields as staff send them; a swatch field set to null is cleared, absent is kept. */
export type TermInput = {
  name?: string;
  slug?: string;
  menuOrder?: number;
  color?: string | null;
  color2?: string | null;
  label?: string | null;
  imageId?: number | null;
};

async function termSlug(tx: Tx, attributeId: number, name: string, wanted: string | undefined, own: number | null): Promise<string> {
  const slug = slugify(wanted?.trim() || name);
  if (!slug) throw new Refused({ code: "invalid_slug" });
  // WordPress refuses a second term of one name (or slug) in a taxonomy: `term_exists`, naming the first.
  const [taken] = await queryChecked(
    tx,
    "an attribute term like it",
    z.strictObject({ id: z.int() }),
    sql`select id from attribute_terms where attribute_id = ${attributeId} and (slug = ${slug} or lower(name) = lower(${name})) and id is distinct from ${own}::int limit 1`,
  );
  if (taken) throw new Refused({ code: "term_exists", id: taken.id });
  return slug;
}

async function checkImage(tx: Tx, imageId: number | null | undefined): Promise<void> {
  if (!imageId) return;
  const [found] = await queryChecked(tx, "a swatch picture", z.strictObject({ id: z.int() }), sql`select id from media where id = ${imageId}`);
  if (!found) throw new Refused({ code: "unknown_image", id: imageId });
}

const lowerHex = (color: string | null | undefined) => (color ? color.toLowerCase() : color);

export async function createAttributeTerm(db: Db, attributeId: number, input: TermInput, staffId: number): Promise<AttributeResult<StaffAttributeTerm>> {
  return inTransaction(db, async (tx) => {
    const [attribute] = await queryChecked(tx, "an attribute to add to", z.strictObject({ id: z.int() }), sql`select id from attributes where id = ${attributeId} for update`);
    if (!attribute) throw new Refused({ code: "not_found" });
    const name = (input.name ?? "").trim();
    if (!name) throw new Refused({ code: "empty_name" });
    const slug = await termSlug(tx, attributeId, name, input.slug, null);
    await checkImage(tx, input.imageId);
    const [row] = await queryChecked(
      tx,
      "a new attribute term",
      z.strictObject({ id: z.int() }),
      sql`insert into attribute_terms (attribute_id, name, slug, menu_order, color, color2, label, image_id)
          values (${attributeId}, ${name}, ${slug},
                  ${input.menuOrder ?? sql`(select coalesce(max(menu_order) + 1, 0) from attribute_terms where attribute_id = ${attributeId})`},
                  ${lowerHex(input.color) ?? null}, ${lowerHex(input.color2) ?? null}, ${input.label?.trim() || null}, ${input.imageId ?? null})
          returning id`,
    );
    await tx.insert(staffActions).values({ userId: staffId, action: "attribute_term.create", objectType: "attribute_term", objectId: row!.id, details: { attributeId, name, slug } });
    return (await staffAttributeTerm(tx, attributeId, row!.id))!;
  });
}

export async function updateAttributeTerm(db: Db, attributeId: number, id: number, input: TermInput, staffId: number): Promise<AttributeResult<StaffAttributeTerm>> {
  return inTransaction(db, async (tx) => {
    const before = await staffAttributeTerm(tx, attributeId, id);
    if (!before) throw new Refused({ code: "not_found" });
    const name = input.name === undefined ? before.name : input.name.trim();
    if (!name) throw new Refused({ code: "empty_name" });
    const slug = input.slug === undefined && input.name === undefined ? before.slug : await termSlug(tx, attributeId, name, input.slug ?? before.slug, id);
    await checkImage(tx, input.imageId);
    const keep = <T,>(value: T | undefined, column: ReturnType<typeof sql.raw>) => (value === undefined ? column : sql`${value}`);
    await tx.execute(sql`update attribute_terms set name = ${name}, slug = ${slug},
        menu_order = ${keep(input.menuOrder, sql.raw("menu_order"))},
        color = ${keep(input.color === undefined ? undefined : lowerHex(input.color), sql.raw("color"))},
        color2 = ${keep(input.color2 === undefined ? undefined : lowerHex(input.color2), sql.raw("color2"))},
        label = ${keep(input.label === undefined ? undefined : input.label?.trim() || null, sql.raw("label"))},
        image_id = ${keep(input.imageId, sql.raw("image_id"))}
      where id = ${id}`);
    const moved: Record<string, unknown> = {};
    const after = { name, slug, menuOrder: input.menuOrder, color: input.color === undefined ? undefined : lowerHex(input.color), color2: input.color2 === undefined ? undefined : lowerHex(input.color2), label: input.label, imageId: input.imageId };
    const was: Record<string, unknown> = { ...before, imageId: before.image?.id ?? null };
    for (const [key, value] of Object.entries(after)) if (value !== undefined && was[key] !== value) moved[key] = { from: was[key] ?? null, to: value };
    await tx.insert(staffActions).values({ userId: staffId, action: "attribute_term.update", objectType: "attribute_term", objectId: id, details: { attributeId, ...moved } });
    return (await staffAttributeTerm(tx, attributeId, id))!;
  });
}

/** Deletes a term for good: products stop offering it, and a variation made with it takes any value of that attribute. */
export async function deleteAttributeTerm(db: Db, attributeId: number, id: number, staffId: number): Promise<AttributeResult<StaffAttributeTerm>> {
  return inTransaction(db, async (tx) => {
    const before = await staffAttributeTerm(tx, attributeId, id);
    if (!before) throw new Refused({ code: "not_found" });
    await tx.execute(sql`delete from attribute_terms where id = ${id}`);
    await tx.insert(staffActions).values({ userId: staffId, action: "attribute_term.delete", objectType: "attribute_term", objectId: id, details: { attributeId, name: before.name, slug: before.slug, products: before.count } });
    return before;
  });
}
