import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as adminAjaxRoute from "../../../app/compat/wordpress/admin-ajax.route";
import * as wcAjaxRoute from "../../../app/compat/wordpress/wc-ajax.route";
import * as wpJsonRoute from "../../../app/compat/wordpress/wp-json.route";
import * as layoutRoute from "../../../app/routes/site-layout";
import { withShopSender } from "../../../app/features/site/.server/mail-sender";
import { storeNoticeId } from "../../../app/features/site/.server/settings";
import { formatDong } from "../../../app/lib/money";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { type Mailer, memoryMailer } from "../../../app/platform/.server/mailer";
import { requestContext, signInAs, testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE, callRoute, formPost } from "../wordpress/harness";
import { Shopper } from "../wordpress/shopper";

/*
 * The shop's settings over REST, as the back office's settings screen uses them: WordPress's
 * wp/v2/settings (administrators only) and the shop's cuahang/v1/settings (staff), each write
 * checked whole before anything is written, shown on the storefront at once, and logged.
 */

const SERVER_FROM = '"Cửa Hàng Xinh" <no-reply@cuahang.test>';
let database: Database;
let mail: ReturnType<typeof memoryMailer>;
let mailer: Mailer;
const services = () => testServices(database.db, () => new Date(), mailer);

beforeAll(async () => {
  database = await cloneSeededDatabase();
  mail = memoryMailer();
  // As the server sends: through the shop's sender setting over MAIL_FROM.
  mailer = withShopSender(mail, database.db, SERVER_FROM);
});
afterAll(() => database.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are what the assertions check
type Answer = any;
type Caller = { cookie: string; nonce: string };

async function callerFor(login: string | null): Promise<Caller> {
  if (login === null) return { cookie: "", nonce: "" };
  const [user] = await queryRows<{ id: number }>(database.db, sql`select id from users where login = ${login}`);
  const cookie = await signInAs(services(), user!.id);
  const nonceAnswer = await callRoute(adminAjaxRoute, "/wp-admin/admin-ajax.php", services(), new Request(`${SITE}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { cookie } }), {});
  return { cookie, nonce: await nonceAnswer.text() };
}

async function rest(caller: Caller, method: string, route: string, body?: unknown): Promise<{ status: number; json: Answer }> {
  const headers = new Headers({ cookie: caller.cookie });
  if (caller.nonce) headers.set("x-wp-nonce", caller.nonce);
  if (body !== undefined) headers.set("content-type", "application/json");
  const request = new Request(`${SITE}/wp-json/${route}`, { method, headers, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) });
  const answer = await callRoute(wpJsonRoute, "/wp-json/*", services(), request, { "*": route.split("?")[0]! });
  return { status: answer.status, json: await answer.json() };
}

const storedOption = async (name: string) => (await queryRows<{ value: Answer }>(database.db, sql`select value from options where name = ${name}`))[0]?.value;
const settingsLog = async () => queryRows<{ login: string; details: Answer }>(database.db, sql`select u.login, a.details from staff_actions a join users u on u.id = a.user_id where a.object_type = 'settings' order by a.id`);

/** The storefront's layout for a guest carrying `cookie`: what every page's header shows. */
async function storefront(cookie = "") {
  const request = new Request(`${SITE}/`, { headers: cookie ? { cookie } : {} });
  return layoutRoute.loader({ request, params: {}, context: requestContext(services(), request) } as never);
}

const ZONES_BODY = {
  flat_rate: { enabled: true, cost: 30_000 },
  free_shipping: { enabled: true, min_amount: 500_000 },
  zones: [
    { name: "Nội thành Hà Nội", provinces: ["Hà Nội"], flat_rate_cost: 15_000, free_shipping_min: 300_000 },
    { name: "Miền Trung", provinces: ["Đà Nẵng", "Huế"], flat_rate_cost: 45_000, free_shipping_min: null },
  ],
};

describe("GET cuahang/v1/settings and wp/v2/settings", () => {
  it("answers the stored settings by section to staff, and WordPress's site settings to the administrator only", async () => {
    const manager = await callerFor("quanly");
    const shop = await rest(manager, "GET", "cuahang/v1/settings");
    expect(shop.status).toBe(200);
    expect(Object.keys(shop.json)).toEqual(["contact", "store_notice", "coming_soon", "photo_feed", "payments", "shipping", "email", "security", "orders", "menus", "header", "store_notice_id", "can_manage_options"]);
    expect(shop.json.can_manage_options).toBe(false);
    expect(shop.json.payments.bacs).toEqual({ enabled: true, bank_name: "Vietcombank", bank_bin: "970436", account_number: "0071000123456", account_name: "CONG TY TNHH CUA HANG XINH" });
    expect(shop.json.shipping).toEqual({ flat_rate: { enabled: true, cost: 30_000 }, free_shipping: { enabled: true, min_amount: 500_000 }, zones: [] });
    expect(shop.json.orders).toMatchObject({ order_attribution_enabled: true, hold_stock_minutes: 60 });

    const admin = await callerFor("quantri");
    expect((await rest(admin, "GET", "cuahang/v1/settings")).json.can_manage_options).toBe(true);
    const site = await rest(admin, "GET", "wp/v2/settings");
    expect(site.status).toBe(200);
    const [name] = await queryRows<{ value: string }>(database.db, sql`select value #>> '{}' as value from options where name = 'blogname'`);
    expect(site.json).toMatchObject({ title: name!.value, url: SITE, timezone: "Asia/Ho_Chi_Minh", language: "vi" });

    // A shop manager may not change WordPress's own settings, as WordPress's manage_options.
    expect(await rest(manager, "GET", "wp/v2/settings")).toEqual({
      status: 403,
      json: { code: "rest_forbidden", message: "Xin lỗi, bạn không được phép làm điều đó.", data: { status: 403 } },
    });
  });

  it("refuses a guest (401) and a customer (403) on both, in WordPress's shape", async () => {
    for (const route of ["cuahang/v1/settings", "wp/v2/settings", "cuahang/v1/settings/test-email"]) {
      const method = route.endsWith("test-email") ? "POST" : "GET";
      expect((await rest(await callerFor(null), method, route)).json).toMatchObject({ code: "rest_forbidden", data: { status: 401 } });
      expect((await rest(await callerFor("thuytien"), method, route)).json).toMatchObject({ code: "rest_forbidden", data: { status: 403 } });
    }
    const before = await storedOption("store_notice");
    expect((await rest(await callerFor("thuytien"), "POST", "cuahang/v1/settings", { store_notice: { enabled: true, text: "Khách sửa" } })).status).toBe(403);
    expect(await storedOption("store_notice")).toEqual(before);
  });
});

describe("writing the settings", () => {
  it("a new store notice text gets a new id, shows on the storefront at once, and shows again to a shopper who dismissed the old one", async () => {
    const manager = await callerFor("quanly");
    const first = await rest(manager, "POST", "cuahang/v1/settings", { store_notice: { enabled: true, text: "Nghỉ Tết từ 28/1 đến 4/2." } });
    expect(first.status).toBe(200);
    const firstId = storeNoticeId("Nghỉ Tết từ 28/1 đến 4/2.");
    expect(first.json).toMatchObject({ store_notice: { enabled: true, text: "Nghỉ Tết từ 28/1 đến 4/2." }, store_notice_id: firstId });
    expect(await storedOption("store_notice")).toEqual({ id: firstId, enabled: true, text: "Nghỉ Tết từ 28/1 đến 4/2." });
    expect((await storefront()).storeNotice).toEqual({ id: firstId, text: "Nghỉ Tết từ 28/1 đến 4/2." });
    const dismissed = `store_notice${firstId}=hidden`;
    expect((await storefront(dismissed)).storeNotice).toBeNull();

    // Switched off and on again with the same words: the same notice (same id), still dismissed.
    await rest(manager, "POST", "cuahang/v1/settings", { store_notice: { enabled: false, text: "Nghỉ Tết từ 28/1 đến 4/2." } });
    expect((await storefront()).storeNotice).toBeNull();
    await rest(manager, "POST", "cuahang/v1/settings", { store_notice: { enabled: true, text: "Nghỉ Tết từ 28/1 đến 4/2." } });
    expect((await storefront(dismissed)).storeNotice).toBeNull();

    const second = await rest(manager, "POST", "cuahang/v1/settings", { store_notice: { enabled: true, text: "Mở cửa lại từ 5/2, giao hàng như thường." } });
    const secondId = second.json.store_notice_id as string;
    expect(secondId).not.toBe(firstId);
    expect((await storefront(dismissed)).storeNotice).toEqual({ id: secondId, text: "Mở cửa lại từ 5/2, giao hàng như thường." });

    const log = await settingsLog();
    expect(log.at(-1)).toEqual({ login: "quanly", details: { sections: ["store_notice"], store_notice_id: secondId } });
  });

  it("refuses a body with any bad field with WordPress's 400 naming each field, writing nothing", async () => {
    const manager = await callerFor("quanly");
    const before = { checkout: await storedOption("checkout_settings"), notice: await storedOption("store_notice"), log: (await settingsLog()).length };
    const refused = await rest(manager, "POST", "cuahang/v1/settings", {
      // A good section beside bad ones: nothing of either is written.
      store_notice: { enabled: true, text: "Không được lưu" },
      payments: { cod_enabled: true, bacs: { enabled: true, bank_name: "Vietcombank", bank_bin: "97043", account_number: "0071 000", account_name: "Công ty Xinh" } },
      shipping: { ...ZONES_BODY, zones: [...ZONES_BODY.zones, { name: "", provinces: ["Huế", "Sài Gòn"], flat_rate_cost: -1, free_shipping_min: null }] },
      orders: { order_attribution_enabled: true, reviews_auto_approve: false, new_order_recipients: "a@cuahang.vn, khong-phai-email", hold_stock_minutes: 60 },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      code: "rest_invalid_param",
      message: expect.stringMatching(/^Tham số không hợp lệ: /),
      data: {
        status: 400,
        params: {
          "payments.bacs.bank_bin": "Mã BIN gồm đúng 6 chữ số.",
          "payments.bacs.account_number": "Số tài khoản gồm 1 đến 19 chữ số hoặc chữ cái, không dấu cách.",
          "payments.bacs.account_name": "Tên chủ tài khoản viết hoa, không dấu, tối đa 50 ký tự.",
          "shipping.zones.2.name": "Hãy đặt tên cho vùng.",
          "shipping.zones.2.provinces.0": "Huế đã thuộc vùng “Miền Trung”.",
          "shipping.zones.2.provinces.1": "Không phải tỉnh, thành trong danh sách.",
          "shipping.zones.2.flat_rate_cost": "Nhập số tiền bằng đồng, là số nguyên không âm.",
          "orders.new_order_recipients": "Có địa chỉ email không hợp lệ. Các địa chỉ cách nhau bằng dấu phẩy.",
        },
      },
    });
    expect(await storedOption("checkout_settings")).toEqual(before.checkout);
    expect(await storedOption("store_notice")).toEqual(before.notice);
    expect((await settingsLog()).length).toBe(before.log);

    // A province in two zones; a notice switched on without words; no payment method left; not JSON.
    const twice = await rest(manager, "POST", "cuahang/v1/settings", { shipping: { ...ZONES_BODY, zones: [...ZONES_BODY.zones, { name: "Cố đô", provinces: ["Huế"], flat_rate_cost: 20_000, free_shipping_min: null }] } });
    expect(twice.json.data.params).toEqual({ "shipping.zones.2.provinces.0": "Huế đã thuộc vùng “Miền Trung”." });
    expect((await rest(manager, "POST", "cuahang/v1/settings", { store_notice: { enabled: true, text: "  " } })).json.data.params).toEqual({ "store_notice.text": "Hãy nhập nội dung trước khi bật." });
    const noPayment = await rest(manager, "POST", "cuahang/v1/settings", { payments: { cod_enabled: false, bacs: { enabled: false, bank_name: "Vietcombank", bank_bin: "970436", account_number: "0071000123456", account_name: "CONG TY" } } });
    expect(noPayment.json.data.params).toEqual({ "payments.cod_enabled": "Cần bật ít nhất một phương thức thanh toán." });
    expect((await rest(manager, "POST", "cuahang/v1/settings", "{không phải json")).json).toMatchObject({ code: "rest_invalid_json", data: { status: 400 } });
    expect((await rest(manager, "POST", "cuahang/v1/settings", { security: { captcha_login: "có" } })).json.data.params).toEqual({
      "security.captcha_login": "Phải là bật hoặc tắt.",
      "security.captcha_registration": "Phải là bật hoặc tắt.",
    });
    expect(await storedOption("checkout_settings")).toEqual(before.checkout);
    expect((await settingsLog()).length).toBe(before.log);
  });

  it("the administrator changes the shop's name and e-mail through wp/v2/settings; the storefront shows the name at once", async () => {
    const admin = await callerFor("quantri");
    const bad = await rest(admin, "POST", "wp/v2/settings", { title: " ", email: "khong-hop-le" });
    expect(bad).toEqual({
      status: 400,
      json: { code: "rest_invalid_param", message: "Tham số không hợp lệ: title, email.", data: { status: 400, params: { title: "Hãy nhập tên cửa hàng.", email: "Địa chỉ email không hợp lệ." } } },
    });
    const saved = await rest(admin, "POST", "wp/v2/settings", { title: "Xinh Boutique", description: "Thời trang nữ", email: "lienhe@xinh.vn" });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ title: "Xinh Boutique", description: "Thời trang nữ", email: "lienhe@xinh.vn" });
    expect(await storedOption("blogname")).toBe("Xinh Boutique");
    expect((await storedOption("shop_contact")).email).toBe("lienhe@xinh.vn");
    const page = await storefront();
    expect(page.siteName).toBe("Xinh Boutique");
    expect(page.chrome!.contact.email).toBe("lienhe@xinh.vn");
    expect((await settingsLog()).at(-1)).toEqual({ login: "quantri", details: { fields: ["title", "description", "email"] } });
  });

  it("other sections land in their options, each option's other fields kept", async () => {
    const manager = await callerFor("quanly");
    const saved = await rest(manager, "POST", "cuahang/v1/settings", {
      security: { captcha_login: false, captcha_registration: true },
      orders: { order_attribution_enabled: false, reviews_auto_approve: true, new_order_recipients: "don@xinh.vn, kho@xinh.vn", hold_stock_minutes: 90 },
      email: { from_name: "Xinh Boutique", from_address: "" },
      contact: { address: "12 Lý Thường Kiệt, Hà Nội", phone: "024 3826 1234" },
      coming_soon: { enabled: true, text: "Sắp ra mắt bộ sưu tập mới" },
    });
    expect(saved.status).toBe(200);
    expect(await storedOption("login_security")).toEqual({ captcha_login: false, captcha_registration: true, remember_device: true });
    expect(await storedOption("woocommerce_settings")).toMatchObject({
      order_attribution_enabled: false,
      reviews_auto_approve: true,
      new_order_recipients: "don@xinh.vn, kho@xinh.vn",
      hold_stock_minutes: 90,
      email_from_name: "Xinh Boutique",
      email_from_address: "",
      cart_redirect_after_add: "no",
    });
    expect(await storedOption("coming_soon_banner")).toEqual({ enabled: true, text: "Sắp ra mắt bộ sưu tập mới" });
    expect((await storedOption("shop_contact")).address).toBe("12 Lý Thường Kiệt, Hà Nội");
    expect((await settingsLog()).at(-1)!.details.sections).toEqual(["contact", "coming_soon", "email", "security", "orders"]);
  });

  it("the sidebar menu's back label lands in the theme options, the other theme options kept, and reaches the header at once", async () => {
    const manager = await callerFor("quanly");
    expect((await rest(manager, "GET", "cuahang/v1/settings")).json.menus).toEqual({ back_label: "Menu chính" });
    expect((await rest(manager, "POST", "cuahang/v1/settings", { menus: { back_label: "  " } })).json.data.params).toEqual({
      "menus.back_label": "Hãy nhập nhãn của nút quay lại trong menu điện thoại.",
    });
    // The shop open again (the test above closed it for guests), so the storefront draws its header.
    await rest(manager, "POST", "cuahang/v1/settings", { coming_soon: { enabled: false, text: "" } });
    const saved = await rest(manager, "POST", "cuahang/v1/settings", { menus: { back_label: "Quay lại" } });
    expect(saved.status).toBe(200);
    expect(saved.json.menus).toEqual({ back_label: "Quay lại" });
    expect(await storedOption("theme_options")).toMatchObject({ mobile_menu_back_label: "Quay lại", sticky_header_height: 70, swatches_box_reset_time: 300 });
    const page = await storefront();
    expect(page.settings.theme.mobile_menu_back_label).toBe("Quay lại");
    expect(page.chrome!.menuBackLabel).toBe("Quay lại");
    expect((await settingsLog()).at(-1)!.details.sections).toEqual(["menus"]);
  });

  it("the sticky header's height lands in the theme options and the page draws it as the header's CSS height", async () => {
    const manager = await callerFor("quanly");
    expect((await rest(manager, "GET", "cuahang/v1/settings")).json.header).toEqual({ sticky_height: 70 });
    expect((await rest(manager, "POST", "cuahang/v1/settings", { header: { sticky_height: 40 } })).json.data.params).toEqual({
      "header.sticky_height": "Nhập một số nguyên từ 56 đến 120.",
    });
    expect((await storedOption("theme_options")).sticky_header_height).toBe(70);
    const saved = await rest(manager, "POST", "cuahang/v1/settings", { header: { sticky_height: 84 } });
    expect(saved.status).toBe(200);
    expect(saved.json.header).toEqual({ sticky_height: 84 });
    expect(await storedOption("theme_options")).toMatchObject({ sticky_header_height: 84, mobile_menu_back_label: "Quay lại" });
    expect((await storefront()).settings.theme.sticky_header_height).toBe(84);
    expect((await settingsLog()).at(-1)!.details.sections).toEqual(["header"]);
    await rest(manager, "POST", "cuahang/v1/settings", { header: { sticky_height: 70 } });
  });
});

describe("shipping zones at the checkout", () => {
  let products = 0;
  async function shopperWithCart(price: number) {
    const [p] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_quantity, stock_status)
          values (${`vung-giao-hang-${++products}`}, ${`Áo vùng giao hàng ${products}`}, 'simple', 'publish', ${price}, true, 9, 'instock') returning id`,
    );
    const shopper = new Shopper(services());
    const added = (await shopper.wcAjax("add_to_cart", { product_id: String(p!.id), quantity: "1" })).json();
    return { shopper, hash: added.cart_hash as string };
  }
  const reviewFor = async (shopper: Shopper, province: string) => {
    const post_data = new URLSearchParams({ billing_province: province, checkout_token: "trang-thanh-toan-0001" }).toString();
    return (await shopper.wcAjax("update_order_review", { security: "0", post_data })).json() as { fragments: Record<string, string> };
  };
  const shippingOffered = (table: string) =>
    [...table.matchAll(/<input [^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(' name="shipping_method')).map((tag) => /value="([^"]*)"/.exec(tag)?.[1]);
  const totalOf = (table: string) => /<tr class="order-total[^"]*">.*?<bdi>(.*?)<\/bdi>/s.exec(table)?.[1];

  it("the shipping province's zone prices the review and the placed order; other provinces keep the fallback", async () => {
    const manager = await callerFor("quanly");
    expect((await rest(manager, "POST", "cuahang/v1/settings", { shipping: ZONES_BODY })).json.shipping.zones).toEqual(ZONES_BODY.zones);

    const { shopper, hash } = await shopperWithCart(350_000);
    const table = (province: string) => reviewFor(shopper, province).then((r) => r.fragments[".woocommerce-checkout-review-order-table"]!);
    // Hà Nội ships free from 300 000 đ; Huế pays its 45 000 đ and never ships free; Cần Thơ is "other provinces" (free from 500 000 đ).
    const hanoi = await table("Hà Nội");
    expect(shippingOffered(hanoi)).toEqual(["free_shipping", "flat_rate"]);
    expect(totalOf(hanoi)).toBe(formatDong(350_000));
    const hue = await table("Huế");
    expect(shippingOffered(hue)).toEqual(["flat_rate"]);
    expect(totalOf(hue)).toBe(formatDong(395_000));
    expect(totalOf(await table("Cần Thơ"))).toBe(formatDong(380_000));

    const review = await reviewFor(shopper, "Huế");
    const payment = review.fragments[".woocommerce-checkout-payment"]!;
    const token = [...payment.matchAll(/<input [^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(' name="checkout_token"'))?.match(/value="([^"]*)"/)?.[1];
    // The review carries the prices it shows; an order posted with the page's first prices (the
    // fallback zone's, before Huế was picked) is refused and shown Huế's, nothing placed.
    const priced = /<input type="hidden" name="shipping_priced" value="([^"]*)"/.exec(review.fragments[".woocommerce-checkout-review-order-table"]!)?.[1];
    expect(priced).toBe("flat_rate:45000");
    const post = (shippingPriced: string) =>
      formPost("/wc-ajax/checkout", { ...orderFields, shipping_priced: shippingPriced }, shopper.headers());
    const orderFields = {
      billing_full_name: "Phan Thu Hà",
      billing_phone: "0905 123 456",
      billing_email: "thuha@example.vn",
      billing_province: "Huế",
      billing_ward: "Phường Thuận Hóa",
      billing_address_1: "3 Lê Lợi",
      shipping_method: "flat_rate",
      payment_method: "cod",
      terms: "on",
      checkout_token: token!,
      cart_hash: hash,
    };
    const ordersBefore = await queryRows(database.db, sql`select id from orders`);
    const refused = (await (await callRoute(wcAjaxRoute, "/wc-ajax/:endpoint", services(), post("flat_rate:30000"), { endpoint: "checkout" })).json()) as { result: string; refresh: boolean; messages: string };
    expect(refused).toMatchObject({ result: "failure", refresh: true });
    expect(refused.messages).toContain("Phí giao hàng đã được tính lại theo địa chỉ nhận hàng.");
    expect(await queryRows(database.db, sql`select id from orders`)).toEqual(ordersBefore);

    const request = formPost("/wc-ajax/checkout", {
      shipping_priced: priced!,
      billing_full_name: "Phan Thu Hà",
      billing_phone: "0905 123 456",
      billing_email: "thuha@example.vn",
      billing_province: "Huế",
      billing_ward: "Phường Thuận Hóa",
      billing_address_1: "3 Lê Lợi",
      shipping_method: "flat_rate",
      payment_method: "cod",
      terms: "on",
      checkout_token: token!,
      cart_hash: hash,
    }, shopper.headers());
    const placed = (await (await callRoute(wcAjaxRoute, "/wc-ajax/:endpoint", services(), request, { endpoint: "checkout" })).json()) as { result: string; order_id: number };
    expect(placed.result).toBe("success");
    const [order] = await queryRows(database.db, sql`select shipping_total::int, total::int, shipping_method from orders where id = ${placed.order_id}`);
    expect(order).toEqual({ shipping_total: 45_000, total: 395_000, shipping_method: "flat_rate" });
  });
});

describe("POST cuahang/v1/settings/test-email", () => {
  it("sends the signed-in staff member a test e-mail from the shop's sender setting, and reports the mailer's error", async () => {
    const manager = await callerFor("quanly");
    await rest(manager, "POST", "cuahang/v1/settings", { email: { from_name: "Xinh Boutique", from_address: "shop@xinh.vn" } });
    const sentBefore = mail.sent.length;
    const answer = await rest(manager, "POST", "cuahang/v1/settings/test-email");
    expect(answer).toEqual({ status: 200, json: { sent: true, to: "quanly@cuahang.vn", message: "Đã gửi email thử tới quanly@cuahang.vn. Hãy kiểm tra hộp thư (cả thư mục spam)." } });
    expect(mail.sent.length).toBe(sentBefore + 1);
    const message = mail.sent.at(-1)!;
    expect(message.to).toEqual({ name: "Quản lý Cửa Hàng Xinh", address: "quanly@cuahang.vn" });
    expect(message.from).toEqual({ name: "Xinh Boutique", address: "shop@xinh.vn" });
    expect(message.subject).toMatch(/^Email thử từ /);

    // An empty part of the setting falls back to the server's MAIL_FROM.
    await rest(manager, "POST", "cuahang/v1/settings", { email: { from_name: "", from_address: "" } });
    await rest(manager, "POST", "cuahang/v1/settings/test-email");
    expect(mail.sent.at(-1)!.from).toEqual({ name: "Cửa Hàng Xinh", address: "no-reply@cuahang.test" });

    const failing: Mailer = { kind: "smtp", close: () => {}, send: async () => Promise.reject(new Error("Invalid login: 535 Authentication failed")) };
    const saved = mailer;
    mailer = failing;
    try {
      expect(await rest(manager, "POST", "cuahang/v1/settings/test-email")).toEqual({
        status: 500,
        json: { code: "cuahang_test_email_failed", message: "Không gửi được email thử: Invalid login: 535 Authentication failed", data: { status: 500 } },
      });
    } finally {
      mailer = saved;
    }
  });
});
