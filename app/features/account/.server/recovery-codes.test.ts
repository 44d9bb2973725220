import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashRecoveryCode, newRecoveryCodes, RECOVERY_CODE_COUNT, redeemRecoveryCode } from "./recovery-codes";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("newRecoveryCodes", () => {
  const { codes, hashes } = newRecoveryCodes();

  it("makes ten distinct codes of three groups of four from the unambiguous alphabet", () => {
    expect(RECOVERY_CODE_COUNT).toBe(10);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/);
  });

  it("stores each as the SHA-256 hex of its 12 symbols, never the code itself", () => {
    expect(hashes).toEqual(codes.map((code) => sha256(code.replace(/-/g, ""))));
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("draws 60 random bits a code: every symbol of the 32 appears at every position over many codes", () => {
    const many = newRecoveryCodes(400).codes.map((code) => code.replace(/-/g, ""));
    for (let position = 0; position < 12; position++) {
      // 400 draws from 32 symbols: the chance of some symbol missing at a position is about 32·(31/32)^400 ≈ 1e-4.
      expect(new Set(many.map((code) => code[position])).size, `position ${position}`).toBeGreaterThanOrEqual(30);
    }
  });
});

describe("redeemRecoveryCode", () => {
  const { codes, hashes } = newRecoveryCodes();

  it("accepts a code once, returning the other hashes to store", () => {
    const first = redeemRecoveryCode(codes[3]!, hashes);
    expect(first).toEqual({ ok: true, remaining: hashes.filter((_, i) => i !== 3) });
    if (!first.ok) return;
    expect(first.remaining).toHaveLength(9);
    expect(redeemRecoveryCode(codes[3]!, first.remaining)).toEqual({ ok: false });
    expect(redeemRecoveryCode(codes[4]!, first.remaining)).toEqual({ ok: true, remaining: hashes.filter((_, i) => i !== 3 && i !== 4) });
  });

  it("reads the code as typed: capitals, spaces, no dashes, O for 0 and I or L for 1", () => {
    const stored = [hashRecoveryCode("0a1b-2c3d-4e5f")];
    for (const typed of ["0a1b-2c3d-4e5f", "0A1B-2C3D-4E5F", " 0a1b 2c3d 4e5f ", "0a1b2c3d4e5f", "Oa1b-2c3d-4e5f", "0aIb-2c3d-4e5f", "0alb-2c3d-4e5f"]) {
      expect(redeemRecoveryCode(typed, stored), typed).toEqual({ ok: true, remaining: [] });
    }
    expect(stored[0]).toBe(sha256("0a1b2c3d4e5f"));
  });

  it("refuses wrong codes, malformed ones and an empty store", () => {
    const stored = [hashRecoveryCode("0a1b-2c3d-4e5f")];
    for (const typed of ["0a1b-2c3d-4e5g", "0a1b-2c3d-4e5", "0a1b-2c3d-4e5f-0", "", "0a1b-2c3d-4e5u", "0a1b_2c3d_4e5f"]) {
      expect(redeemRecoveryCode(typed, stored), typed).toEqual({ ok: false });
    }
    expect(redeemRecoveryCode(codes[0]!, [])).toEqual({ ok: false });
  });

  it("ignores stored values that are not hashes", () => {
    expect(redeemRecoveryCode("0a1b-2c3d-4e5f", ["", "not hex", "0a1b2c3d4e5f"])).toEqual({ ok: false });
  });

  it("refuses to hash what cannot be a code", () => {
    expect(() => hashRecoveryCode("too short")).toThrow(RangeError);
  });
});
