import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Tx } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import { Refused } from "./product-admin";

/**
 * What a product is made of besides its own fields, as staff set it: the global attributes it
 * uses (WooCommerce's `attributes: [{id, visible, variation, options}]`, options by term name or
 * slug), and the pictures it points at. Each runs inside the caller's transaction and throws
 * `Refused` for what it cannot take, so nothing of the write is kept.
 */

export type AttributeChoice = {
  id: number;
  position?: number;
  visible?: boolean;
  /** Used for variations (WooCommerce's `variation`). */
  variation?: boolean;
  /** The terms offered, by name or slug. */
  options: string[];
};

const ids = (list: number[]) => sql.join(list.map((id) => sql`${id}`), sql`, `);

/** Every id is a picture of the media library, else refused naming those that are not. */
export async function checkMedia(tx: Tx, wanted: number[]): Promise<void> {
  const unique = [...new Set(wanted)];
  if (unique.length === 0) return;
  const found = await queryChecked(tx, "media by id", z.strictObject({ id: z.int() }), sql`select id from media where id in (${ids(unique)})`);
  const known = new Set(found.map((r) => r.id));
  const unknown = unique.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Refused({ code: "unknown_image", ids: unknown });
}

const termRow = z.strictObject({ id: z.int(), attributeId: z.int(), name: z.string(), slug: z.string() });

/**
 * Replaces the attributes product `productId` uses with `choices`: each a known attribute, each
 * option one of its terms (matched by name, case and diacritics as typed, or by slug). Terms no
 * longer offered leave the product; its variations keep their rows (WooCommerce leaves them too),
 * and the card swatches follow through their triggers.
 */
export async function setProductAttributes(tx: Tx, productId: number, choices: AttributeChoice[]): Promise<void> {
  const attributeIds = [...new Set(choices.map((c) => c.id))];
  const known =
    attributeIds.length === 0
      ? []
      : await queryChecked(tx, "attributes by id", z.strictObject({ id: z.int(), name: z.string() }), sql`select id, name from attributes where id in (${ids(attributeIds)})`);
  const missing = attributeIds.find((id) => !known.some((a) => a.id === id));
  if (missing !== undefined) throw new Refused({ code: "invalid_attribute", field: "attributes", reason: "unknown_attribute", name: String(missing) });
  const terms =
    attributeIds.length === 0
      ? []
      : await queryChecked(tx, "attribute terms", termRow, sql`select id, attribute_id as "attributeId", name, slug from attribute_terms where attribute_id in (${ids(attributeIds)})`);
  const chosenTerms: number[] = [];
  for (const choice of choices) {
    for (const option of choice.options) {
      const wanted = option.trim();
      const term = terms.find((t) => t.attributeId === choice.id && (t.name === wanted || t.slug === wanted || t.name.toLocaleLowerCase("vi") === wanted.toLocaleLowerCase("vi")));
      if (!term) throw new Refused({ code: "invalid_attribute", field: "attributes", reason: "unknown_option", name: wanted });
      chosenTerms.push(term.id);
    }
  }
  await tx.execute(sql`delete from product_attributes where product_id = ${productId}${attributeIds.length > 0 ? sql` and attribute_id not in (${ids(attributeIds)})` : sql``}`);
  await tx.execute(sql`delete from product_attribute_terms where product_id = ${productId}${chosenTerms.length > 0 ? sql` and term_id not in (${ids(chosenTerms)})` : sql``}`);
  for (const [index, choice] of choices.entries()) {
    await tx.execute(sql`insert into product_attributes (product_id, attribute_id, position, visible, used_for_variations)
                         values (${productId}, ${choice.id}, ${choice.position ?? index}, ${choice.visible ?? true}, ${choice.variation ?? false})
                         on conflict (product_id, attribute_id) do update set position = excluded.position, visible = excluded.visible,
                           used_for_variations = excluded.used_for_variations`);
  }
  if (chosenTerms.length > 0) {
    await tx.execute(sql`insert into product_attribute_terms (product_id, term_id) values ${sql.join(
      [...new Set(chosenTerms)].map((id) => sql`(${productId}, ${id})`),
      sql`, `,
    )} on conflict do nothing`);
  }
}

/**
 * A variation's values, `[{id, option}]`, checked against its product: each attribute used for
 * variations by it, each option one of the terms it offers. Answers the term ids by attribute.
 */
export async function variationTerms(tx: Tx, productId: number, wanted: Array<{ id: number; option: string }>): Promise<Array<{ attributeId: number; termId: number }>> {
  const offered = await queryChecked(
    tx,
    "a product's variation terms",
    z.strictObject({ attributeId: z.int(), attributeName: z.string(), variation: z.boolean(), termId: z.int().nullable(), name: z.string().nullable(), slug: z.string().nullable() }),
    sql`select pa.attribute_id as "attributeId", a.name as "attributeName", pa.used_for_variations as variation, t.id as "termId", t.name, t.slug
          from product_attributes pa join attributes a on a.id = pa.attribute_id
          left join product_attribute_terms pat on pat.product_id = pa.product_id
          left join attribute_terms t on t.id = pat.term_id and t.attribute_id = pa.attribute_id
         where pa.product_id = ${productId}`,
  );
  const chosen: Array<{ attributeId: number; termId: number }> = [];
  for (const { id, option } of wanted) {
    const rows = offered.filter((o) => o.attributeId === id);
    if (rows.length === 0) throw new Refused({ code: "invalid_attribute", field: "attributes", reason: "unknown_attribute", name: String(id) });
    if (!rows[0]!.variation) throw new Refused({ code: "invalid_attribute", field: "attributes", reason: "not_for_variations", name: rows[0]!.attributeName });
    const text = option.trim();
    const term = rows.find((r) => r.termId !== null && (r.name === text || r.slug === text || r.name!.toLocaleLowerCase("vi") === text.toLocaleLowerCase("vi")));
    if (!term) throw new Refused({ code: "invalid_attribute", field: "attributes", reason: "unknown_option", name: text });
    if (!chosen.some((c) => c.attributeId === id)) chosen.push({ attributeId: id, termId: term.termId! });
  }
  return chosen;
}
