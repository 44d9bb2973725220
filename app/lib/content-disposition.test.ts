import { describe, expect, it } from "vitest";
import { filenameOfDisposition } from "./content-disposition";

describe("filenameOfDisposition", () => {
  it("reads WordPress's forms of the header: quoted, bare, RFC 5987 first", () => {
    expect(filenameOfDisposition('attachment; filename="áo đỏ.jpg"')).toBe("áo đỏ.jpg");
    expect(filenameOfDisposition("attachment; filename=anh.png")).toBe("anh.png");
    expect(filenameOfDisposition(`attachment; filename="fallback.jpg"; filename*=UTF-8''${encodeURIComponent("ảnh mới.jpg")}`)).toBe("ảnh mới.jpg");
    expect(filenameOfDisposition('attachment; filename="a \\"b\\".jpg"')).toBe('a "b".jpg');
  });

  it("names no file when there is none, or only blanks", () => {
    expect(filenameOfDisposition("attachment")).toBeNull();
    expect(filenameOfDisposition('attachment; filename=""')).toBeNull();
    expect(filenameOfDisposition("")).toBeNull();
    expect(filenameOfDisposition("attachment; filename*=UTF-8''%E0%A4%A; filename=b.png")).toBe("b.png");
  });
});
