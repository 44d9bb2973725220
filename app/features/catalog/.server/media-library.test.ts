import { describe, expect, it } from "vitest";
import { filesOfMedia } from "./media-library";

describe("filesOfMedia", () => {
  it("names an upload's every rendition, AVIF too, even those an unfinished attempt left unrecorded", () => {
    const files = filesOfMedia({ file: "2026/10/vai.jpg", sizes: {}, width: 1000, height: 600 });
    expect(files).toContain("2026/10/vai.jpg");
    for (const stem of ["vai-150x150", "vai-400x400", "vai-800x480", "vai-1000x600"]) {
      for (const ext of ["avif", "webp", "jpg"]) expect(files).toContain(`2026/10/${stem}.${ext}`);
    }
    expect(files).toHaveLength(1 + 4 * 3);
  });
});
