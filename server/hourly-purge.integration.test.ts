import { randomUUID } from "node:crypto";
import { access, mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactForms, contactSubmissions, rememberedDevices } from "../db/schema";
import { hashPassword } from "../app/features/account/.server/passwords";
import { createAccount } from "../app/features/account/.server/users";
import type { Database } from "../app/platform/.server/db";
import { CONTACT_UPLOADS_DIR } from "../tests/support/context";
import { cloneSeededDatabase } from "../tests/support/db";
import { testUploads } from "../tests/support/uploads";
import { purgeExpiredRows } from "./hourly-purge";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const NOW = new Date(Date.UTC(2027, 2, 1, 8, 0, 0));
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe("the hourly purge", () => {
  it("deletes remembered devices past their 30 days and keeps the live ones", async () => {
    const created = await createAccount(database.db, { email: "nho-thiet-bi@example.vn", passwordHash: await hashPassword("mat-khau-123"), roles: ["customer"] });
    if (!created.ok) throw new Error(created.error);
    const userId = created.account.id;
    const DAY = 24 * 3_600_000;
    await database.db.insert(rememberedDevices).values([
      { id: "het-han-hom-qua", userId, createdAt: at(-31 * DAY), expiresAt: at(-DAY) },
      { id: "het-han-vua-xong", userId, createdAt: at(-30 * DAY - 1), expiresAt: at(-1) },
      { id: "con-mot-giay", userId, createdAt: at(-30 * DAY + 1_000), expiresAt: at(1_000) },
      { id: "con-29-ngay", userId, createdAt: at(-DAY), expiresAt: at(29 * DAY) },
    ]);

    await purgeExpiredRows(database, () => NOW, { contactUploads: { dir: CONTACT_UPLOADS_DIR, keepMs: 30 * DAY }, uploads: testUploads() });

    const left = await database.db
      .select({ id: rememberedDevices.id })
      .from(rememberedDevices)
      .where(inArray(rememberedDevices.userId, [userId]))
      .orderBy(rememberedDevices.id);
    expect(left.map((d) => d.id)).toEqual(["con-29-ngay", "con-mot-giay"]);
  });
});

describe("the hourly purge of contact form uploads", () => {
  it("deletes the files of messages older than the kept days and marks them gone, keeping newer ones", async () => {
    const DAY = 24 * 3_600_000;
    const [form] = await database.db.select({ id: contactForms.id }).from(contactForms).limit(1);
    await mkdir(CONTACT_UPLOADS_DIR, { recursive: true });
    const upload = async (storedAs: string, createdAt: Date) => {
      await writeFile(path.join(CONTACT_UPLOADS_DIR, storedAs), "ảnh");
      const [row] = await database.db
        .insert(contactSubmissions)
        .values({
          formId: form!.id,
          fields: { "order-design": "logo.png" },
          files: [{ field: "order-design", name: "logo.png", size: 4, type: "image/png", storedAs }],
          status: "mail_sent",
          postedDataHash: "0123456789abcdef0123456789abcdef",
          createdAt,
        })
        .returning({ id: contactSubmissions.id });
      return row!.id;
    };
    const old = await upload(randomUUID(), at(-31 * DAY));
    const recent = await upload(randomUUID(), at(-29 * DAY));

    await purgeExpiredRows(database, () => NOW, { contactUploads: { dir: CONTACT_UPLOADS_DIR, keepMs: 30 * DAY }, uploads: testUploads() });

    const rows = await database.db
      .select({ id: contactSubmissions.id, purged: contactSubmissions.filesPurgedAt, files: contactSubmissions.files })
      .from(contactSubmissions)
      .where(inArray(contactSubmissions.id, [old, recent]))
      .orderBy(contactSubmissions.id);
    expect(rows.map((r) => r.purged !== null)).toEqual([true, false]);
    const exists = (storedAs: string) => access(path.join(CONTACT_UPLOADS_DIR, storedAs)).then(() => true, () => false);
    expect(await exists(rows[0]!.files[0]!.storedAs)).toBe(false);
    expect(await exists(rows[1]!.files[0]!.storedAs)).toBe(true);
  });
});

describe("the hourly purge of the incoming folder", () => {
  it("deletes the files a request left there more than an hour ago, and keeps those of requests under way", async () => {
    const uploads = testUploads();
    await mkdir(uploads.incomingDir, { recursive: true });
    const leftBehind = randomUUID();
    const underWay = randomUUID();
    for (const [name, age] of [[leftBehind, 61 * 60_000], [underWay, 30 * 60_000]] as const) {
      await writeFile(path.join(uploads.incomingDir, name), "tệp");
      await utimes(path.join(uploads.incomingDir, name), at(-age), at(-age));
    }

    await purgeExpiredRows(database, () => NOW, { contactUploads: { dir: CONTACT_UPLOADS_DIR, keepMs: 30 * 24 * 3_600_000 }, uploads });

    const left = await readdir(uploads.incomingDir);
    expect(left).toContain(underWay);
    expect(left).not.toContain(leftBehind);
  });
});
