import { describe, expect, it } from "vitest";
import { memoPerDb } from "./memo";

describe("memoPerDb", () => {
  it("reuses an answer within its lifetime, per database and key", async () => {
    let calls = 0;
    const get = memoPerDb(1000, async (_db: object, key: string) => `${key}:${++calls}`);
    const a = {};
    const b = {};
    expect(await get(a, "x", 0)).toBe("x:1");
    expect(await get(a, "x", 999)).toBe("x:1");
    expect(await get(a, "y", 999)).toBe("y:2");
    expect(await get(b, "x", 999)).toBe("x:3");
    expect(await get(a, "x", 1000)).toBe("x:4");
  });

  it("does not keep a failure", async () => {
    let fail = true;
    const get = memoPerDb(1000, async () => {
      if (fail) throw new Error("down");
      return "ok";
    });
    const db = {};
    await expect(get(db, null, 0)).rejects.toThrow("down");
    fail = false;
    expect(await get(db, null, 1)).toBe("ok");
  });
});
