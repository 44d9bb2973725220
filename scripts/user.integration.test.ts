import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { newTotpSecret, totpAt, totpStep } from "../app/features/account/.server/totp";
import { redeemSecondFactor } from "../app/features/account/.server/two-factor";
import { verifyPassword } from "../app/features/account/.server/passwords";
import { type Database, openDatabase } from "../app/platform/.server/db";
import { users } from "../db/schema";
import { adminUrl, databaseUrlFor } from "../tests/support/postgres";

const ROOT = path.resolve(import.meta.dirname, "..");
const source = inject("testDatabase");

/** The command line's database: a PGlite directory of its own, or a fresh PostgreSQL database. */
let dataDir: string;
let databaseUrl: string | undefined;
let drop = async () => {};
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "user-cli-"));
  if (source.kind === "postgres") {
    const name = `${source.run}_user_cli_${process.pid}`;
    const admin = await adminUrl(source.url);
    await admin.query(`CREATE DATABASE "${name}"`);
    databaseUrl = databaseUrlFor(source.url, name);
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  }
});
afterAll(async () => {
  await drop();
  await rm(dataDir, { recursive: true, force: true });
});

function userCli(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    // The parent's DATABASE_URL (a test run on PostgreSQL) is not the command's: it gets its own.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "DATABASE_URL"));
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/user.ts", ...args, "--data-dir", dataDir], { cwd: ROOT, env });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, out, err }));
  });
}

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(databaseUrl ? { kind: "postgres", url: databaseUrl, poolSize: 1 } : { kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

describe("npm run user", () => {
  it("creates an owner with two-factor, lists, resets a password and turns two-factor off", { timeout: 120_000 }, async () => {
    const secret = newTotpSecret();
    const created = await userCli("create", "--email", "chu@cuahang.vn", "--role", "administrator", "--name", "Chủ cửa hàng", "--totp-secret", secret.toLowerCase());
    expect(created.err).toBe("");
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/^Đã tạo tài khoản #\d+ chu <chu@cuahang\.vn> \(administrator\)\.\nMật khẩu \(chỉ hiện một lần\): ([\w-]{24})\n/);
    const password = /Mật khẩu \(chỉ hiện một lần\): ([\w-]{24})/.exec(created.out)![1]!;
    await withDatabase(async ({ db }) => {
      const [row] = await db.select().from(users).where(eq(users.email, "chu@cuahang.vn"));
      expect(row).toMatchObject({ login: "chu", displayName: "Chủ cửa hàng", roles: ["administrator"] });
      expect(await verifyPassword(password, row!.passwordHash!)).toEqual({ ok: true, needsRehash: false });
      expect(await redeemSecondFactor(db, row!.id, totpAt(secret, totpStep(new Date())), new Date())).toMatchObject({ ok: true });
    });

    const list = await userCli("list");
    expect(list.out).toMatch(/^#\d+\tchu\tchu@cuahang\.vn\tadministrator\t2FA\tChủ cửa hàng$/m);

    const reset = await userCli("reset-password", "--login", "chu", "--password", "mot-mat-khau-moi");
    expect(reset.code).toBe(0);
    await withDatabase(async ({ db }) => {
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.login, "chu"));
      expect((await verifyPassword("mot-mat-khau-moi", row!.hash!)).ok).toBe(true);
    });

    expect((await userCli("disable-2fa", "--email", "CHU@cuahang.vn")).out).toBe("Đã tắt bảo mật hai lớp của chu.\n");
    expect((await userCli("list")).out).toMatch(/^#\d+\tchu\tchu@cuahang\.vn\tadministrator\t-\tChủ cửa hàng$/m);
  });

  it("says what is wrong with a command, and changes nothing", { timeout: 60_000 }, async () => {
    const taken = await userCli("create", "--email", "chu@cuahang.vn", "--role", "customer");
    expect(taken.code).toBe(1);
    expect(taken.err).toContain("Lỗi: đã có tài khoản dùng e-mail này");
    const badRole = await userCli("create", "--email", "khac@cuahang.vn", "--role", "vua");
    expect(badRole.err).toContain("--role phải là customer, shop_manager, editor hoặc administrator");
    const badSecret = await userCli("create", "--email", "khac@cuahang.vn", "--totp-secret", "ngan");
    expect(badSecret.err).toContain("--totp-secret phải là khóa base32");
    expect((await userCli("disable-2fa", "--login", "khong-ai")).err).toContain('không có tài khoản "khong-ai"');
    expect((await userCli("list")).out).not.toContain("khac@cuahang.vn");
  });
});
