import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../db/schema";
import { requestContext, signInAs, testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import type { Database } from "../../../app/platform/.server/db";
import { addToCart } from "../../../app/features/cart/.server/cart";
import { pushNotice } from "../../../app/features/site/.server/notices";
import { sharedPageFace } from "../../../app/features/account/.server/shared-page-face";
import { accountForSignIn, createAccount } from "../../../app/features/account/.server/users";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const services = () => testServices(database.db);
const SITE = "http://shop.test";

async function signedIn(login: string): Promise<string> {
  const account = (await accountForSignIn(database.db, login))!;
  return signInAs(services(), account.id);
}

function faceOf(path: string, cookie: string | null) {
  const request = new Request(`${SITE}${path}`, { headers: cookie ? { cookie } : {} });
  return sharedPageFace(requestContext(services(), request), request);
}

describe("sharedPageFace", () => {
  it("names one face for every customer with nothing of hers to show, on the catalogue's pages only", async () => {
    const tien = await signedIn("thuytien");
    for (const path of ["/", "/cua-hang/", "/cua-hang/page/2/?orderby=price", "/danh-muc-san-pham/ao/", "/tu-khoa-san-pham/mua-he/", "/san-pham/ao-thun/", "/san-pham/ao-thun/comment-page-2/"]) {
      expect(await faceOf(path, tien)).toBe("customer");
    }
    const registered = await createdCustomer("khach.moi@example.vn");
    expect(await faceOf("/cua-hang/", registered)).toBe("customer");
    for (const path of ["/tai-khoan/", "/tai-khoan/orders/", "/gio-hang/", "/thanh-toan/", "/lien-he/", "/cua-hang/?add-to-cart=12", "/?store_notice_dismiss=a1b2c3"]) {
      expect(await faceOf(path, tien)).toBeNull();
    }
  });

  it("has none for a guest, a store admin, a shopper with a notice waiting or a cart, and carries a dismissed store notice", async () => {
    expect(await faceOf("/cua-hang/", null)).toBeNull();
    expect(await faceOf("/cua-hang/", await signedIn("quanly"))).toBeNull();

    const withNotice = await createdCustomer("co.thong.bao@example.vn");
    const noticeContext = requestContext(services(), new Request(SITE, { headers: { cookie: withNotice } }));
    await pushNotice(noticeContext.session, { kind: "success", text: "Đã lưu." });
    expect(await faceOf("/cua-hang/", withNotice)).toBeNull();

    const withCart = await createdCustomer("co.gio.hang@example.vn");
    const cartContext = requestContext(services(), new Request(SITE, { headers: { cookie: withCart } }));
    const [product] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.type, "simple"), eq(products.stockStatus, "instock"), sql`${products.regularPrice} is not null`))
      .limit(1);
    const added = await addToCart(database.db, (await cartContext.session.current())!, { productId: product!.id, quantity: 1, variationId: null, attributes: {} });
    expect(added).toMatchObject({ ok: true });
    expect(await faceOf("/cua-hang/", withCart)).toBeNull();
    // The cart's cookies left from an earlier cart: the page that clears them is hers.
    const fresh = await createdCustomer("cookie.cu@example.vn");
    expect(await faceOf("/cua-hang/", `${fresh}; woocommerce_items_in_cart=1`)).toBeNull();

    expect(await faceOf("/cua-hang/", `${fresh}; store_noticea1b2c3=hidden`)).toBe("customer;store_noticea1b2c3=hidden");
  });
});

async function createdCustomer(email: string): Promise<string> {
  const made = await createAccount(database.db, { email, passwordHash: null, roles: ["customer"] });
  if (!made.ok) throw new Error(made.error);
  return signInAs(services(), made.account.id);
}
