import { describe, expect, it } from "vitest";
import { stretchRates } from "./progress";

/** A stream that keeps what is written to it. */
function recorder(isTTY: boolean) {
  const lines: string[] = [];
  const stream = { isTTY, write: (text: string) => lines.push(text) } as unknown as NodeJS.WriteStream;
  return { stream, lines };
}

describe("stretchRates", () => {
  it("writes one line per stretch of `every` items, and one for the last, shorter stretch", () => {
    const { stream, lines } = recorder(false);
    const rates = stretchRates(stream, 10_000);
    for (const done of [0, 5_000, 10_000, 15_000, 20_000, 25_000]) rates(done, 25_000);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^10000\/25000: 10000 trong \d+\.\d s = \d+\/s\n$/);
    expect(lines[1]).toMatch(/^20000\/25000: 10000 trong /);
    expect(lines[2]).toMatch(/^25000\/25000: 5000 trong /);
  });

  it("on a terminal, clears the progress bar's line before writing", () => {
    const { stream, lines } = recorder(true);
    const rates = stretchRates(stream, 100);
    rates(0, 100);
    rates(100, 100);
    expect(lines).toEqual([expect.stringMatching(/^\r\x1b\[K100\/100: 100 trong /)]);
  });
});
