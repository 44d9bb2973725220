import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { SqlAnswerMismatch, checkedAnswer } from "./sql-answer";

const price = z.strictObject({ id: z.int(), amount: z.int() });

describe("checkedAnswer", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("gives back the very value it checked", () => {
    const value = { id: 7, amount: 120000 };
    expect(checkedAnswer("price_of", price, value)).toBe(value);
  });

  it("throws naming the function and the place of every key that is wrong, missing or extra", () => {
    let mismatch: unknown;
    try {
      checkedAnswer("price_of", z.array(price), [{ id: 7, amount: 1 }, { id: 8, amount: "120000", extra: 1 }, { amount: 2 }]);
    } catch (e) {
      mismatch = e;
    }
    expect(mismatch).toBeInstanceOf(SqlAnswerMismatch);
    const { source, issues, message } = mismatch as SqlAnswerMismatch;
    expect(source).toBe("price_of");
    expect(issues.map((i) => i.path)).toEqual([[1, "amount"], [1], [2, "id"]]);
    expect(message).toContain("price_of answered what its type does not describe");
    expect(message).toContain("→ at [1].amount");
  });

  it("in production only casts: the hot path does not parse", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.resetModules();
    const { checkedAnswer: unchecked } = await import("./sql-answer");
    const wrong = { id: "7" };
    expect(unchecked("price_of", price, wrong)).toBe(wrong);
  });

  it("checks in development as under tests", async () => {
    vi.stubEnv("NODE_ENV", "development");
    vi.resetModules();
    const { checkedAnswer: checked } = await import("./sql-answer");
    expect(() => checked("price_of", price, { id: "7" })).toThrow(/price_of/);
  });
});
