import { describe, expect, it } from "vitest";
import { buildDemoPlan } from "./index";
import { planScaleProduct, scaleFamilies, scalePool } from "./scale";
import type { ProductPlan } from "./types";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const plan = buildDemoPlan();

/** The schema's CHECK constraints and the shop's money rules, checked before any database sees them. */
function expectValidProduct(p: ProductPlan, mediaSlugs: ReadonlySet<string>) {
  expect(p.slug).toMatch(SLUG);
  expect(mediaSlugs.has(p.imageSlug)).toBe(true);
  expect(p.gallerySlugs.length).toBeGreaterThanOrEqual(3);
  for (const slug of p.gallerySlugs) expect(mediaSlugs.has(slug)).toBe(true);
  const prices = p.type === "simple" ? [[p.regularPrice, p.salePrice]] : p.variations.map((v) => [v.regularPrice, v.salePrice]);
  for (const [regular, sale] of prices) {
    expect(Number.isInteger(regular) && (regular ?? 0) > 0 && (regular ?? 0) % 1000 === 0).toBe(true);
    if (sale !== null && sale !== undefined) {
      expect(sale % 1000).toBe(0);
      expect(sale).toBeLessThan(regular ?? 0);
    }
  }
  if (p.type === "variable") {
    expect(p.regularPrice).toBeNull();
    expect(p.salePrice).toBeNull();
    expect(p.variations.length).toBeGreaterThan(0);
    for (const v of p.variations) expect(mediaSlugs.has(v.imageSlug)).toBe(true);
  }
  expect(p.tagSlugs.length).toBeGreaterThanOrEqual(1);
  expect(p.tagSlugs.length).toBeLessThanOrEqual(3);
}

describe("buildDemoPlan", () => {
  it("is deterministic", () => {
    expect(JSON.stringify(buildDemoPlan())).toBe(JSON.stringify(plan));
  });

  it("plans a catalogue that satisfies the schema's checks", () => {
    const mediaSlugs = new Set(plan.media.map((m) => m.slug));
    expect(mediaSlugs.size).toBe(plan.media.length);
    expect(plan.products.length).toBeGreaterThanOrEqual(64);
    for (const p of plan.products) expectValidProduct(p, mediaSlugs);
    const skus = plan.products.flatMap((p) => [p.sku, ...p.variations.map((v) => v.sku)]);
    expect(new Set(skus).size).toBe(skus.length);
    expect(new Set(plan.products.map((p) => p.slug)).size).toBe(plan.products.length);
  });

  it("gives each colour of a variable product its own picture", () => {
    for (const p of plan.products.filter((p) => p.type === "variable")) {
      const byOption = new Map<string, Set<string>>();
      for (const v of p.variations) {
        const option = v.terms[0]?.term ?? "";
        byOption.set(option, (byOption.get(option) ?? new Set()).add(v.imageSlug));
      }
      for (const images of byOption.values()) expect(images.size).toBe(1);
      const distinct = new Set([...byOption.values()].flatMap((s) => [...s]));
      expect(distinct.size).toBe(byOption.size);
    }
  });

  it("dates everything on or before the base date and keeps 'new' products new", () => {
    const base = new Date("2026-10-01T09:00:00+07:00").getTime();
    for (const p of plan.products) {
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(base);
      for (const r of p.reviews) {
        expect(r.createdAt.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime());
        expect(r.createdAt.getTime()).toBeLessThanOrEqual(base);
      }
      if (p.tagSlugs.includes("hang-moi-ve")) expect(base - p.createdAt.getTime()).toBeLessThan(22 * 86_400_000);
    }
  });

  it("writes Vietnamese HTML descriptions of several blocks", () => {
    for (const p of plan.products) {
      expect(p.description.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(p.description).toContain("<ul>");
    }
  });
});

describe("scale plan", () => {
  const families = scaleFamilies();
  const pool = new Set(scalePool(families).map((m) => m.slug));

  it("makes the same product for the same number, with unique slugs and SKUs", () => {
    expect(JSON.stringify(planScaleProduct(1234, families))).toBe(JSON.stringify(planScaleProduct(1234, families)));
    const products = Array.from({ length: 2000 }, (_, i) => planScaleProduct(100 + i, families));
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    for (const p of products) expectValidProduct(p, pool);
    const variable = products.filter((p) => p.type === "variable");
    expect(variable.length / products.length).toBeGreaterThan(0.07);
    expect(variable.length / products.length).toBeLessThan(0.13);
    for (const p of variable) {
      expect(p.variations.length).toBeGreaterThanOrEqual(2);
      expect(p.variations.length).toBeLessThanOrEqual(6);
    }
  });

  it("names products naturally, ending with their number", () => {
    const name = planScaleProduct(4321, families).name;
    expect(name).toMatch(/^\p{Lu}[\p{L}\p{N} ×+%.-]+ #4321$/u);
  });
});
