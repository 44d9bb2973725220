import { describe, expect, it } from "vitest";
import { role } from "../../../db/schema";
import { type Role, canEditPages, isStoreAdmin } from "./roles";

describe("roles", () => {
  it("names exactly the roles the database knows", () => {
    const known: Role[] = role.enumValues;
    expect(known).toEqual(["administrator", "shop_manager", "editor", "author", "customer", "subscriber"]);
  });

  it("lets administrators and shop managers run the shop, and editors edit pages too", () => {
    expect((["administrator", "shop_manager", "editor", "author", "customer", "subscriber"] as const).map((r) => [r, isStoreAdmin([r]), canEditPages([r])])).toEqual([
      ["administrator", true, true],
      ["shop_manager", true, true],
      ["editor", false, true],
      ["author", false, false],
      ["customer", false, false],
      ["subscriber", false, false],
    ]);
    expect(isStoreAdmin([])).toBe(false);
    expect(canEditPages(["customer", "editor"])).toBe(true);
  });
});
