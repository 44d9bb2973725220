import { describe, expect, it } from "vitest";
import { type CatalogChangeRow, CatalogChangePosition } from "./catalog-changes";

const row = (id: number, products: number[], aspects: CatalogChangeRow["aspects"] = []): CatalogChangeRow => ({ id, products, aspects });
const merged = (changes: ReturnType<CatalogChangePosition["take"]>) => changes && { products: [...changes.products].sort(), aspects: [...changes.aspects].sort() };

describe("CatalogChangePosition", () => {
  it("starts where the first check says, then merges the products and orders of the rows after it", () => {
    const log = new CatalogChangePosition(60_000);
    expect(log.take(7, [], 0)).toBeNull();
    expect(log.position).toBe(7);
    expect(merged(log.take(7, [row(8, [3, 4], ["sales"]), row(9, [4, 5], ["rating"])], 10))).toEqual({ products: [3, 4, 5], aspects: ["rating", "sales"] });
    expect(log.position).toBe(9);
    // Read again (two checks at once): nothing new.
    expect(log.take(7, [row(8, [3]), row(9, [4])], 20)).toBeNull();
  });

  it("reads again above an id still missing, applying each row once, until it shows", () => {
    const log = new CatalogChangePosition(60_000);
    log.take(0, [], 0);
    // 1 is a write not yet committed; 2 committed first.
    expect(merged(log.take(0, [row(2, [20])], 1_000))).toEqual({ products: [20], aspects: [] });
    expect(log.position).toBe(0);
    expect(log.take(0, [row(2, [20])], 2_000)).toBeNull();
    expect(merged(log.take(0, [row(1, [10]), row(2, [20]), row(3, [30])], 3_000))).toEqual({ products: [10, 30], aspects: [] });
    expect(log.position).toBe(3);
  });

  it("gives up an id missing for the answers' lifetime (a write undone), and waits for a later one from when it was seen", () => {
    const log = new CatalogChangePosition(60_000);
    log.take(0, [], 0);
    log.take(0, [row(2, [20])], 1_000);
    log.take(0, [row(2, [20]), row(4, [40])], 30_000);
    expect(log.position).toBe(0);
    log.take(0, [row(2, [20]), row(4, [40])], 61_000);
    expect(log.position).toBe(2); // 1 given up; 3, seen missing at 30 s, still waited for
    expect(merged(log.take(2, [row(3, [30]), row(4, [40])], 62_000))).toEqual({ products: [30], aspects: [] });
    expect(log.position).toBe(4);
  });
});
