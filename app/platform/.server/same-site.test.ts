import { describe, expect, it } from "vitest";
import { sameSitePath } from "./same-site";

const request = new Request("http://127.0.0.1:3000/tai-khoan/");
const SITE = "https://shop.example.vn";

describe("sameSitePath", () => {
  it("keeps a path or an address of this site, with its query", () => {
    expect(sameSitePath("/tai-khoan/orders/?a=1", request, SITE)).toBe("/tai-khoan/orders/?a=1");
    expect(sameSitePath("https://shop.example.vn/gio-hang/", request, SITE)).toBe("/gio-hang/");
    expect(sameSitePath("http://127.0.0.1:3000/cua-hang/", request, SITE)).toBe("/cua-hang/");
  });

  it("refuses another host, however it is written, and nothing", () => {
    for (const target of ["https://evil.example/x", "//evil.example/x", "/\\evil.example/x", "http://shop.example.vn//evil.example/", "javascript:alert(1)", "", null]) {
      expect(sameSitePath(target, request, SITE), String(target)).toBeNull();
    }
  });
});
