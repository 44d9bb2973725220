import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rememberedDevices, sessions, userTwoFactor, users } from "../../../../db/schema";
import { requestContext, signInAs, testServices } from "../../../../tests/support/context";
import { cloneSeededDatabase } from "../../../../tests/support/db";
import { type Database, queryRows } from "../../../platform/.server/db";
import { signedInAccount } from "./current-account";
import { deleteStaffCustomer, updateStaffCustomer } from "./staff-customer-changes";
import { accountById, accountForSignIn, createAccount, loginFromEmail, removeTwoFactor, setPasswordHash } from "./users";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const services = () => testServices(database.db);

describe("accountForSignIn", () => {
  it("finds an account by login or by e-mail, whatever the case, and nothing for a blank or unknown name", async () => {
    const admin = await accountForSignIn(database.db, "quantri");
    expect(admin).toMatchObject({ login: "quantri", email: "quantri@cuahang.vn", roles: ["administrator"] });
    expect((await accountForSignIn(database.db, "  QuanTri "))?.id).toBe(admin!.id);
    expect((await accountForSignIn(database.db, "QUANTRI@cuahang.vn"))?.id).toBe(admin!.id);
    expect(await accountForSignIn(database.db, "")).toBeNull();
    expect(await accountForSignIn(database.db, "khong-co-ai")).toBeNull();
  });
});

describe("createAccount", () => {
  it("makes a login from the e-mail, numbered while it is taken, and stores the account", async () => {
    const first = await createAccount(database.db, { email: "Lan.Anh+shop@example.vn", passwordHash: null, roles: ["customer"] });
    const second = await createAccount(database.db, { email: "lan.anhshop@example.com", passwordHash: null, roles: ["customer"] });
    expect(first).toMatchObject({ ok: true, account: { login: "Lan.Anhshop", displayName: "Lan.Anhshop", roles: ["customer"] } });
    expect(second).toMatchObject({ ok: true, account: { login: "lan.anhshop2" } });
    const [row] = await database.db.select().from(users).where(eq(users.email, "lan.anhshop@example.com"));
    expect(row).toMatchObject({ login: "lan.anhshop2", passwordHash: null, roles: ["customer"] });
  });

  it("refuses a bad or taken e-mail and a bad or taken login, writing nothing", async () => {
    const count = async () => (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`))[0]!.n;
    const before = await count();
    expect(await createAccount(database.db, { email: "khong-phai-email", passwordHash: null, roles: ["customer"] })).toEqual({ ok: false, error: "email_invalid" });
    expect(await createAccount(database.db, { email: "QUANTRI@cuahang.vn", passwordHash: null, roles: ["customer"] })).toEqual({ ok: false, error: "email_taken" });
    expect(await createAccount(database.db, { email: "moi@example.vn", login: "ai<script>", passwordHash: null, roles: ["customer"] })).toEqual({ ok: false, error: "login_invalid" });
    expect(await createAccount(database.db, { email: "moi@example.vn", login: "QuanTri", passwordHash: null, roles: ["customer"] })).toEqual({ ok: false, error: "login_taken" });
    expect(await count()).toBe(before);
  });

  it("keeps Vietnamese letters of the e-mail's name and falls back when none is left", () => {
    expect(loginFromEmail("thu.hà@example.vn")).toBe("thu.hà");
    expect(loginFromEmail("+++@example.vn")).toBe("khachhang");
  });
});

describe("accountById", () => {
  it("shows a staff member's change of the account, and its deletion, on the account's next read", async () => {
    const created = await createAccount(database.db, { email: "doiten@example.vn", passwordHash: null, roles: ["customer"] });
    if (!created.ok) throw new Error(created.error);
    const { id } = created.account;
    const staff = (await accountForSignIn(database.db, "quantri"))!;
    expect(await accountById(database.db, id)).toMatchObject({ displayName: "doiten", email: "doiten@example.vn" });
    expect(await updateStaffCustomer(database.db, id, { email: "doiten.moi@example.vn", firstName: "Trang", lastName: "Nguyễn" }, staff)).toMatchObject({ ok: true });
    expect(await accountById(database.db, id)).toMatchObject({ displayName: "Nguyễn Trang", email: "doiten.moi@example.vn" });
    expect(await deleteStaffCustomer(database.db, id, staff)).toMatchObject({ ok: true });
    expect(await accountById(database.db, id)).toBeNull();
  });
});

describe("setPasswordHash", () => {
  it("ends the account's other sessions, which no longer sign anyone in, and keeps the one asked", async () => {
    const created = await createAccount(database.db, { email: "doimatkhau@example.vn", passwordHash: "$scrypt$old", roles: ["customer"] });
    if (!created.ok) throw new Error(created.error);
    const userId = created.account.id;
    const here = await signInAs(services(), userId);
    const elsewhere = await signInAs(services(), userId);
    const hereId = (await requestContext(services(), new Request("http://shop.test", { headers: { cookie: here } })).session.current())!.id;
    // Both sessions read once, so a cached copy would answer if the change forgot it.
    expect(await signedInAccount(requestContext(services(), new Request("http://shop.test", { headers: { cookie: elsewhere } })))).toMatchObject({ id: userId });

    await setPasswordHash(database.db, userId, "$scrypt$new", { endSessionsExcept: hereId });

    expect((await database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]?.hash).toBe("$scrypt$new");
    expect(await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).toEqual([{ id: hereId }]);
    expect(await signedInAccount(requestContext(services(), new Request("http://shop.test", { headers: { cookie: elsewhere } })))).toBeNull();
    expect(await signedInAccount(requestContext(services(), new Request("http://shop.test", { headers: { cookie: here } })))).toMatchObject({ id: userId });
  });
});

describe("removeTwoFactor", () => {
  it("deletes the account's two-factor secret and its remembered devices, and says whether there was one", async () => {
    const created = await createAccount(database.db, { email: "tat2fa@example.vn", passwordHash: null, roles: ["shop_manager"] });
    if (!created.ok) throw new Error(created.error);
    const userId = created.account.id;
    await database.db.insert(userTwoFactor).values({ userId, secret: "JBSWY3DPEHPK3PXP", enabled: true });
    await database.db.insert(rememberedDevices).values({ id: "a".repeat(64), userId, expiresAt: new Date(Date.now() + 86_400_000) });
    expect(await removeTwoFactor(database.db, userId)).toBe(true);
    expect(await database.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId))).toEqual([]);
    expect(await database.db.select().from(rememberedDevices).where(eq(rememberedDevices.userId, userId))).toEqual([]);
    expect(await removeTwoFactor(database.db, userId)).toBe(false);
  });
});
