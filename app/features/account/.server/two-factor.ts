import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { userTwoFactor } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import { hashRecoveryCode, newRecoveryCodes, redeemRecoveryCode } from "./recovery-codes";
import { base32Decode, base32Encode, checkTotp } from "./totp";
import { removeTwoFactor } from "./users";

/**
 * An account's two-factor sign-in (`user_two_factor`): the TOTP secret, the step of the last code
 * accepted (each 30-second code is taken once) and the hashes of its unused recovery codes. A row
 * exists only while two-factor is on: it is written when a code confirms the secret.
 */
type TwoFactorRow = { secret: string; lastUsedStep: number | null; recoveryCodes: string[] };

async function rowOf(db: Db, userId: number): Promise<TwoFactorRow | null> {
  const [row] = await db
    .select({ secret: userTwoFactor.secret, lastUsedStep: userTwoFactor.lastUsedStep, recoveryCodes: userTwoFactor.recoveryCodes })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), eq(userTwoFactor.enabled, true)));
  return row ?? null;
}

export async function hasTwoFactor(db: Db, userId: number): Promise<boolean> {
  return (await rowOf(db, userId)) !== null;
}

/** How many recovery codes the account has left, or null when two-factor is off. */
export async function recoveryCodesLeft(db: Db, userId: number): Promise<number | null> {
  return (await rowOf(db, userId))?.recoveryCodes.length ?? null;
}

/** A secret an owner typed or pasted (any case, spaces and `=` padding allowed), or null when it is not one. */
export function normalisedSecret(text: string): string | null {
  const compact = text.replace(/[\s=]/g, "").toUpperCase();
  if (!/^[A-Z2-7]+$/.test(compact)) return null;
  const bytes = base32Decode(compact);
  // RFC 4226 asks for at least 128 bits; apps make 160.
  return bytes.length >= 16 ? base32Encode(bytes) : null;
}

export type Activation = { ok: true; recoveryCodes: string[] } | { ok: false; reason: "invalid_code" | "already_active" };

/**
 * Turns two-factor on with `secret` once `code` proves the shopper's app holds it (the setup page
 * shows the secret; the code is typed from the app). Answers ten recovery codes, shown once; only
 * their hashes are kept. The confirming code counts as used.
 */
export async function activateTwoFactor(db: Db, userId: number, secret: string, code: string, now: Date): Promise<Activation> {
  const check = checkTotp(secret, code, now, null);
  if (!check.ok) return { ok: false, reason: "invalid_code" };
  const { codes, hashes } = newRecoveryCodes();
  const written = await db
    .insert(userTwoFactor)
    .values({ userId, secret, enabled: true, recoveryCodes: hashes, lastUsedStep: check.step, createdAt: now })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secret, enabled: true, recoveryCodes: hashes, lastUsedStep: check.step, createdAt: now },
      // A row left switched off is replaced; an active one is kept (turn it off first).
      setWhere: eq(userTwoFactor.enabled, false),
    })
    .returning({ userId: userTwoFactor.userId });
  return written.length > 0 ? { ok: true, recoveryCodes: codes } : { ok: false, reason: "already_active" };
}

/**
 * For the owner's command line (`npm run user -- create --totp-secret`): turns two-factor on with
 * a secret the owner's app already holds, without a code; answers the recovery codes.
 */
export async function activateTwoFactorWithSecret(db: Db, userId: number, secret: string): Promise<string[]> {
  const { codes, hashes } = newRecoveryCodes();
  await db
    .insert(userTwoFactor)
    .values({ userId, secret, enabled: true, recoveryCodes: hashes })
    .onConflictDoUpdate({ target: userTwoFactor.userId, set: { secret, enabled: true, recoveryCodes: hashes, lastUsedStep: null } });
  return codes;
}

export type SecondFactor = { ok: true; via: "code" | "recovery_code"; recoveryCodesLeft: number } | { ok: false; reason: "invalid" | "replayed" | "not_active" };

/**
 * Checks a code typed at sign-in (or to turn two-factor off): a 6-digit code from the app, taken
 * once per 30-second window, or a recovery code, taken once. Each is taken in one conditional
 * update, so two requests racing with the same code cannot both pass.
 */
export async function redeemSecondFactor(db: Db, userId: number, typed: string, now: Date): Promise<SecondFactor> {
  const row = await rowOf(db, userId);
  if (!row) return { ok: false, reason: "not_active" };
  const totp = checkTotp(row.secret, typed, now, row.lastUsedStep);
  if (totp.ok) {
    const taken = await db
      .update(userTwoFactor)
      .set({ lastUsedStep: totp.step })
      .where(and(eq(userTwoFactor.userId, userId), or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, totp.step))))
      .returning({ userId: userTwoFactor.userId });
    return taken.length > 0 ? { ok: true, via: "code", recoveryCodesLeft: row.recoveryCodes.length } : { ok: false, reason: "replayed" };
  }
  if (totp.reason === "replayed") return { ok: false, reason: "replayed" };
  const recovery = redeemRecoveryCode(typed, row.recoveryCodes);
  if (!recovery.ok) return { ok: false, reason: "invalid" };
  const used = hashRecoveryCode(typed);
  const [taken] = await db
    .update(userTwoFactor)
    .set({ recoveryCodes: sql`array_remove(${userTwoFactor.recoveryCodes}, ${used})` })
    .where(and(eq(userTwoFactor.userId, userId), sql`${used} = any(${userTwoFactor.recoveryCodes})`))
    .returning({ left: sql<number>`cardinality(${userTwoFactor.recoveryCodes})` });
  return taken ? { ok: true, via: "recovery_code", recoveryCodesLeft: taken.left } : { ok: false, reason: "replayed" };
}

/** A new set of ten recovery codes replacing the old ones (which stop working); null when two-factor is off. */
export async function regenerateRecoveryCodes(db: Db, userId: number): Promise<string[] | null> {
  const { codes, hashes } = newRecoveryCodes();
  const written = await db
    .update(userTwoFactor)
    .set({ recoveryCodes: hashes })
    .where(and(eq(userTwoFactor.userId, userId), eq(userTwoFactor.enabled, true)))
    .returning({ userId: userTwoFactor.userId });
  return written.length > 0 ? codes : null;
}

/** Turns two-factor off once a code (or a recovery code) proves it is the account's owner asking. */
export async function deactivateTwoFactor(db: Db, userId: number, typed: string, now: Date): Promise<SecondFactor> {
  const proof = await redeemSecondFactor(db, userId, typed, now);
  if (proof.ok) await removeTwoFactor(db, userId);
  return proof;
}
