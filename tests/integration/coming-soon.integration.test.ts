import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as layoutRoute from "../../app/routes/site-layout";
import { type Database, queryRows } from "../../app/platform/.server/db";
import { requestContext, testServices } from "../support/context";
import { cloneSeededDatabase } from "../support/db";
import { restCallers } from "./back-office/rest-callers";
import { SITE } from "./wordpress/harness";

/*
 * Coming-soon mode (issue 23): guests get the 503 coming-soon page; store admins see the shop with
 * the footer banner, which they dismiss through WordPress's `POST wp/v2/users/me`
 * (`woocommerce_meta.coming_soon_banner_dismissed`, kept in `user_meta`).
 */

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const services = () => testServices(database.db);
const { callerFor, rest } = restCallers(() => database.db, services);

/** The site frame's loader for `path` with `cookie`: its data, or the Response it threw. */
async function frame(path: string, cookie = ""): Promise<{ data?: Awaited<ReturnType<typeof layoutRoute.loader>>; thrown?: { status: number; data: unknown; headers: Headers } }> {
  const request = new Request(`${SITE}${path}`, { headers: cookie ? { cookie } : {} });
  try {
    return { data: await layoutRoute.loader({ request, params: {}, context: requestContext(services(), request) } as never) };
  } catch (thrown) {
    const t = thrown as { init?: { status?: number; headers?: HeadersInit }; data: unknown };
    return { thrown: { status: t.init?.status ?? 500, data: t.data, headers: new Headers(t.init?.headers) } };
  }
}

const storedMeta = async (login: string) =>
  queryRows<{ key: string; value: unknown }>(database.db, sql`select m.key, m.value from user_meta m join users u on u.id = m.user_id where u.login = ${login} and m.key like 'woocommerce_admin_%'`);

describe("coming-soon mode", () => {
  it("is off in the demo shop: guests see the shop and nobody gets the banner", async () => {
    const guest = await frame("/");
    expect(guest.thrown).toBeUndefined();
    const admin = await callerFor("quantri");
    expect((await frame("/", admin.cookie)).data?.comingSoonBanner).toBeUndefined();
  });

  it("gives guests and customers the 503 coming-soon page, lets sign-in pages through, and shows admins the shop with the banner", async () => {
    const manager = await callerFor("quanly");
    const on = await rest(manager, "POST", "cuahang/v1/settings", { coming_soon: { enabled: true, text: "Cửa hàng đang ở chế độ sắp ra mắt." } });
    expect(on.status).toBe(200);

    for (const path of ["/", "/cua-hang/", "/gio-hang/"]) {
      const guest = await frame(path);
      expect(guest.thrown?.status).toBe(503);
      expect(guest.thrown?.data).toEqual({
        comingSoon: { siteName: "Cửa Hàng Xinh", title: "Sắp ra mắt", text: "Cửa Hàng Xinh đang chuẩn bị những điều mới. Mời bạn quay lại sau ít lâu nữa.", signIn: "Bạn là chủ cửa hàng? Đăng nhập" },
      });
      expect(guest.thrown?.headers.get("Retry-After")).toBe("3600");
      expect(guest.thrown?.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(guest.thrown?.headers.get("Cache-Control")).toBe("no-store");
    }
    const customer = await callerFor("thuytien");
    expect((await frame("/", customer.cookie)).thrown?.status).toBe(503);
    // The owner can still sign in.
    for (const path of ["/wp-login.php", "/tai-khoan/", "/tai-khoan/lost-password/"]) expect((await frame(path)).thrown).toBeUndefined();

    const admin = await callerFor("quantri");
    const seen = await frame("/", admin.cookie);
    expect(seen.thrown).toBeUndefined();
    expect(seen.data?.comingSoonBanner).toEqual({
      text: "Cửa hàng đang ở chế độ sắp ra mắt.",
      restUrl: "/wp-json/wp/v2/users/me",
      nonce: expect.stringMatching(/^\w+$/),
      labels: { region: "Chế độ sắp ra mắt", settings: "Đổi chế độ hiển thị", dismiss: "Ẩn dải thông báo sắp ra mắt", failed: "Không thể ẩn dải thông báo: {message}" },
    });

    await rest(manager, "POST", "cuahang/v1/settings", { coming_soon: { enabled: false, text: "Cửa hàng đang ở chế độ sắp ra mắt." } });
    expect((await frame("/")).thrown).toBeUndefined();
  });
});

describe("POST wp/v2/users/me (the banner's dismissal)", () => {
  it("stores woocommerce_meta.coming_soon_banner_dismissed for the caller and answers the user with it", async () => {
    const manager = await callerFor("quanly");
    await rest(manager, "POST", "cuahang/v1/settings", { coming_soon: { enabled: true, text: "Sắp ra mắt." } });
    expect((await frame("/", manager.cookie)).data?.comingSoonBanner?.text).toBe("Sắp ra mắt.");

    const before = await rest(manager, "GET", "wp/v2/users/me");
    expect(before.status).toBe(200);
    expect(before.json.woocommerce_meta).toEqual({ coming_soon_banner_dismissed: "" });

    const answer = await rest(manager, "POST", "wp/v2/users/me", { woocommerce_meta: { coming_soon_banner_dismissed: "yes", some_other_preference: "x" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store, private");
    expect(answer.json).toMatchObject({ slug: "quanly", name: expect.any(String), woocommerce_meta: { coming_soon_banner_dismissed: "yes" } });
    expect(answer.json.id).toBeGreaterThan(0);
    // Only the key WooCommerce knows is kept, under WooCommerce's meta key.
    expect(await storedMeta("quanly")).toEqual([{ key: "woocommerce_admin_coming_soon_banner_dismissed", value: "yes" }]);
    expect((await frame("/", manager.cookie)).data?.comingSoonBanner).toBeUndefined();
    // Another admin still gets it.
    expect((await frame("/", (await callerFor("quantri")).cookie)).data?.comingSoonBanner).toBeDefined();
    await rest(manager, "POST", "cuahang/v1/settings", { coming_soon: { enabled: false, text: "Sắp ra mắt." } });
  });

  it("answers a visitor WordPress's 401 rest_not_logged_in and a wrong nonce 403 rest_cookie_invalid_nonce, storing nothing", async () => {
    const guest = await rest({ cookie: "", nonce: "" }, "POST", "wp/v2/users/me", { woocommerce_meta: { coming_soon_banner_dismissed: "yes" } });
    expect(guest).toMatchObject({ status: 401, json: { code: "rest_not_logged_in", message: "Bạn chưa đăng nhập.", data: { status: 401 } } });

    const admin = await callerFor("quantri");
    // Signed in but without the nonce: a visitor's call, as WordPress's cookie authentication has it.
    const noNonce = await rest({ cookie: admin.cookie, nonce: "" }, "POST", "wp/v2/users/me", { woocommerce_meta: { coming_soon_banner_dismissed: "yes" } });
    expect(noNonce).toMatchObject({ status: 401, json: { code: "rest_not_logged_in", data: { status: 401 } } });
    const badNonce = await rest({ cookie: admin.cookie, nonce: "0123456789" }, "POST", "wp/v2/users/me", { woocommerce_meta: { coming_soon_banner_dismissed: "yes" } });
    expect(badNonce).toMatchObject({ status: 403, json: { code: "rest_cookie_invalid_nonce", message: "Mã xác thực cookie không hợp lệ.", data: { status: 403 } } });
    expect(await storedMeta("quantri")).toEqual([]);
  });

  it("refuses a woocommerce_meta that is not an object of strings with WordPress's 400, storing nothing", async () => {
    const admin = await callerFor("quantri");
    for (const body of [{ woocommerce_meta: "yes" }, { woocommerce_meta: { coming_soon_banner_dismissed: true } }, { woocommerce_meta: ["yes"] }]) {
      const answer = await rest(admin, "POST", "wp/v2/users/me", body);
      expect(answer).toMatchObject({ status: 400, json: { code: "rest_invalid_param", data: { status: 400, params: { woocommerce_meta: expect.any(String) } } } });
    }
    expect(await storedMeta("quantri")).toEqual([]);
  });
});
