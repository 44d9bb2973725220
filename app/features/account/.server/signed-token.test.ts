import { describe, expect, it } from "vitest";
import { readPendingSignIn } from "./pending-sign-in";
import { readToken, signToken } from "./signed-token";

const SECRET = "khoa-bi-mat-it-nhat-ba-muoi-hai-ky-tu";
const now = new Date(Date.UTC(2026, 10, 27, 10, 0, 0));
const claims = { ip: "203.0.113.7", userId: 7, login: "thuytien", rememberMe: false };

describe("signed token", () => {
  it("reads back its claims, without the expiry, until it expires", () => {
    const token = signToken(SECRET, "support-message", claims, { now, validMs: 60_000 });
    expect(readToken(SECRET, "support-message", token, now)).toEqual(claims);
    expect(readToken(SECRET, "support-message", token, new Date(now.getTime() + 59_999))).toEqual(claims);
    expect(readToken(SECRET, "support-message", token, new Date(now.getTime() + 60_000))).toBeNull();
    expect(readToken(SECRET, "support-message", token, new Date(now.getTime() + 3_600_000))).toBeNull();
  });

  it("made for one purpose is not valid for another", () => {
    const support = signToken(SECRET, "support-message", claims, { now, validMs: 60_000 });
    expect(readToken(SECRET, "pending-sign-in", support, now)).toBeNull();
    // The same claims a pending sign-in carries: still refused where a pending sign-in is read.
    expect(readPendingSignIn(SECRET, support, { clientIp: claims.ip, now })).toBeNull();
    const pending = signToken(SECRET, "pending-sign-in", claims, { now, validMs: 60_000 });
    expect(readPendingSignIn(SECRET, pending, { clientIp: claims.ip, now })).toEqual({ userId: 7, login: "thuytien", rememberMe: false });
    expect(readToken(SECRET, "support-message", pending, now)).toBeNull();
  });

  it("refuses a changed payload or expiry, a changed signature, another secret and junk", () => {
    const token = signToken(SECRET, "pending-sign-in", claims, { now, validMs: 60_000 });
    const [payload, signature] = token.split(".") as [string, string];
    const decoded = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
    const reencode = (o: Record<string, unknown>) => Buffer.from(JSON.stringify(o)).toString("base64url");
    expect(readToken(SECRET, "pending-sign-in", `${reencode({ ...decoded, userId: 1 })}.${signature}`, now)).toBeNull();
    const later = new Date(now.getTime() + 120_000);
    expect(readToken(SECRET, "pending-sign-in", `${reencode({ ...decoded, exp: later.getTime() + 60_000 })}.${signature}`, later)).toBeNull();
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(readToken(SECRET, "pending-sign-in", `${payload}.${flipped}`, now)).toBeNull();
    expect(readToken(SECRET, "pending-sign-in", `${payload}.${signature}x`, now)).toBeNull();
    expect(readToken("mot-cua-hang-khac-voi-khoa-khac-32-ky-tu", "pending-sign-in", token, now)).toBeNull();
    expect(readToken(SECRET, "pending-sign-in", `${token}.`, now)).toBeNull();
    for (const junk of ["", ".", "a.b", "a.b.c", `${"a".repeat(1_000)}.${signature}`, null, undefined]) {
      expect(readToken(SECRET, "pending-sign-in", junk, now)).toBeNull();
    }
  });
});
