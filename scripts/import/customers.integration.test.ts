import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedAddressesOf } from "../../app/features/account/.server/addresses";
import { readSignInForm, signIn } from "../../app/features/account/.server/sign-in";
import { type Database, queryRows } from "../../app/platform/.server/db";
import { userMeta, users } from "../../db/schema";
import { requestContext, testServices } from "../../tests/support/context";
import { cloneSeededDatabase, setLoginCaptcha } from "../../tests/support/db";
import { importCustomers } from "./customers";

const CSV = path.join(import.meta.dirname, "fixtures/customers.csv");
const JSON_FILE = path.join(import.meta.dirname, "fixtures/customers.json");

let database: Database;
let work: string;
beforeAll(async () => {
  database = await cloneSeededDatabase();
  await setLoginCaptcha(database, false);
  work = await mkdtemp(path.join(tmpdir(), "customers-import-"));
});
afterAll(async () => {
  await database.close();
  await rm(work, { recursive: true, force: true });
});

const options = (file: string, over: { dryRun?: boolean; continueOnError?: boolean } = {}) => ({ file, dryRun: false, continueOnError: false, ...over });

async function variant(name: string, change: (text: string) => string): Promise<string> {
  const file = path.join(work, name);
  await writeFile(file, change(await readFile(CSV, "utf8")));
  return file;
}

const userCount = async () => (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`))[0]!.n;
const account = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0];

async function signInWith(login: string, password: string) {
  const request = new Request("http://cuahang.test/tai-khoan/", { method: "POST" });
  const context = requestContext(testServices(database.db), request, { clientIp: "192.0.2.77" });
  return signIn(context, request, readSignInForm(new URLSearchParams({ username: login, password })));
}

describe("importing customers", () => {
  it("refuses a file with a bad e-mail, naming its line, and writes nothing; --continue-on-error imports the rest", async () => {
    const file = await variant("bad-email.csv", (text) => text.replace("quang@example.vn", "quang-at-example.vn"));
    const before = await userCount();
    const refused = await importCustomers(database.db, options(file));
    expect(refused.ok).toBe(false);
    expect(refused.summary.problems).toEqual([{ line: 3, reason: "quang-at-example.vn: địa chỉ e-mail không hợp lệ" }]);
    expect(await userCount()).toBe(before);

    const going = await importCustomers(database.db, options(file, { continueOnError: true, dryRun: true }));
    expect(going.ok).toBe(true);
    expect(Object.fromEntries(going.summary.created)).toEqual({ customer: 1 });
    expect(await userCount()).toBe(before);
  });

  it("refuses a malformed CSV line with its number, writing nothing", async () => {
    const file = await variant("unclosed.csv", (text) => text.replace("88 Láng Hạ", '88 "Láng" Hạ'));
    const before = await userCount();
    const refused = await importCustomers(database.db, options(file));
    expect(refused.ok).toBe(false);
    expect(refused.summary.problems).toEqual([{ line: 2, reason: "dấu ngoặc kép giữa một ô không có ngoặc" }]);
    expect(await userCount()).toBe(before);
  });

  it("imports customers with their addresses and WordPress hashes, which then sign in and are upgraded", async () => {
    const { ok, summary } = await importCustomers(database.db, options(CSV));
    expect([ok, Object.fromEntries(summary.created), summary.skippedCount]).toEqual([true, { customer: 2 }, 0]);

    const hoa = (await account("hoa.pham@example.vn"))!;
    expect(hoa).toMatchObject({ login: "hoa.pham", displayName: "Phạm Thị Hoa", roles: ["customer"], passwordHash: "$P$9IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L0" });
    expect(hoa.createdAt.toISOString()).toBe("2023-04-05T02:30:00.000Z");
    expect(await savedAddressesOf(database.db, hoa.id)).toEqual({
      billing: { fullName: "Phạm Thị Hoa", phone: "0901234567", province: "Hà Nội", ward: "Phường Hàng Gai", street: "12 Hàng Bông, ngõ 3", email: "hoa.pham@example.vn" },
      shipping: { fullName: "Phạm Thị Hoa", phone: "0901234567", province: "Hà Nội", ward: "Phường Láng Hạ", street: "88 Láng Hạ", email: "" },
    });
    const [shipping] = await database.db.select({ value: userMeta.value }).from(userMeta).where(sql`${userMeta.userId} = ${hoa.id} and ${userMeta.key} = 'shipping'`);
    expect(shipping!.value).toMatchObject({ company: 'Công ty "Lụa Việt"', country: "VN" });

    const quang = (await account("quang@example.vn"))!;
    expect(quang.displayName).toBe("Anh Quang");
    expect((await savedAddressesOf(database.db, quang.id)).billing?.email).toBe("quang.hoadon@example.vn");

    // The phpass hash signs in, and is replaced by the shop's own.
    expect(await signInWith("hoa.pham", "sai-mat-khau")).toEqual({ kind: "wrong" });
    expect(await signInWith("hoa.pham", "test12345")).toEqual({ kind: "signed_in", userId: hoa.id });
    expect((await account("hoa.pham@example.vn"))!.passwordHash).toMatch(/^\$scrypt\$/);
    // WordPress 6.8's bcrypt too.
    expect(await signInWith("quang@example.vn", "grimoire-test-123")).toEqual({ kind: "signed_in", userId: quang.id });
  });

  it("updates on a second run, never duplicates, and keeps a password already chosen here", async () => {
    const before = await userCount();
    const upgraded = (await account("hoa.pham@example.vn"))!.passwordHash;
    const { ok, summary } = await importCustomers(database.db, options(CSV));
    expect([ok, Object.fromEntries(summary.created), Object.fromEntries(summary.updated)]).toEqual([true, {}, { customer: 2 }]);
    expect(await userCount()).toBe(before);
    expect((await account("hoa.pham@example.vn"))!.passwordHash).toBe(upgraded);
  });

  it("imports WooCommerce's REST answer: accounts without a password, their addresses", async () => {
    const { ok, summary } = await importCustomers(database.db, options(JSON_FILE));
    expect([ok, Object.fromEntries(summary.created)]).toEqual([true, { customer: 1 }]);
    const mai = (await account("mai.nguyen@example.vn"))!;
    expect(mai).toMatchObject({ login: "mai.nguyen", displayName: "Nguyễn Mai", passwordHash: null, roles: ["customer"] });
    expect(mai.createdAt.toISOString()).toBe("2024-05-01T08:00:00.000Z");
    expect(await savedAddressesOf(database.db, mai.id)).toEqual({
      billing: { fullName: "Nguyễn Mai", phone: "0987654321", province: "TP. Hồ Chí Minh", ward: "Phường Sài Gòn", street: "20 Nguyễn Huệ", email: "mai.nguyen@example.vn" },
      shipping: null,
    });
  });
});
