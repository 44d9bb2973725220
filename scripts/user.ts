/**
 * `npm run user -- <command>`: the shop's accounts from the command line, for the owner (the
 * first administrator, a locked-out owner's way back in). On the embedded database the shop must
 * be stopped first (one process per data directory); on PostgreSQL it may run.
 *
 *   create --email E --role customer|shop_manager|editor|administrator [--login L] [--name N] [--password P] [--totp-secret BASE32]
 *   list
 *   reset-password (--email E | --login L) [--password P]
 *   disable-2fa (--email E | --login L)
 *   app-password (--email E | --login L) --name N
 *   api-key (--email E | --login L) --description D [--permissions read|write|read_write]
 *
 * A password not given is made up and printed once; so is an application password (WP-CLI's
 * `wp user application-password create`), for an integration's HTTP Basic on the REST API, and a
 * WooCommerce API key's consumer key and secret (decision 032).
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { createApplicationPassword } from "../app/features/account/.server/application-passwords";
import { createApiKey } from "../app/features/account/.server/api-keys";
import { hashPassword } from "../app/features/account/.server/passwords";
import { activateTwoFactorWithSecret, normalisedSecret } from "../app/features/account/.server/two-factor";
import { accountForSignIn, createAccount, listAccounts, removeTwoFactor, setPasswordHash } from "../app/features/account/.server/users";
import { openDatabase, type Db } from "../app/platform/.server/db";

const USAGE = `Cách dùng:
  npm run user -- create --email E --role customer|shop_manager|editor|administrator [--login L] [--name "Tên"] [--password P] [--totp-secret BASE32]
  npm run user -- list
  npm run user -- reset-password (--email E | --login L) [--password P]
  npm run user -- disable-2fa (--email E | --login L)
  npm run user -- app-password (--email E | --login L) --name "Tên ứng dụng"
  npm run user -- api-key (--email E | --login L) --description "Mô tả" [--permissions read|write|read_write]`;

/** A mistake in the command line: said without a stack trace. */
class UsageError extends Error {}

const Role = z.enum(["customer", "shop_manager", "editor", "administrator"], { error: "--role phải là customer, shop_manager, editor hoặc administrator" });
const Password = z.string().min(8, { error: "mật khẩu cần ít nhất 8 ký tự" }).max(4096);

/** 18 random bytes: 24 characters a person can copy, ~144 bits. */
const madeUpPassword = () => randomBytes(18).toString("base64url");

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        email: { type: "string" },
        login: { type: "string" },
        name: { type: "string" },
        description: { type: "string" },
        permissions: { type: "string" },
        role: { type: "string" },
        password: { type: "string" },
        "totp-secret": { type: "string" },
        "data-dir": { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function named(db: Db, o: { email?: string; login?: string }) {
  const name = o.email ?? o.login;
  if (!name) throw new UsageError("cần --email hoặc --login");
  const account = await accountForSignIn(db, name);
  if (!account) throw new UsageError(`không có tài khoản "${name}"`);
  return account;
}

async function run(db: Db, command: string | undefined, o: ReturnType<typeof parse>["values"]): Promise<void> {
  switch (command) {
    case "create": {
      if (!o.email) throw new UsageError("cần --email");
      const role = Role.parse(o.role ?? "customer");
      const password = Password.parse(o.password ?? madeUpPassword());
      const secret = o["totp-secret"] === undefined ? null : normalisedSecret(o["totp-secret"]);
      if (o["totp-secret"] !== undefined && secret === null) throw new UsageError("--totp-secret phải là khóa base32 (A–Z, 2–7) dài ít nhất 26 ký tự");
      const created = await createAccount(db, { email: o.email, login: o.login, displayName: o.name, passwordHash: await hashPassword(password), roles: [role] });
      if (!created.ok) throw new UsageError(CREATE_ERRORS[created.error]);
      const recoveryCodes = secret ? await activateTwoFactorWithSecret(db, created.account.id, secret) : null;
      console.log(`Đã tạo tài khoản #${created.account.id} ${created.account.login} <${created.account.email}> (${role}).`);
      if (!o.password) console.log(`Mật khẩu (chỉ hiện một lần): ${password}`);
      if (recoveryCodes) console.log(`Bảo mật hai lớp: đã bật với khóa đã cho. Mã khôi phục (mỗi mã dùng một lần, chỉ hiện một lần):\n  ${recoveryCodes.join("\n  ")}`);
      return;
    }
    case "list": {
      for (const a of await listAccounts(db)) {
        console.log(`#${a.id}\t${a.login}\t${a.email}\t${a.roles.join(",")}\t${a.twoFactor ? "2FA" : "-"}\t${a.displayName}`);
      }
      return;
    }
    case "reset-password": {
      const account = await named(db, o);
      const password = Password.parse(o.password ?? madeUpPassword());
      // Whoever signed in with the old password is signed out.
      await setPasswordHash(db, account.id, await hashPassword(password), { endSessionsExcept: null });
      console.log(`Đã đặt lại mật khẩu của ${account.login}; mọi phiên đăng nhập của tài khoản đã kết thúc.`);
      if (!o.password) console.log(`Mật khẩu mới (chỉ hiện một lần): ${password}`);
      return;
    }
    case "disable-2fa": {
      const account = await named(db, o);
      const had = await removeTwoFactor(db, account.id);
      console.log(had ? `Đã tắt bảo mật hai lớp của ${account.login}.` : `${account.login} chưa bật bảo mật hai lớp.`);
      return;
    }
    case "app-password": {
      const account = await named(db, o);
      if (o.name === undefined) throw new UsageError("cần --name (tên ứng dụng)");
      const created = await createApplicationPassword(db, account.id, { name: o.name });
      if (!created.ok) throw new UsageError(APP_PASSWORD_ERRORS[created.error]);
      console.log(`Đã tạo mật khẩu ứng dụng “${created.item.name}” (${created.item.uuid}) cho ${account.login}.`);
      console.log(`Mật khẩu ứng dụng (chỉ hiện một lần): ${created.password}`);
      return;
    }
    case "api-key": {
      const account = await named(db, o);
      if (o.description === undefined) throw new UsageError("cần --description (mô tả khóa)");
      const created = await createApiKey(db, account.id, { description: o.description, permissions: o.permissions ?? "read_write" });
      if (!created.ok) throw new UsageError(API_KEY_ERRORS[created.error]);
      console.log(`Đã tạo khóa API “${created.item.description}” (số ${created.item.id}, quyền ${created.item.permissions}) cho ${account.login}.`);
      console.log(`Consumer key (chỉ hiện một lần): ${created.consumerKey}`);
      console.log(`Consumer secret (chỉ hiện một lần): ${created.consumerSecret}`);
      return;
    }
    default:
      throw new UsageError(command ? `không có lệnh "${command}"` : "cần một lệnh");
  }
}

const CREATE_ERRORS = {
  email_invalid: "địa chỉ e-mail không hợp lệ",
  email_taken: "đã có tài khoản dùng e-mail này",
  login_invalid: "tên đăng nhập chỉ gồm chữ, số, khoảng trắng và _ . - @ (tối đa 60 ký tự)",
  login_taken: "tên đăng nhập đã có người dùng",
} as const;

const API_KEY_ERRORS = {
  empty_description: "mô tả không được để trống",
  description_too_long: "mô tả dài tối đa 200 ký tự",
  bad_permissions: "--permissions phải là read, write hoặc read_write",
} as const;

const APP_PASSWORD_ERRORS = {
  empty_name: "tên ứng dụng không được để trống",
  duplicate_name: "tài khoản đã có mật khẩu ứng dụng mang tên này",
  name_too_long: "tên ứng dụng dài tối đa 200 ký tự",
} as const;

async function main(): Promise<void> {
  const { values, positionals } = parse();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const url = process.env.DATABASE_URL;
  const dataDir = path.resolve(values["data-dir"] ?? process.env.DATA_DIR ?? "./data");
  const database = await openDatabase(url ? { kind: "postgres", url, poolSize: 2 } : { kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    await run(database.db, positionals[0], values);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof z.ZodError ? error.issues.map((i) => i.message).join("; ") : error instanceof Error ? error.message : String(error);
  console.error(error instanceof UsageError || error instanceof z.ZodError ? `Lỗi: ${message}\n${USAGE}` : error);
  process.exitCode = 1;
});
