import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userTwoFactor } from "../../../../db/schema";
import { cloneSeededDatabase } from "../../../../tests/support/db";
import type { Database } from "../../../platform/.server/db";
import { hashRecoveryCode } from "./recovery-codes";
import { newTotpSecret, totpAt, totpStep } from "./totp";
import {
  activateTwoFactor,
  activateTwoFactorWithSecret,
  deactivateTwoFactor,
  hasTwoFactor,
  normalisedSecret,
  recoveryCodesLeft,
  redeemSecondFactor,
  regenerateRecoveryCodes,
} from "./two-factor";
import { createAccount } from "./users";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const T0 = new Date(Date.UTC(2026, 10, 27, 9, 0, 10));
const seconds = (n: number) => new Date(T0.getTime() + n * 1000);
let accounts = 0;
async function newAccount(): Promise<number> {
  const created = await createAccount(database.db, { email: `hai-lop-${++accounts}@example.vn`, passwordHash: null, roles: ["customer"] });
  if (!created.ok) throw new Error(created.error);
  return created.account.id;
}
const codeAt = (secret: string, at: Date) => totpAt(secret, totpStep(at));

describe("activateTwoFactor", () => {
  it("turns two-factor on only with a code from the secret, storing hashes of ten recovery codes", async () => {
    const userId = await newAccount();
    const secret = newTotpSecret();
    const wrong = String((Number(codeAt(secret, T0)) + 1) % 1_000_000).padStart(6, "0");
    expect(await activateTwoFactor(database.db, userId, secret, wrong, T0)).toEqual({ ok: false, reason: "invalid_code" });
    expect(await hasTwoFactor(database.db, userId)).toBe(false);

    const activated = await activateTwoFactor(database.db, userId, secret, codeAt(secret, T0), T0);
    if (!activated.ok) throw new Error(activated.reason);
    expect(activated.recoveryCodes).toHaveLength(10);
    const [row] = await database.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    expect(row).toMatchObject({ secret, enabled: true, lastUsedStep: totpStep(T0), recoveryCodes: activated.recoveryCodes.map(hashRecoveryCode) });
    // The confirming code is spent, and an active two-factor is not replaced by another secret.
    expect(await redeemSecondFactor(database.db, userId, codeAt(secret, T0), T0)).toEqual({ ok: false, reason: "replayed" });
    const other = newTotpSecret();
    expect(await activateTwoFactor(database.db, userId, other, codeAt(other, T0), T0)).toEqual({ ok: false, reason: "already_active" });
  });
});

describe("redeemSecondFactor", () => {
  it("takes a code of the current window or one beside it, each window once, and refuses older ones", async () => {
    const userId = await newAccount();
    const secret = newTotpSecret();
    await activateTwoFactor(database.db, userId, secret, codeAt(secret, T0), T0);
    const later = seconds(120);
    expect(await redeemSecondFactor(database.db, userId, codeAt(secret, seconds(90)), later)).toEqual({ ok: true, via: "code", recoveryCodesLeft: 10 });
    expect(await redeemSecondFactor(database.db, userId, codeAt(secret, seconds(90)), later)).toEqual({ ok: false, reason: "replayed" });
    expect(await redeemSecondFactor(database.db, userId, ` ${codeAt(secret, later).slice(0, 3)} ${codeAt(secret, later).slice(3)}`, later)).toMatchObject({ ok: true });
    expect(await redeemSecondFactor(database.db, userId, codeAt(secret, seconds(180)), seconds(300))).toEqual({ ok: false, reason: "invalid" });
  });

  it("lets two racing requests with one code pass once", async () => {
    const userId = await newAccount();
    const secret = newTotpSecret();
    await activateTwoFactor(database.db, userId, secret, codeAt(secret, T0), T0);
    const code = codeAt(secret, seconds(60));
    const answers = await Promise.all([1, 2, 3].map(() => redeemSecondFactor(database.db, userId, code, seconds(60))));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
  });

  it("takes each recovery code once, and says how many are left", async () => {
    const userId = await newAccount();
    const secret = newTotpSecret();
    const activated = await activateTwoFactor(database.db, userId, secret, codeAt(secret, T0), T0);
    if (!activated.ok) throw new Error(activated.reason);
    const [first] = activated.recoveryCodes;
    expect(await redeemSecondFactor(database.db, userId, first!.toLowerCase(), T0)).toEqual({ ok: true, via: "recovery_code", recoveryCodesLeft: 9 });
    expect(await redeemSecondFactor(database.db, userId, first!, T0)).toEqual({ ok: false, reason: "invalid" });
    expect(await recoveryCodesLeft(database.db, userId)).toBe(9);
  });

  it("answers not_active for an account without two-factor", async () => {
    expect(await redeemSecondFactor(database.db, await newAccount(), "123456", T0)).toEqual({ ok: false, reason: "not_active" });
  });
});

describe("regenerateRecoveryCodes and deactivateTwoFactor", () => {
  it("replaces the recovery codes (the old ones stop working) and turns two-factor off only with a code", async () => {
    const userId = await newAccount();
    const secret = newTotpSecret();
    const activated = await activateTwoFactor(database.db, userId, secret, codeAt(secret, T0), T0);
    if (!activated.ok) throw new Error(activated.reason);
    const fresh = await regenerateRecoveryCodes(database.db, userId);
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(activated.recoveryCodes[0]);
    expect(await redeemSecondFactor(database.db, userId, activated.recoveryCodes[0]!, T0)).toEqual({ ok: false, reason: "invalid" });

    expect(await deactivateTwoFactor(database.db, userId, "000000", seconds(60))).toMatchObject({ ok: false });
    expect(await hasTwoFactor(database.db, userId)).toBe(true);
    expect(await deactivateTwoFactor(database.db, userId, codeAt(secret, seconds(60)), seconds(60))).toMatchObject({ ok: true });
    expect(await hasTwoFactor(database.db, userId)).toBe(false);
    expect(await regenerateRecoveryCodes(database.db, userId)).toBeNull();
  });
});

describe("activateTwoFactorWithSecret and normalisedSecret", () => {
  it("reads a secret as an owner pastes it, refuses a short or foreign one, and turns two-factor on with it", async () => {
    expect(normalisedSecret("jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp==")).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
    expect(normalisedSecret("JBSWY3DPEHPK3PXP")).toBeNull();
    expect(normalisedSecret("0000 1111 8888 9999 0000 1111 8888")).toBeNull();
    const userId = await newAccount();
    const secret = newTotpSecret();
    expect(await activateTwoFactorWithSecret(database.db, userId, secret)).toHaveLength(10);
    expect(await redeemSecondFactor(database.db, userId, codeAt(secret, T0), T0)).toMatchObject({ ok: true, via: "code" });
  });
});
