import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, sessions, userMeta, users } from "../../../db/schema";
import { signedInAccount } from "../../../app/features/account/.server/current-account";
import { lockedOutMessage } from "../../../app/features/account/.server/locked-out";
import { hashPassword, verifyPassword } from "../../../app/features/account/.server/passwords";
import { createAccount } from "../../../app/features/account/.server/users";
import { takeNotices } from "../../../app/features/site/.server/notices";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { memoryMailer } from "../../../app/platform/.server/mailer";
import * as checkoutRoute from "../../../app/routes/checkout";
import * as dashboardRoute from "../../../app/routes/account/dashboard";
import * as editAccountRoute from "../../../app/routes/account/edit-account";
import * as editAddressRoute from "../../../app/routes/account/edit-address";
import * as editAddressFormRoute from "../../../app/routes/account/edit-address-form";
import * as ordersRoute from "../../../app/routes/account/orders";
import * as viewOrderRoute from "../../../app/routes/account/view-order";
import { requestContext, signInAs, testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import * as wpJsonRoute from "../../../app/compat/wordpress/wp-json.route";
import * as wcAjaxRoute from "../../../app/compat/wordpress/wc-ajax.route";
import { SITE, callRoute, formPost } from "../wordpress/harness";
import { Shopper } from "../wordpress/shopper";

/*
 * My account's endpoints for a signed-in shopper (spec §2 "My account", issue 19): each route
 * module's loader and action called as the router calls them, on a clone of the seeded database.
 */
let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const mailer = memoryMailer();
const services = () => testServices(database.db, () => new Date(), mailer);
const mailTo = (address: string) => mailer.sent.filter((m) => JSON.stringify(m.to).includes(address));

type Params = Record<string, string>;
type RouteModule = { loader: (args: never) => unknown; action?: (args: never) => unknown };

/** What a loader or action came to: what it answered, or what it threw (a redirect, a 404). */
async function run(route: RouteModule, path: string, cookie: string | null, params: Params = {}, form?: Record<string, string>, o: { clientIp?: string } = {}) {
  const request = new Request(`${SITE}${path}`, {
    method: form ? "POST" : "GET",
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
    ...(form ? { body: new URLSearchParams(form) } : {}),
  });
  const context = requestContext(services(), request, o);
  const fn = form ? route.action! : route.loader;
  try {
    return { answer: (await fn({ request, context, params } as never)) as unknown, thrown: null };
  } catch (thrown) {
    return { answer: null, thrown: thrown as unknown };
  }
}

const statusOf = (thrown: unknown) => (thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } } | null)?.init?.status);
const locationOf = (answer: unknown) => (answer instanceof Response ? answer.headers.get("location") : null);

/** The notices the next page would show to the holder of `cookie`. */
async function noticesOf(cookie: string) {
  return takeNotices(requestContext(services(), new Request(SITE, { headers: { cookie } })).session);
}

let accounts = 0;
async function newShopper(password = "mat-khau-cu-123") {
  const created = await createAccount(database.db, { email: `khach${++accounts}@example.vn`, passwordHash: await hashPassword(password), roles: ["customer"] });
  if (!created.ok) throw new Error(created.error);
  const cookie = await signInAs(services(), created.account.id);
  return { account: created.account, cookie };
}

let orderSerial = 0;
/** An order stored as checkout stores one (lines, billing address), for `userId` (null: a guest's), placed at `createdAt`. */
async function storeOrder(userId: number | null, createdAt: Date, o: { quantities?: number[]; unitPrice?: number; total?: number } = {}) {
  const quantities = o.quantities ?? [1];
  const unitPrice = o.unitPrice ?? 1_000;
  const total = o.total ?? 100_000;
  const n = ++orderSerial;
  const [row] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into orders (order_key, status, user_id, idempotency_key, subtotal, shipping_total, total, shipping_method, shipping_method_title,
                            payment_method, payment_method_title, created_at)
        values (${`wc_order_${String(n).padStart(13, "X")}`}, 'processing', ${userId}::int, ${`thu-${n}`}, ${total}, 0, ${total}, 'free_shipping',
                'Miễn phí giao hàng', 'cod', 'Trả tiền mặt khi nhận hàng', ${createdAt.toISOString()}::timestamptz)
        returning id`,
  );
  const id = row!.id;
  await database.db.execute(
    sql`insert into order_addresses (order_id, type, full_name, phone, email, province, ward, street)
        values (${id}, 'billing', 'Nguyễn Văn An', '0901234567', 'an@example.vn', 'Hà Nội', 'Phường Hoàn Kiếm', '1 Tràng Tiền')`,
  );
  for (const [i, quantity] of quantities.entries()) {
    await database.db.execute(
      sql`insert into order_items (order_id, product_id, name, quantity, unit_price, line_total, position)
          values (${id}, null, ${`Sản phẩm ${i + 1}`}, ${quantity}, ${unitPrice}, ${unitPrice * quantity}, ${i})`,
    );
  }
  return id;
}

describe("every endpoint", () => {
  it("sends a guest to the sign-in form, coming back here after", async () => {
    for (const [route, path, params] of [
      [ordersRoute, "/tai-khoan/orders/", {}],
      [viewOrderRoute, "/tai-khoan/view-order/1/", { orderId: "1" }],
      [editAddressRoute, "/tai-khoan/edit-address/", {}],
      [editAddressFormRoute, "/tai-khoan/edit-address/billing/", { kind: "billing" }],
      [editAccountRoute, "/tai-khoan/edit-account/", {}],
    ] as const) {
      const { thrown } = await run(route, path, null, params);
      expect(statusOf(thrown)).toBe(302);
      expect((thrown as Response).headers.get("location")).toBe(`/tai-khoan/?redirect_to=${encodeURIComponent(path)}`);
      const headers = (route as { headers: (args: { actionHeaders: Headers }) => Record<string, string> }).headers({ actionHeaders: new Headers() });
      expect(headers).toEqual({ "Cache-Control": "no-store, private" });
    }
  });
});

describe("orders/ and orders/{page}/", () => {
  it("lists the account's own orders newest first, 10 a page, with item counts; a page past the last is a 404", async () => {
    const { account, cookie } = await newShopper();
    const other = await newShopper();
    const start = Date.parse("2026-03-01T08:00:00Z");
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await storeOrder(account.id, new Date(start + i * 86_400_000), { quantities: [i + 1, 2], total: 100_000 + i }));
    await storeOrder(other.account.id, new Date(start + 20 * 86_400_000));
    await storeOrder(null, new Date(start + 21 * 86_400_000));

    const first = (await run(ordersRoute, "/tai-khoan/orders/", cookie)).answer as { orders: Array<{ id: number; itemCount: number; total: number; status: string }>; page: number; totalPages: number };
    expect(first.page).toBe(1);
    expect(first.totalPages).toBe(2);
    expect(first.orders.map((o) => o.id)).toEqual(ids.slice(2).reverse());
    expect(first.orders[0]).toMatchObject({ id: ids[11], itemCount: 12 + 2, total: 100_011, status: "processing" });

    const second = (await run(ordersRoute, "/tai-khoan/orders/2/", cookie, { page: "2" })).answer as typeof first;
    expect(second).toMatchObject({ page: 2, totalPages: 2 });
    expect(second.orders.map((o) => o.id)).toEqual([ids[1], ids[0]]);

    expect(statusOf((await run(ordersRoute, "/tai-khoan/orders/3/", cookie, { page: "3" })).thrown)).toBe(404);
    expect(statusOf((await run(ordersRoute, "/tai-khoan/orders/0/", cookie, { page: "0" })).thrown)).toBe(404);
  });

  it("answers an account with no order an empty first page", async () => {
    const { cookie } = await newShopper();
    expect((await run(ordersRoute, "/tai-khoan/orders/", cookie)).answer).toEqual({ orders: [], page: 1, totalPages: 1 });
    expect(statusOf((await run(ordersRoute, "/tai-khoan/orders/2/", cookie, { page: "2" })).thrown)).toBe(404);
  });
});

describe("view-order/{id}/", () => {
  it("shows the account's own order; another account's, a guest's or no order is the 404 page", async () => {
    const { account, cookie } = await newShopper();
    const other = await newShopper();
    const own = await storeOrder(account.id, new Date("2026-04-02T03:00:00Z"), { quantities: [2], unitPrice: 125_000, total: 250_000 });
    const theirs = await storeOrder(other.account.id, new Date());
    const guests = await storeOrder(null, new Date());

    const { answer } = await run(viewOrderRoute, `/tai-khoan/view-order/${own}/`, cookie, { orderId: String(own) });
    expect(answer).toMatchObject({
      order: {
        id: own,
        status: "processing",
        total: 250_000,
        lines: [{ name: "Sản phẩm 1", quantity: 2, lineTotal: 250_000 }],
        billing: { fullName: "Nguyễn Văn An", province: "Hà Nội" },
        shipping: null,
      },
      transfer: null,
    });
    for (const id of [String(theirs), String(guests), "999999999", "abc"]) {
      expect(statusOf((await run(viewOrderRoute, `/tai-khoan/view-order/${id}/`, cookie, { orderId: id })).thrown)).toBe(404);
    }
  });
});

const BILLING_FORM = {
  billing_full_name: "Trần Thị Bích Ngọc",
  billing_phone: "0912 345 678",
  billing_email: "ngoc@example.vn",
  billing_province: "Đà Nẵng",
  billing_ward: "Phường Hải Châu",
  billing_address_1: "25 Bạch Đằng",
};

async function addressMeta(userId: number, key: string) {
  const [row] = await database.db.select({ value: userMeta.value }).from(userMeta).where(and(eq(userMeta.userId, userId), eq(userMeta.key, key)));
  return row?.value;
}

describe("edit-address/", () => {
  it("saves the billing address in user_meta under WooCommerce's names, then shows it in the summary with a notice", async () => {
    const { account, cookie } = await newShopper();
    const page = (await run(editAddressFormRoute, "/tai-khoan/edit-address/billing/", cookie, { kind: "billing" })).answer as { kind: string; values: Record<string, string>; nonce: string };
    // Nothing saved yet: the account's e-mail is offered.
    expect(page.values).toEqual({ billing_email: account.email });

    const { answer } = await run(editAddressFormRoute, "/tai-khoan/edit-address/billing/", cookie, { kind: "billing" }, {
      ...BILLING_FORM,
      "woocommerce-edit-address-nonce": page.nonce,
      action: "edit_address",
    });
    expect((answer as Response).status).toBe(303);
    expect(locationOf(answer)).toBe("/tai-khoan/edit-address/");
    expect(await addressMeta(account.id, "billing")).toEqual({
      first_name: "Thị Bích Ngọc",
      last_name: "Trần",
      company: "",
      address_1: "25 Bạch Đằng",
      address_2: "Phường Hải Châu",
      city: "Đà Nẵng",
      state: "",
      postcode: "",
      country: "VN",
      email: "ngoc@example.vn",
      phone: "0912345678",
    });
    expect(await noticesOf(cookie)).toEqual([{ kind: "success", text: "Đã lưu địa chỉ." }]);

    const summary = (await run(editAddressRoute, "/tai-khoan/edit-address/", cookie)).answer;
    expect(summary).toEqual({
      addresses: {
        billing: { fullName: "Trần Thị Bích Ngọc", phone: "0912345678", province: "Đà Nẵng", ward: "Phường Hải Châu", street: "25 Bạch Đằng", email: "ngoc@example.vn" },
        shipping: null,
      },
    });
    const again = (await run(editAddressFormRoute, "/tai-khoan/edit-address/billing/", cookie, { kind: "billing" })).answer as { values: Record<string, string> };
    expect(again.values).toEqual({ ...BILLING_FORM, billing_phone: "0912345678" });
  });

  it("refuses a form with mistakes with each field's error and what was typed, storing nothing", async () => {
    const { account, cookie } = await newShopper();
    const { nonce } = (await run(editAddressFormRoute, "/tai-khoan/edit-address/shipping/", cookie, { kind: "shipping" })).answer as { nonce: string };
    const { answer } = await run(editAddressFormRoute, "/tai-khoan/edit-address/shipping/", cookie, { kind: "shipping" }, {
      shipping_full_name: "Lê Văn Cường",
      shipping_phone: "12",
      shipping_province: "Sài Gòn",
      shipping_ward: "",
      shipping_address_1: "7 Lê Lợi",
      "woocommerce-edit-address-nonce": nonce,
    });
    const refused = answer as { data: { refusal: { errors: Record<string, string>; values: Record<string, string> } }; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(Object.keys(refused.data.refusal.errors).sort()).toEqual(["shipping_phone", "shipping_province", "shipping_ward"]);
    expect(refused.data.refusal.values.shipping_full_name).toBe("Lê Văn Cường");
    expect(await addressMeta(account.id, "shipping")).toBeUndefined();
  });

  it("refuses a form without this session's nonce, and an address kind WooCommerce has not", async () => {
    const { account, cookie } = await newShopper();
    const other = await newShopper();
    const { nonce: othersNonce } = (await run(editAddressFormRoute, "/tai-khoan/edit-address/billing/", other.cookie, { kind: "billing" })).answer as { nonce: string };
    const { answer } = await run(editAddressFormRoute, "/tai-khoan/edit-address/billing/", cookie, { kind: "billing" }, { ...BILLING_FORM, "woocommerce-edit-address-nonce": othersNonce });
    expect(locationOf(answer)).toBe("/tai-khoan/edit-address/billing/");
    expect(await addressMeta(account.id, "billing")).toBeUndefined();
    expect(await noticesOf(cookie)).toEqual([{ kind: "error", text: "Phiên làm việc đã hết hạn. Vui lòng thử lại." }]);
    expect(statusOf((await run(editAddressFormRoute, "/tai-khoan/edit-address/company/", cookie, { kind: "company" })).thrown)).toBe(404);
  });
});

/** The edit-account form as its page shows it, with `fields` changed (posted from `o.clientIp`, 127.0.0.1 unless given). */
async function postDetails(cookie: string, fields: Record<string, string>, o: { clientIp?: string } = {}) {
  const { nonce, details } = (await run(editAccountRoute, "/tai-khoan/edit-account/", cookie)).answer as {
    nonce: string;
    details: { firstName: string; lastName: string; displayName: string; email: string };
  };
  return (
    await run(editAccountRoute, "/tai-khoan/edit-account/", cookie, {}, {
      // A new account has no names yet, which the form asks for: these stand in.
      account_first_name: details.firstName || "Lan",
      account_last_name: details.lastName || "Phạm",
      account_display_name: details.displayName,
      account_email: details.email,
      "save-account-details-nonce": nonce,
      action: "save_account_details",
      ...fields,
    }, o)
  ).answer;
}

type Refusal = { data: { refusal: { errors: Record<string, string>; values: Record<string, string> } }; init: { status: number; headers?: Record<string, string> } };

describe("edit-account/", () => {
  it("saves the names, the display name and the e-mail", async () => {
    const { account, cookie } = await newShopper();
    const answer = await postDetails(cookie, {
      account_first_name: "Minh Châu",
      account_last_name: "Hoàng",
      account_display_name: "Châu",
      account_email: "  minhchau@example.vn ",
    });
    expect(locationOf(answer)).toBe("/tai-khoan/edit-account/");
    const [row] = await database.db.select({ displayName: users.displayName, email: users.email }).from(users).where(eq(users.id, account.id));
    expect(row).toEqual({ displayName: "Châu", email: "minhchau@example.vn" });
    expect(await addressMeta(account.id, "first_name")).toBe("Minh Châu");
    expect(await addressMeta(account.id, "last_name")).toBe("Hoàng");
    expect(await noticesOf(cookie)).toEqual([{ kind: "success", text: "Đã thay đổi thông tin tài khoản." }]);
    // The old address is told, as WordPress tells it.
    await expect.poll(() => mailTo(account.email).map((m) => m.subject)).toEqual(["[Cửa Hàng Xinh] Địa chỉ email đã được thay đổi"]);
    expect(mailTo(account.email)[0]!.text).toContain("đã được đổi thành minhchau@example.vn");
    expect((await run(editAccountRoute, "/tai-khoan/edit-account/", cookie)).answer).toMatchObject({
      details: { firstName: "Minh Châu", lastName: "Hoàng", displayName: "Châu", email: "minhchau@example.vn" },
    });
  });

  it("refuses an e-mail another account has, whatever its case, and blank names", async () => {
    const { account, cookie } = await newShopper();
    const other = await newShopper();
    const answer = (await postDetails(cookie, { account_first_name: "Lan", account_last_name: "", account_email: other.account.email.toUpperCase() })) as Refusal;
    expect(answer.init.status).toBe(400);
    expect(answer.data.refusal.errors).toEqual({
      account_last_name: "Vui lòng nhập họ.",
    });
    const taken = (await postDetails(cookie, { account_first_name: "Lan", account_last_name: "Phạm", account_email: other.account.email.toUpperCase() })) as Refusal;
    expect(taken.data.refusal.errors).toEqual({ account_email: "Địa chỉ email này đã được một tài khoản khác sử dụng." });
    const [row] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, account.id));
    expect(row!.email).toBe(account.email);
    expect(await addressMeta(account.id, "first_name")).toBeUndefined();
  });

  it("refuses a password change with a wrong current password, a short or unconfirmed new one, changing nothing", async () => {
    const { account, cookie } = await newShopper("mat-khau-cu-123");
    const hashBefore = (await database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, account.id)))[0]!.h;
    const wrong = (await postDetails(cookie, { password_current: "khong-phai", password_1: "mat-khau-moi-456", password_2: "mat-khau-moi-456" })) as Refusal;
    expect(wrong.init.status).toBe(400);
    expect(wrong.data.refusal.errors).toEqual({ password_current: "Mật khẩu hiện tại không đúng." });
    // The passwords are never sent back.
    expect(Object.keys(wrong.data.refusal.values)).not.toContain("password_current");
    const short = (await postDetails(cookie, { password_current: "mat-khau-cu-123", password_1: "ngan", password_2: "khac" })) as Refusal;
    expect(short.data.refusal.errors).toEqual({ password_1: "Mật khẩu mới phải có ít nhất 8 ký tự.", password_2: "Mật khẩu mới không khớp." });
    const unasked = (await postDetails(cookie, { password_1: "mat-khau-moi-456", password_2: "mat-khau-moi-456" })) as Refusal;
    expect(unasked.data.refusal.errors).toEqual({ password_current: "Vui lòng nhập mật khẩu hiện tại." });
    expect((await database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, account.id)))[0]!.h).toBe(hashBefore);
    expect(mailTo(account.email)).toEqual([]);
  });

  it("changes the password with the current one and ends the account's other sessions, keeping this one", async () => {
    const { account, cookie } = await newShopper("mat-khau-cu-123");
    const elsewhere = await signInAs(services(), account.id);
    const answer = await postDetails(cookie, { password_current: "mat-khau-cu-123", password_1: "mat-khau-moi-456", password_2: "mat-khau-moi-456" });
    expect(locationOf(answer)).toBe("/tai-khoan/edit-account/");
    const [row] = await database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, account.id));
    expect((await verifyPassword("mat-khau-moi-456", row!.h!)).ok).toBe(true);
    expect((await verifyPassword("mat-khau-cu-123", row!.h!)).ok).toBe(false);
    const signedIn = async (c: string) => (await signedInAccount(requestContext(services(), new Request(SITE, { headers: { cookie: c } }))))?.id ?? null;
    expect(await signedIn(cookie)).toBe(account.id);
    expect(await signedIn(elsewhere)).toBeNull();
    expect((await database.db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(eq(sessions.userId, account.id)))[0]!.n).toBe(1);
    await expect.poll(() => mailTo(account.email).map((m) => m.subject)).toEqual(["[Cửa Hàng Xinh] Mật khẩu đã được thay đổi"]);
  });
});

describe("edit-account/'s current password and the login lockout", () => {
  const passwordOf = async (userId: number) => (await database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]!.h;
  const change = (current: string) => ({ password_current: current, password_1: "mat-khau-moi-456", password_2: "mat-khau-moi-456" });

  it("counts a wrong current password as a failed login: after 20, the 21st change is refused as sign-in refuses a locked-out login", async () => {
    const { account, cookie } = await newShopper("mat-khau-cu-123");
    const clientIp = "198.51.100.31";
    const hashBefore = await passwordOf(account.id);
    for (let i = 1; i <= 20; i++) {
      const wrong = (await postDetails(cookie, change(`sai-${i}`), { clientIp })) as Refusal;
      expect([wrong.init.status, wrong.data.refusal.errors], `attempt ${i}`).toEqual([400, { password_current: "Mật khẩu hiện tại không đúng." }]);
    }
    const [counted] = await queryRows<{ scope: string; failures: number }>(
      database.db,
      sql`select scope::text, cardinality(failed_at) as failures from login_failures where kind = 'login' and scope = 'login' and subject = ${account.login}`,
    );
    expect(counted).toEqual({ scope: "login", failures: 20 });

    // The 21st is not checked, the right password no more than a wrong one.
    const refused = (await postDetails(cookie, change("mat-khau-cu-123"), { clientIp })) as Refusal;
    expect(refused.init.status).toBe(503);
    const retryAfter = Number(refused.init.headers?.["Retry-After"]);
    expect(retryAfter).toBeGreaterThan(4 * 3600 - 60);
    expect(retryAfter).toBeLessThanOrEqual(4 * 3600);
    expect(editAccountRoute.headers({ actionHeaders: new Headers({ "Retry-After": String(retryAfter) }) } as never)).toEqual({
      "Cache-Control": "no-store, private",
      "Retry-After": String(retryAfter),
    });
    const [lock] = await queryRows<{ until: string }>(database.db, sql`select until::text from login_lockouts where scope = 'login' and subject = ${account.login}`);
    expect(refused.data.refusal.errors).toEqual({ password_current: lockedOutMessage(new Date(lock!.until)) });
    expect(refused.data.refusal.errors.password_current).toMatch(/^Bạn đã đăng nhập sai quá nhiều lần\./);
    expect(Object.keys(refused.data.refusal.values)).not.toContain("password_current");
    expect(await passwordOf(account.id)).toBe(hashBefore);
    expect(mailTo(account.email)).toEqual([]);

    // Sign-in gives the same answer for this login, from any address.
    const signIn = (await run(dashboardRoute, "/tai-khoan/", null, {}, { username: account.login, password: "mat-khau-cu-123", login: "1" }, { clientIp: "198.51.100.32" }))
      .answer as { data: { form: string; error: string }; init: { status: number } };
    expect(signIn.init.status).toBe(503);
    expect(signIn.data.error).toBe(refused.data.refusal.errors.password_current);
  });

  it("refuses a password change while the address is locked out, for any account, but saves the names", async () => {
    const clientIp = "198.51.100.33";
    const guesser = await newShopper();
    for (let i = 1; i <= 20; i++) await postDetails(guesser.cookie, change(`sai-${i}`), { clientIp });
    const { account, cookie } = await newShopper("mat-khau-cu-123");
    const hashBefore = await passwordOf(account.id);
    const refused = (await postDetails(cookie, change("mat-khau-cu-123"), { clientIp })) as Refusal;
    expect(refused.init.status).toBe(503);
    expect(refused.data.refusal.errors.password_current).toMatch(/^Bạn đã đăng nhập sai quá nhiều lần\./);
    expect(await passwordOf(account.id)).toBe(hashBefore);
    // From another address the same account changes its password.
    expect(locationOf(await postDetails(cookie, change("mat-khau-cu-123"), { clientIp: "198.51.100.34" }))).toBe("/tai-khoan/edit-account/");
    expect((await verifyPassword("mat-khau-moi-456", (await passwordOf(account.id))!)).ok).toBe(true);
    // No password asked, nothing to guess: the names are saved from the locked-out address.
    expect(locationOf(await postDetails(cookie, { account_first_name: "Khóa" }, { clientIp }))).toBe("/tai-khoan/edit-account/");
    expect(await addressMeta(account.id, "first_name")).toBe("Khóa");
  });
});

describe("the checkout of a signed-in shopper", () => {
  async function cartOf(cookie: string) {
    const [p] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_quantity, stock_status)
          values (${`tai-khoan-thu-${++orderSerial}`}, 'Áo tài khoản thử', 'simple', 'publish', 200000, true, 9, 'instock') returning id`,
    );
    const shopper = new Shopper(services());
    for (const pair of cookie.split("; ")) {
      const eq = pair.indexOf("=");
      shopper.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    await shopper.wcAjax("add_to_cart", { product_id: String(p!.id), quantity: "1" });
    return shopper;
  }

  it("fills the checkout's fields from the saved addresses, and the placed order belongs to the account", async () => {
    const { account, cookie } = await newShopper();
    const { nonce } = (await run(editAddressFormRoute, "/tai-khoan/edit-address/billing/", cookie, { kind: "billing" })).answer as { nonce: string };
    await run(editAddressFormRoute, "/tai-khoan/edit-address/billing/", cookie, { kind: "billing" }, { ...BILLING_FORM, "woocommerce-edit-address-nonce": nonce });
    const { nonce: shippingNonce } = (await run(editAddressFormRoute, "/tai-khoan/edit-address/shipping/", cookie, { kind: "shipping" })).answer as { nonce: string };
    await run(editAddressFormRoute, "/tai-khoan/edit-address/shipping/", cookie, { kind: "shipping" }, {
      shipping_full_name: "Trần Văn Hùng",
      shipping_phone: "0987654321",
      shipping_province: "Huế",
      shipping_ward: "Phường Thuận Hóa",
      shipping_address_1: "3 Lê Lợi",
      "woocommerce-edit-address-nonce": shippingNonce,
    });
    const shopper = await cartOf(cookie);
    const page = (await run(checkoutRoute, "/thanh-toan/", shopper.cookieHeader)).answer as { prefill: Record<string, string>; token: string; cart: { hash: string } };
    expect(page.prefill).toEqual({
      ...BILLING_FORM,
      billing_phone: "0912345678",
      shipping_full_name: "Trần Văn Hùng",
      shipping_phone: "0987654321",
      shipping_province: "Huế",
      shipping_ward: "Phường Thuận Hóa",
      shipping_address_1: "3 Lê Lợi",
      ship_to_different_address: "1",
    });

    const { answer } = await run(checkoutRoute, "/thanh-toan/", shopper.cookieHeader, {}, {
      ...page.prefill,
      shipping_method: "flat_rate",
      payment_method: "cod",
      terms: "on",
      checkout_token: page.token,
      cart_hash: page.cart.hash,
    });
    expect((answer as Response).status).toBe(303);
    const id = Number(/order-received\/(\d+)\//.exec(locationOf(answer)!)![1]);
    const [order] = await database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, id));
    expect(order!.userId).toBe(account.id);
    const listed = (await run(ordersRoute, "/tai-khoan/orders/", cookie)).answer as { orders: Array<{ id: number }> };
    expect(listed.orders.map((o) => o.id)).toEqual([id]);
  });

  it("stores the account with an order placed by WooCommerce's checkout script (?wc-ajax=checkout)", async () => {
    const { account, cookie } = await newShopper();
    const shopper = await cartOf(cookie);
    const page = (await run(checkoutRoute, "/thanh-toan/", shopper.cookieHeader)).answer as { token: string; cart: { hash: string } };
    const request = formPost("/wc-ajax/checkout", {
      billing_full_name: "Nguyễn Văn An",
      billing_phone: "0901234567",
      billing_email: "an@example.vn",
      billing_province: "Hà Nội",
      billing_ward: "Phường Hoàn Kiếm",
      billing_address_1: "1 Tràng Tiền",
      shipping_method: "flat_rate",
      payment_method: "cod",
      terms: "on",
      checkout_token: page.token,
      cart_hash: page.cart.hash,
    }, shopper.headers());
    const answer = await callRoute(wcAjaxRoute, "/wc-ajax/:endpoint", services(), request, { endpoint: "checkout" });
    const body = (await answer.json()) as { result: string; order_id: number };
    expect(body.result).toBe("success");
    const [order] = await database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, body.order_id));
    expect(order!.userId).toBe(account.id);
  });

  it("stores the account with an order placed through the Store API", async () => {
    const { account, cookie } = await newShopper();
    const shopper = await cartOf(cookie);
    const post = async (body: unknown, nonce?: string) => {
      const request = new Request(`${SITE}/wp-json/wc/store/v1/checkout`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...shopper.headers(), ...(nonce ? { Nonce: nonce } : {}) },
        body: JSON.stringify(body),
      });
      const answer = await callRoute(wpJsonRoute, "/wp-json/*", services(), request, { "*": "wc/store/v1/checkout" });
      return { nonce: answer.headers.get("nonce"), body: (await answer.json()) as { order_id?: number; customer_id?: number } };
    };
    const { nonce } = await post({});
    const address = { first_name: "Văn An", last_name: "Nguyễn", phone: "0901234567", email: "an@example.vn", state: "Hà Nội", address_2: "Phường Hoàn Kiếm", address_1: "1 Tràng Tiền", country: "VN" };
    const placed = await post({ billing_address: address, shipping_address: address, payment_method: "cod" }, nonce!);
    expect(placed.body.customer_id).toBe(account.id);
    const [order] = await database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, placed.body.order_id!));
    expect(order!.userId).toBe(account.id);
  });

  it("offers a guest nothing but empty fields", async () => {
    const guest = new Shopper(services());
    const [p] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_quantity, stock_status)
          values ('tai-khoan-khach-thu', 'Áo khách thử', 'simple', 'publish', 200000, true, 9, 'instock') returning id`,
    );
    await guest.wcAjax("add_to_cart", { product_id: String(p!.id), quantity: "1" });
    const page = (await run(checkoutRoute, "/thanh-toan/", guest.cookieHeader)).answer as { prefill: Record<string, string> };
    expect(page.prefill).toEqual({});
  });

  it("fills the account's e-mail when no address is saved", async () => {
    const { account, cookie } = await newShopper();
    const shopper = await cartOf(cookie);
    const page = (await run(checkoutRoute, "/thanh-toan/", shopper.cookieHeader)).answer as { prefill: Record<string, string> };
    expect(page.prefill).toEqual({ billing_email: account.email });
  });
});
