import { create } from "qrcode";
import { describe, expect, it } from "vitest";
import { QUIET_ZONE, vietQrSvg } from "./vietqr-svg";
import { vietQrPayload } from "./vietqr";

const payload = vietQrPayload({ bin: "970436", accountNumber: "0071000123456", amount: 1_250_000, content: "DH1234" });

/** The dark modules the SVG path draws, read back into a grid (quiet zone removed). */
function modulesOf(svg: string, n: number): boolean[][] {
  const grid = Array.from({ length: n }, () => Array<boolean>(n).fill(false));
  const d = /<path[^>]* d="([^"]*)"/.exec(svg)![1]!;
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(w); i++) grid[Number(y) - QUIET_ZONE]![Number(x) - QUIET_ZONE + i] = true;
  }
  return grid;
}

describe("vietQrSvg", () => {
  const svg = vietQrSvg(payload, { size: 200 });
  const { version, modules } = create(payload, { errorCorrectionLevel: "M" });
  const n = modules.size;

  it("is an SVG document with a Vietnamese title for screen readers", () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" role="img" width="200" height="200"')).toBe(true);
    expect(svg).toContain("<title>Mã VietQR chuyển khoản: quét bằng ứng dụng ngân hàng</title>");
    expect(svg.endsWith("</svg>")).toBe(true);
  });

  it("has the module count of its QR version, plus the quiet zone", () => {
    expect(n).toBe(4 * version + 17);
    expect(version).toBeGreaterThanOrEqual(5);
    expect(version).toBeLessThanOrEqual(8);
    expect(svg).toContain(`viewBox="0 0 ${n + 2 * QUIET_ZONE} ${n + 2 * QUIET_ZONE}"`);
  });

  it("draws exactly the encoder's modules, finder patterns in three corners", () => {
    const grid = modulesOf(svg, n);
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) expect(grid[r]![c], `${r},${c}`).toBe(Boolean(modules.get(r, c)));
    // A finder pattern: dark 7×7 ring, light ring, dark 3×3 core.
    const finder = (top: number, left: number) => {
      for (let r = 0; r < 7; r++) {
        for (let c = 0; c < 7; c++) {
          const ring = r === 0 || r === 6 || c === 0 || c === 6;
          const core = r >= 2 && r <= 4 && c >= 2 && c <= 4;
          expect(grid[top + r]![left + c], `finder ${top},${left} at ${r},${c}`).toBe(ring || core);
        }
      }
    };
    finder(0, 0);
    finder(0, n - 7);
    finder(n - 7, 0);
  });

  it("escapes the title it is given", () => {
    expect(vietQrSvg(payload, { title: 'A & <B> "C"' })).toContain("<title>A &amp; &lt;B&gt; &quot;C&quot;</title>");
  });
});
