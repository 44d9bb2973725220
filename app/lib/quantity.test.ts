import { describe, expect, it } from "vitest";
import { decimalsOf, decrease, increase, raiseToMin, stepOf } from "./quantity";

describe("stepOf", () => {
  it("is 1 when the step is empty or 'any'", () => {
    expect(stepOf(undefined)).toBe(1);
    expect(stepOf(null)).toBe(1);
    expect(stepOf("")).toBe(1);
    expect(stepOf("  ")).toBe(1);
    expect(stepOf("any")).toBe(1);
  });
  it("is 1 for a step that is not a positive number", () => {
    expect(stepOf("0")).toBe(1);
    expect(stepOf(-2)).toBe(1);
    expect(stepOf("abc")).toBe(1);
    expect(stepOf(Number.NaN)).toBe(1);
    expect(stepOf(Number.POSITIVE_INFINITY)).toBe(1);
  });
  it("reads numbers and numeric text", () => {
    expect(stepOf(2)).toBe(2);
    expect(stepOf("0.5")).toBe(0.5);
    expect(stepOf(" 0.01 ")).toBe(0.01);
  });
});

describe("decimalsOf", () => {
  it("counts the step's decimals, as written", () => {
    expect(decimalsOf(1)).toBe(0);
    expect(decimalsOf("1")).toBe(0);
    expect(decimalsOf("0.5")).toBe(1);
    expect(decimalsOf(0.25)).toBe(2);
    expect(decimalsOf("0.01")).toBe(2);
    expect(decimalsOf("0.010")).toBe(3);
    expect(decimalsOf("2.5")).toBe(1);
  });
  it("reads exponents", () => {
    expect(decimalsOf("1e-3")).toBe(3);
    expect(decimalsOf(1e-7)).toBe(7);
    expect(decimalsOf("1.5e-2")).toBe(3);
    expect(decimalsOf("5e2")).toBe(0);
  });
  it("is 0 when the step falls back to 1", () => {
    expect(decimalsOf("any")).toBe(0);
    expect(decimalsOf("")).toBe(0);
    expect(decimalsOf(undefined)).toBe(0);
    expect(decimalsOf("-0.5")).toBe(0);
    expect(decimalsOf("0.0")).toBe(0);
  });
});

describe("increase (plus)", () => {
  it("adds one step", () => {
    expect(increase("1", { min: 1, step: 1 })).toBe("2");
    expect(increase("7")).toBe("8");
    expect(increase(3, { step: 2 })).toBe("5");
  });
  it("uses a step of 1 when the step is empty or 'any'", () => {
    expect(increase("1", { step: "" })).toBe("2");
    expect(increase("1", { step: "any" })).toBe("2");
    expect(increase("1.5", { step: "any" })).toBe("3"); // 2.5 with no decimals, as the step has none
  });
  it("keeps as many decimals as the step has", () => {
    expect(increase("1", { step: "0.5" })).toBe("1.5");
    expect(increase("1.5", { step: "0.5" })).toBe("2.0");
    expect(increase("0.1", { step: "0.1" })).toBe("0.2");
    expect(increase("0.2", { step: "0.1" })).toBe("0.3"); // not 0.30000000000000004
    expect(increase("1", { step: "0.01" })).toBe("1.01");
    expect(increase("1.99", { step: "0.01" })).toBe("2.00");
    expect(increase("2", { step: "0.25" })).toBe("2.25");
  });
  it("treats an empty or unreadable value as 0", () => {
    expect(increase("", { min: 1 })).toBe("1");
    expect(increase("abc")).toBe("1");
    expect(increase(null, { step: "0.5" })).toBe("0.5");
    expect(increase(undefined)).toBe("1");
  });
  it("never exceeds max: at or above max the value is max", () => {
    expect(increase("5", { max: 5 })).toBe("5");
    expect(increase("9", { max: "5" })).toBe("5");
    expect(increase("4", { max: 5 })).toBe("5");
    expect(increase("4.5", { max: 5, step: 1 })).toBe("5"); // 5.5 would pass max
    expect(increase("1.8", { max: 2, step: "0.5" })).toBe("2");
    expect(increase("2", { max: "2.5", step: "0.5" })).toBe("2.5");
    expect(increase("2.4", { max: "2.5", step: "0.5" })).toBe("2.5");
  });
  it("ignores a missing, empty or unreadable max", () => {
    expect(increase("99", { max: "" })).toBe("100");
    expect(increase("99", { max: null })).toBe("100");
    expect(increase("99", { max: "abc" })).toBe("100");
    expect(increase("9999", {})).toBe("10000");
  });
  it("reaches max from a value below min in steps (raising to min is a separate rule)", () => {
    expect(increase("0", { min: 5, max: 10 })).toBe("1");
  });
});

describe("decrease (minus)", () => {
  it("takes one step off", () => {
    expect(decrease("3", { min: 1 })).toBe("2");
    expect(decrease("10", { step: 3 })).toBe("7");
  });
  it("uses a step of 1 when the step is empty or 'any'", () => {
    expect(decrease("3", { step: "" })).toBe("2");
    expect(decrease("3", { step: "any" })).toBe("2");
  });
  it("keeps as many decimals as the step has", () => {
    expect(decrease("2", { step: "0.5" })).toBe("1.5");
    expect(decrease("1.5", { step: "0.5" })).toBe("1.0");
    expect(decrease("0.3", { step: "0.1" })).toBe("0.2");
    expect(decrease("1", { step: "0.01" })).toBe("0.99");
    expect(decrease("0.01", { step: "0.01" })).toBe("0.00");
  });
  it("never goes below min: at or below min the value is min", () => {
    expect(decrease("1", { min: 1 })).toBe("1");
    expect(decrease("0", { min: 1 })).toBe("1");
    expect(decrease("-4", { min: 2 })).toBe("2");
    expect(decrease("2.5", { min: 2, step: 1 })).toBe("2"); // 1.5 would pass min
    expect(decrease("1.2", { min: "1", step: "0.5" })).toBe("1");
    expect(decrease("3", { min: "2.5", step: 1 })).toBe("2.5");
    expect(decrease("", { min: 3 })).toBe("3");
  });
  it("never goes below 0 without a min", () => {
    expect(decrease("1")).toBe("0");
    expect(decrease("0")).toBe("0");
    expect(decrease("")).toBe("0");
    expect(decrease("0.5", { step: 1 })).toBe("0");
    expect(decrease("-3")).toBe("0");
    expect(decrease("0.5", { step: "0.5" })).toBe("0.0");
    expect(decrease("0.3", { step: "0.5", min: "" })).toBe("0");
  });
  it("clamps a negative min to 0", () => {
    expect(decrease("0", { min: -5 })).toBe("0");
    expect(decrease("1", { min: "-5" })).toBe("0");
    expect(decrease("-2", { min: -5 })).toBe("0");
  });
  it("brings a value above max down by one step (max does not limit minus)", () => {
    expect(decrease("12", { min: 1, max: 5 })).toBe("11");
  });
});

describe("raiseToMin (outside the cart)", () => {
  it("raises a value below the min to the min", () => {
    expect(raiseToMin("0", { min: 1 })).toBe("1");
    expect(raiseToMin("2", { min: "3" })).toBe("3");
    expect(raiseToMin("-7", { min: 1 })).toBe("1");
    expect(raiseToMin("1.4", { min: 1.5, step: "0.5" })).toBe("1.5");
  });
  it("raises an empty or unreadable value to the min", () => {
    expect(raiseToMin("", { min: 1 })).toBe("1");
    expect(raiseToMin("abc", { min: 2 })).toBe("2");
    expect(raiseToMin(null, { min: 1 })).toBe("1");
  });
  it("leaves a value at or above the min as typed", () => {
    expect(raiseToMin("1", { min: 1 })).toBe("1");
    expect(raiseToMin("12", { min: 1, max: 5 })).toBe("12"); // max is the browser's check on submit
    expect(raiseToMin("2.50", { min: 1 })).toBe("2.50");
  });
  it("does nothing without a min", () => {
    expect(raiseToMin("0", {})).toBe("0");
    expect(raiseToMin("", { min: "" })).toBe("");
    expect(raiseToMin("-2", { min: null })).toBe("-2");
  });
  it("raises to 0 when the min is negative", () => {
    expect(raiseToMin("-2", { min: -5 })).toBe("0");
    expect(raiseToMin("3", { min: -5 })).toBe("3");
  });
});
