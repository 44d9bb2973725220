import { describe, expect, it } from "vitest";
import { Random, hashString } from "./random";

describe("Random", () => {
  it("gives the same sequence for the same seed", () => {
    const a = new Random(42);
    const b = new Random(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(Random.for("product:ao").next()).toBe(Random.for("product:ao").next());
    expect(Random.for("product:ao").next()).not.toBe(Random.for("product:quan").next());
  });

  it("keeps integers within both bounds", () => {
    const rng = new Random(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(rng.int(1, 3));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it("samples distinct items without changing the input", () => {
    const items = ["a", "b", "c", "d"] as const;
    const picked = new Random(1).sample(items, 3);
    expect(new Set(picked).size).toBe(3);
    expect(items).toEqual(["a", "b", "c", "d"]);
    expect(new Random(1).sample(items, 10)).toHaveLength(4);
  });

  it("follows the weights", () => {
    const rng = new Random(3);
    let heavy = 0;
    for (let i = 0; i < 1000; i++) if (rng.weighted([["heavy", 9], ["light", 1]] as const) === "heavy") heavy++;
    expect(heavy).toBeGreaterThan(850);
  });

  it("hashes text to a stable 32-bit seed", () => {
    expect(hashString("Cửa Hàng Xinh")).toBe(hashString("Cửa Hàng Xinh"));
    expect(hashString("")).toBe(0x811c9dc5);
  });
});
