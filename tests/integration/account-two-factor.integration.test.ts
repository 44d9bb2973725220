import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userTwoFactor } from "../../db/schema";
import { hashRecoveryCode } from "../../app/features/account/.server/recovery-codes";
import { otpauthQrSvg } from "../../app/features/account/.server/qr-svg";
import { otpauthUri, totpAt, totpStep } from "../../app/features/account/.server/totp";
import { createAccount } from "../../app/features/account/.server/users";
import type { TwoFactorPage, TwoFactorResult } from "../../app/features/account/two-factor-view";
import { loadSiteChrome } from "../../app/features/site/.server";
import { type Database, queryRows } from "../../app/platform/.server/db";
import * as route from "../../app/routes/account/two-factor";
import { requestContext, signInAs, testServices } from "../support/context";
import { cloneSeededDatabase } from "../support/db";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const SITE = "http://shop.test";
const PAGE = `${SITE}/tai-khoan/two-factor/`;
let now = new Date();
const services = () => testServices(database.db, () => now);
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

let accounts = 0;
async function signedInShopper() {
  const email = `trang-hai-lop-${++accounts}@example.vn`;
  const created = await createAccount(database.db, { email, passwordHash: null, roles: ["customer"] });
  if (!created.ok) throw new Error(created.error);
  return { userId: created.account.id, email, cookie: await signInAs(services(), created.account.id) };
}

async function load(cookie: string | null) {
  const request = new Request(PAGE, { headers: cookie ? { cookie } : {} });
  return (await route.loader({ request, context: requestContext(services(), request), params: {} } as never)) as { page: TwoFactorPage };
}

type Answer = { data: TwoFactorResult; init: { status?: number } | null } | Response;

async function post(cookie: string, fields: Record<string, string>): Promise<Answer> {
  const request = new Request(PAGE, {
    method: "POST",
    headers: { cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return (await route.action({ request, context: requestContext(services(), request), params: {} } as never)) as Answer;
}

const dataOf = (answer: Answer) => {
  if (answer instanceof Response) throw new Error(`answered ${answer.status} ${answer.headers.get("location")}`);
  return { result: answer.data, status: answer.init?.status ?? 200 };
};

async function offPage(cookie: string) {
  const { page } = await load(cookie);
  if (page.state !== "off") throw new Error("two-factor is on");
  return page;
}

const codeNow = (secret: string) => totpAt(secret, totpStep(now));
/** A 6-digit code that is none of the accepted window's. */
function wrongCode(secret: string) {
  const step = totpStep(now);
  const taken = new Set([totpAt(secret, step - 1), totpAt(secret, step), totpAt(secret, step + 1)]);
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, "0");
    if (!taken.has(candidate)) return candidate;
  }
}

const twoFactorRow = async (userId: number) => (await database.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)))[0] ?? null;

async function turnOn(cookie: string) {
  const page = await offPage(cookie);
  const answer = await post(cookie, { intent: "activate", _wpnonce: page.nonce, secret: page.setup.secret, code: codeNow(page.setup.secret) });
  const { result } = dataOf(answer);
  if (result.kind !== "codes") throw new Error(result.kind);
  return { secret: page.setup.secret, codes: result.recoveryCodes };
}

describe("the two-factor page", () => {
  it("sends a guest to the sign-in form, with the way back", async () => {
    const thrown = await load(null).then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe(`/tai-khoan/?redirect_to=${encodeURIComponent("/tai-khoan/two-factor/")}`);
  });

  it("is kept by no cache", () => {
    expect(route.headers()).toEqual({ "Cache-Control": "no-store, private" });
  });

  it("shows a new secret each time while off, as text and as the QR code of its otpauth URI, and stores none", async () => {
    const { userId, email, cookie } = await signedInShopper();
    const first = await offPage(cookie);
    const second = await offPage(cookie);
    expect(first.setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(second.setup.secret).not.toBe(first.setup.secret);
    expect(first.setup.secretGroups).toBe(first.setup.secret.match(/.{4}/g)!.join(" "));
    // The QR code is the otpauth URI of the shop's name, the account's e-mail and the shown secret.
    const { blogname } = (await loadSiteChrome(database.db)).options;
    expect(first.setup.qrSvg).toBe(await otpauthQrSvg(otpauthUri({ issuer: blogname, account: email, secret: first.setup.secret })));
    expect(first.setup.qrSvg).toMatch(/^<svg role="img" aria-label="Mã QR thiết lập xác thực hai lớp/);
    expect(await twoFactorRow(userId)).toBeNull();
  });

  it("keeps the same secret after a wrong code, answering the error beside the field and storing nothing", async () => {
    const { userId, cookie } = await signedInShopper();
    const page = await offPage(cookie);
    const { result, status } = dataOf(await post(cookie, { intent: "activate", _wpnonce: page.nonce, secret: page.setup.secret, code: wrongCode(page.setup.secret) }));
    expect(status).toBe(400);
    expect(result).toMatchObject({ kind: "activate_failed", error: "Mã xác thực không đúng hoặc đã hết hạn. Vui lòng nhập mã đang hiển thị trong ứng dụng." });
    expect(result.kind === "activate_failed" && result.setup.secret).toBe(page.setup.secret);
    expect(await twoFactorRow(userId)).toBeNull();

    // The same secret, typed in the app before the mistake, still turns it on.
    const again = dataOf(await post(cookie, { intent: "activate", _wpnonce: page.nonce, secret: page.setup.secret, code: codeNow(page.setup.secret) }));
    expect(again.result.kind).toBe("codes");
    expect((await twoFactorRow(userId))?.secret).toBe(page.setup.secret);
  });

  it("refuses a form without this session's nonce and changes nothing", async () => {
    const { userId, cookie } = await signedInShopper();
    const page = await offPage(cookie);
    const otherSession = await signInAs(services(), userId);
    const { nonce: foreignNonce } = await offPage(otherSession);
    for (const nonce of ["", "0123456789", foreignNonce]) {
      const { result, status } = dataOf(await post(cookie, { intent: "activate", _wpnonce: nonce, secret: page.setup.secret, code: codeNow(page.setup.secret) }));
      expect(status).toBe(403);
      expect(result).toEqual({ kind: "refused", setup: { ...page.setup, qrSvg: expect.any(String) } });
    }
    expect(await twoFactorRow(userId)).toBeNull();
  });

  it("turns on with a code computed from the shown secret: ten recovery codes shown once, only their hashes kept", async () => {
    const { userId, cookie } = await signedInShopper();
    const { secret, codes } = await turnOn(cookie);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    const row = await twoFactorRow(userId);
    expect(row).toMatchObject({ secret, enabled: true, lastUsedStep: totpStep(now), recoveryCodes: codes.map(hashRecoveryCode) });

    const { page } = await load(cookie);
    expect(page).toEqual({ nonce: expect.any(String), state: "on", recoveryCodesLeft: 10 });
  });

  it("makes new recovery codes on request, the old ones no longer counted", async () => {
    const { userId, cookie } = await signedInShopper();
    const { codes: old } = await turnOn(cookie);
    const { page } = await load(cookie);
    const { result, status } = dataOf(await post(cookie, { intent: "regenerate", _wpnonce: page.nonce }));
    expect(status).toBe(200);
    if (result.kind !== "codes") throw new Error(result.kind);
    expect(result.done).toBe("regenerated");
    expect(result.recoveryCodes).toHaveLength(10);
    expect(result.recoveryCodes.filter((c) => old.includes(c))).toEqual([]);
    expect((await twoFactorRow(userId))?.recoveryCodes).toEqual(result.recoveryCodes.map(hashRecoveryCode));

    // Without the nonce, no new codes.
    const refused = dataOf(await post(cookie, { intent: "regenerate", _wpnonce: "x" }));
    expect(refused.status).toBe(403);
    expect((await twoFactorRow(userId))?.recoveryCodes).toEqual(result.recoveryCodes.map(hashRecoveryCode));
  });

  it("turns off only with a right code, and a wrong one counts as a failed login", async () => {
    const { userId, cookie } = await signedInShopper();
    const { secret } = await turnOn(cookie);
    const { page } = await load(cookie);
    later(60);

    const wrong = dataOf(await post(cookie, { intent: "deactivate", _wpnonce: page.nonce, code: wrongCode(secret) }));
    expect(wrong.status).toBe(400);
    expect(wrong.result).toEqual({ kind: "deactivate_failed", error: "Mã xác thực hoặc mã khôi phục không đúng, đã hết hạn hoặc đã được dùng." });
    expect(await twoFactorRow(userId)).not.toBeNull();
    const [user] = await queryRows<{ login: string }>(database.db, sql`select login from users where id = ${userId}`);
    const failures = await queryRows<{ n: number }>(
      database.db,
      sql`select cardinality(failed_at)::int as n from login_failures where kind = 'login' and scope = 'login' and subject = ${user!.login.toLowerCase()}`,
    );
    expect(failures).toEqual([{ n: 1 }]);

    const refused = dataOf(await post(cookie, { intent: "deactivate", _wpnonce: "", code: codeNow(secret) }));
    expect(refused.status).toBe(403);
    expect(await twoFactorRow(userId)).not.toBeNull();

    const answer = await post(cookie, { intent: "deactivate", _wpnonce: page.nonce, code: codeNow(secret) });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get("location")).toBe("/tai-khoan/two-factor/");
    expect(await twoFactorRow(userId)).toBeNull();
    expect((await load(cookie)).page.state).toBe("off");
  });

  it("turns off with a recovery code too", async () => {
    const { userId, cookie } = await signedInShopper();
    const { codes } = await turnOn(cookie);
    const { page } = await load(cookie);
    const answer = await post(cookie, { intent: "deactivate", _wpnonce: page.nonce, code: codes[3]!.toUpperCase() });
    expect((answer as Response).status).toBe(303);
    expect(await twoFactorRow(userId)).toBeNull();
  });
});
