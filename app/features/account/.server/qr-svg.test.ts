import { create } from "qrcode";
import { describe, expect, it } from "vitest";
import { otpauthQrSvg, QR_MARGIN } from "./qr-svg";
import { otpauthUri } from "./totp";

const uri = otpauthUri({ issuer: "Cửa hàng Áo dài", account: "khach@vi-du.vn", secret: "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ" });

/**
 * The dark modules of the `qrcode` package's SVG path, read back into a grid: each row starts with
 * `M{x} {y + 0.5}`, runs are `h{length}`, gaps inside a row `m{length} 0`.
 */
function modulesOf(svg: string, n: number): boolean[][] {
  const grid = Array.from({ length: n }, () => Array<boolean>(n).fill(false));
  const d = /<path stroke="#000000" d="([^"]*)"/.exec(svg)![1]!;
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of d.matchAll(/([Mmh])(\d+(?:\.\d+)?)(?: (\d+(?:\.\d+)?))?/g)) {
    const value = Number(a);
    if (command === "M") {
      x = value - QR_MARGIN;
      y = Number(b) - 0.5 - QR_MARGIN;
    } else if (command === "m") {
      x += value;
    } else {
      for (let i = 0; i < value; i++) grid[y]![x + i] = true;
      x += value;
    }
  }
  return grid;
}

describe("otpauthQrSvg", () => {
  it("is an inline SVG image named in Vietnamese for screen readers", async () => {
    const svg = await otpauthQrSvg(uri, { size: 180 });
    expect(svg.startsWith('<svg role="img" aria-label="Mã QR thiết lập xác thực hai lớp: quét bằng ứng dụng xác thực, hoặc nhập mã bí mật hiển thị bên dưới" xmlns="http://www.w3.org/2000/svg" width="180" height="180" ')).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).not.toContain("GEZDGNBV"); // the secret is in the modules, not in readable text
  });

  it("draws exactly the encoder's modules at error correction M, with a margin of 2", async () => {
    const svg = await otpauthQrSvg(uri);
    const { modules, errorCorrectionLevel } = create(uri, { errorCorrectionLevel: "M" });
    expect(errorCorrectionLevel.bit).toBe(0); // M
    const n = modules.size;
    expect(svg).toContain(`viewBox="0 0 ${n + 2 * QR_MARGIN} ${n + 2 * QR_MARGIN}"`);
    const grid = modulesOf(svg, n);
    let dark = 0;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        expect(grid[r]![c], `${r},${c}`).toBe(Boolean(modules.get(r, c)));
        if (grid[r]![c]) dark++;
      }
    }
    expect(dark).toBeGreaterThan(n * n * 0.3); // a real symbol, not an empty grid matching an empty one
  });

  it("escapes the label it is given", async () => {
    expect(await otpauthQrSvg(uri, { label: 'A & <B> "C"' })).toContain('aria-label="A &amp; &lt;B&gt; &quot;C&quot;"');
  });
});
