import { describe, expect, it } from "vitest";
import { buildCategoryTree, categoryUrl } from "./categories";

const row = (id: number, slug: string, parentId: number | null) => ({ id, slug, name: slug, description: "", parentId });

describe("buildCategoryTree", () => {
  const tree = buildCategoryTree([row(1, "thoi-trang", null), row(2, "giay-dep", null), row(3, "ao-so-mi", 1), row(4, "ao-lua", 3)]);

  it("gives each category its path and URL", () => {
    expect(tree.byId.get(4)!.path).toEqual(["thoi-trang", "ao-so-mi", "ao-lua"]);
    expect(categoryUrl(tree.byId.get(3)!)).toBe("/danh-muc-san-pham/thoi-trang/ao-so-mi/");
    expect(tree.byPath.get("thoi-trang/ao-so-mi")?.id).toBe(3);
    expect(tree.byPath.get("ao-so-mi")).toBeUndefined();
  });

  it("lists categories depth-first in their stored order", () => {
    expect(tree.all.map((c) => c.id)).toEqual([1, 3, 4, 2]);
    expect(tree.childrenOf(null).map((c) => c.id)).toEqual([1, 2]);
  });

  it("takes a subtree for a parent's listing", () => {
    expect(tree.subtreeIds(1).sort()).toEqual([1, 3, 4]);
    expect(tree.subtreeIds(2)).toEqual([2]);
  });

  it("survives a parent cycle in bad data", () => {
    const cyclic = buildCategoryTree([row(1, "a", 2), row(2, "b", 1)]);
    expect(cyclic.byId.size).toBe(2);
    expect(cyclic.subtreeIds(1).length).toBeLessThanOrEqual(2);
  });
});
