import { describe, expect, it } from "vitest";
import { pendingSignInToken, readPendingSignIn } from "./pending-sign-in";

const SECRET = "khoa-bi-mat-it-nhat-ba-muoi-hai-ky-tu";
const now = new Date(Date.UTC(2026, 10, 27, 10, 0, 0));
const at = { clientIp: "203.0.113.7", now };
const pending = { userId: 7, login: "thuytien", rememberMe: true };

describe("pending sign-in token", () => {
  it("reads back what it was made of, for 5 minutes, from the same address only", () => {
    const token = pendingSignInToken(SECRET, pending, at);
    expect(readPendingSignIn(SECRET, token, at)).toEqual(pending);
    expect(readPendingSignIn(SECRET, token, { ...at, now: new Date(now.getTime() + 299_000) })).toEqual(pending);
    expect(readPendingSignIn(SECRET, token, { ...at, now: new Date(now.getTime() + 300_000) })).toBeNull();
    expect(readPendingSignIn(SECRET, token, { ...at, clientIp: "203.0.113.8" })).toBeNull();
  });

  it("refuses a changed payload, another shop's token and junk", () => {
    const token = pendingSignInToken(SECRET, pending, at);
    const [payload, signature] = token.split(".");
    const forged = Buffer.from(Buffer.from(payload!, "base64url").toString().replace('"userId":7', '"userId":1')).toString("base64url");
    expect(readPendingSignIn(SECRET, `${forged}.${signature}`, at)).toBeNull();
    expect(readPendingSignIn("mot-cua-hang-khac-voi-khoa-khac-32-ky-tu", token, at)).toBeNull();
    for (const junk of ["", "a.b", "a.b.c", null]) expect(readPendingSignIn(SECRET, junk, at)).toBeNull();
  });
});
