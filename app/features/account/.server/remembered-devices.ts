import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { rememberedDevices } from "../../../../db/schema";
import { login as loginConstants } from "../../../lib/constants";
import type { RequestContext } from "../../../platform/.server/context";
import { parseCookies, serializeCookie } from "../../../platform/.server/cookies";
import type { Db } from "../../../platform/.server/db";

/**
 * "Remember for 30 days" after a two-factor sign-in (spec §9): Wordfence's `wfls-remembered-{id}`
 * cookie, which lets this browser skip the code prompt for that account. The cookie carries a
 * random token; only its SHA-256 is stored, so a leaked table remembers no browser.
 */
export const REMEMBER_DEVICE_MS = loginConstants.remember_device_days * 24 * 3_600_000;

export const rememberedDeviceCookie = (userId: number) => `wfls-remembered-${userId}`;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

type Remembering = Pick<RequestContext, "db" | "now" | "setCookie" | "site">;

/** Remembers this browser for the account: a row, and the cookie that names it. */
export async function rememberDevice(context: Remembering, userId: number): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const createdAt = context.now();
  const expiresAt = new Date(createdAt.getTime() + REMEMBER_DEVICE_MS);
  await context.db.insert(rememberedDevices).values({ id: hashOf(token), userId, createdAt, expiresAt });
  context.setCookie(
    serializeCookie(rememberedDeviceCookie(userId), token, { expires: expiresAt, httpOnly: true, sameSite: "Lax", secure: context.site.secureCookies }),
  );
}

/** Whether the request's cookies hold a live remembered-device token of the account. */
export async function isRememberedDevice(db: Db, cookieHeader: string | null, userId: number, now: Date): Promise<boolean> {
  const token = parseCookies(cookieHeader).get(rememberedDeviceCookie(userId));
  if (!token || !/^[\w-]{43}$/.test(token)) return false;
  const [row] = await db
    .select({ id: rememberedDevices.id })
    .from(rememberedDevices)
    .where(and(eq(rememberedDevices.id, hashOf(token)), eq(rememberedDevices.userId, userId), gt(rememberedDevices.expiresAt, now)));
  return row !== undefined;
}

/** Run by the hourly purge (server/hourly-purge.ts): remembered devices past their 30 days. */
export async function purgeExpiredDevices(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(rememberedDevices).where(lt(rememberedDevices.expiresAt, now)).returning({ id: rememberedDevices.id });
  return gone.length;
}
