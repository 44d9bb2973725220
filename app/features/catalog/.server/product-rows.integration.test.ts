import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { products } from "../../../../db/schema";
import type { Database } from "../../../platform/.server/db";
import { SqlAnswerMismatch } from "../../../platform/.server/sql-answer";
import { cloneSeededDatabase } from "../../../../tests/support/db";
import { getProductPage } from "./products";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

it("a product page whose function answers a price as text fails where it is read, naming the function and the key", async () => {
  const { db } = database;
  const [product] = await db.select({ slug: products.slug }).from(products).where(and(eq(products.type, "simple"), eq(products.status, "publish"))).limit(1);
  // This copy of the database only: the function as written, wrapped to answer its price as text.
  await db.execute(sql`alter function catalog_product_page(text, int, int) rename to catalog_product_page_as_written`);
  await db.execute(sql.raw(`create function catalog_product_page(p_slug text, p_reviews int, p_related int) returns json language sql stable as $$
    select (a::jsonb || jsonb_build_object('regularPrice', (a ->> 'regularPrice')))::json
      from catalog_product_page_as_written(p_slug, p_reviews, p_related) a $$`));

  const read = getProductPage(db, product!.slug);
  await expect(read).rejects.toBeInstanceOf(SqlAnswerMismatch);
  const mismatch = (await read.catch((e: unknown) => e)) as SqlAnswerMismatch;
  expect(mismatch.source).toBe("catalog_product_page");
  expect(mismatch.issues.map((i) => i.path)).toEqual([[0, "page", "regularPrice"]]);
});
