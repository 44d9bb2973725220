import { describe, expect, it } from "vitest";
import { buildMenuTree } from "./menu";

describe("buildMenuTree", () => {
  it("nests children under their parents in order", () => {
    const tree = buildMenuTree([
      { id: 1, parentId: null, label: "Cửa hàng", url: "/cua-hang/" },
      { id: 2, parentId: 1, label: "Giày dép", url: "/danh-muc-san-pham/giay-dep/" },
      { id: 3, parentId: null, label: "Blog", url: "/blog/" },
      { id: 4, parentId: 2, label: "Dép", url: "/danh-muc-san-pham/giay-dep/dep/" },
      { id: 5, parentId: 99, label: "Mồ côi", url: "/x/" },
    ]);
    expect(tree.map((i) => i.label)).toEqual(["Cửa hàng", "Blog"]);
    expect(tree[0]!.children[0]!.children[0]!.label).toBe("Dép");
  });
});
