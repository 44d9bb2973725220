import { describe, expect, it } from "vitest";
import { isCurrentPath } from "./current-path";

describe("isCurrentPath", () => {
  it("matches a page with or without its trailing slash (the server's path has none, the browser's has one)", () => {
    expect(isCurrentPath("/wp-admin/don-hang", "/wp-admin/don-hang/", { end: false })).toBe(true);
    expect(isCurrentPath("/wp-admin/don-hang/", "/wp-admin/don-hang/", { end: false })).toBe(true);
    expect(isCurrentPath("/wp-admin", "/wp-admin/", { end: true })).toBe(true);
    expect(isCurrentPath("/wp-admin/", "/wp-admin/", { end: true })).toBe(true);
  });
  it("marks a section's pages below it unless `end`", () => {
    expect(isCurrentPath("/wp-admin/don-hang/12", "/wp-admin/don-hang/", { end: false })).toBe(true);
    expect(isCurrentPath("/wp-admin/don-hang/12/", "/wp-admin/", { end: true })).toBe(false);
  });
  it("does not mark a sibling sharing the start of its name", () => {
    expect(isCurrentPath("/wp-admin/don-hang-cu/", "/wp-admin/don-hang/", { end: false })).toBe(false);
    expect(isCurrentPath("/tai-khoan/orders", "/tai-khoan/edit-address/", { end: false })).toBe(false);
  });
});
