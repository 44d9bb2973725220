import { describe, expect, it } from "vitest";
import { createNonce, verifyNonce } from "./nonce";

const secret = "s".repeat(32);
const subject = { action: "wp_rest", userId: 0, sessionId: "abc" };
const hours = (h: number) => h * 3_600_000;
const t0 = new Date(Date.UTC(2026, 10, 25, 0, 0, 0) + 1000); // just after a tick boundary

describe("nonces", () => {
  it("are 10 hex characters and verify in the tick they were made", () => {
    const n = createNonce(secret, subject, t0);
    expect(n).toMatch(/^[0-9a-f]{10}$/);
    expect(verifyNonce(secret, n, subject, t0)).toBe(1);
  });
  it("stay valid in the next tick (answer 2) and expire after two ticks", () => {
    const n = createNonce(secret, subject, t0);
    expect(verifyNonce(secret, n, subject, new Date(t0.getTime() + hours(12)))).toBe(2);
    expect(verifyNonce(secret, n, subject, new Date(t0.getTime() + hours(24)))).toBe(false);
  });
  it("are bound to action, user, session and secret", () => {
    const n = createNonce(secret, subject, t0);
    expect(verifyNonce(secret, n, { ...subject, action: "other" }, t0)).toBe(false);
    expect(verifyNonce(secret, n, { ...subject, userId: 1 }, t0)).toBe(false);
    expect(verifyNonce(secret, n, { ...subject, sessionId: "xyz" }, t0)).toBe(false);
    expect(verifyNonce("t".repeat(32), n, subject, t0)).toBe(false);
  });
  it("reject malformed input without throwing", () => {
    expect(verifyNonce(secret, "", subject, t0)).toBe(false);
    expect(verifyNonce(secret, "zzzzzzzzzz", subject, t0)).toBe(false);
    expect(verifyNonce(secret, "0123456789abcdef", subject, t0)).toBe(false);
  });
});
