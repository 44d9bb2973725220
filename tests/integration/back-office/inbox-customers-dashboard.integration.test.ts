import apiFetch, { type APIFetchOptions } from "@wordpress/api-fetch";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../../app/platform/.server/db";
import { queryRows } from "../../../app/platform/.server/db";
import { type Mailer, memoryMailer } from "../../../app/platform/.server/mailer";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE } from "../wordpress/harness";
import { apiFetchBrowser } from "./api-fetch-browser";

/*
 * The back office's inbox, customers and dashboard over REST, driven by `@wordpress/api-fetch`
 * against the shop's handlers as the screens drive them (the harness of
 * rest-conventions.integration.test.ts): answers, stored rows, and who may ask.
 */

let database: Database;
let mailer: Mailer & { sent: Array<{ subject?: string }> } = memoryMailer();
let clock = () => new Date();
const services = () => testServices(database.db, () => clock(), mailer);
const browser = apiFetchBrowser({ db: () => database.db, services });
const { browserFetch } = browser;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

async function idOf(login: string): Promise<number> {
  const [user] = await queryRows<{ id: number }>(database.db, sql`select id from users where login = ${login}`);
  return user!.id;
}

async function signIn(login: string): Promise<void> {
  await browser.signIn(login);
}

beforeEach(async () => {
  mailer = memoryMailer();
  clock = () => new Date();
  await signIn("quanly");
});

const call = <T,>(options: APIFetchOptions<true>) => apiFetch<T>(options);
const page = (options: APIFetchOptions<false>) => apiFetch<Response, false>({ ...options, parse: false });

type Message = {
  id: string;
  kind: string;
  number: number;
  date: string;
  date_gmt: string;
  read: boolean;
  read_by: { id: number; name: string } | null;
  form: { id: number; title: string } | null;
  fields: Record<string, string | string[]>;
  files: Array<{ field: string; name: string; size: number; type: string; kept: boolean }>;
  remote_ip: string;
  mail: { status: string; attempts: number; error: string; next_attempt: string | null } | null;
};

/** Access as WordPress refuses it: a visitor (no nonce) and a customer's nonce. */
async function expectStaffOnly(path: string, refusals: { visitor: object; customer: object }, method = "GET"): Promise<void> {
  browser.signOut();
  const visitor = await browserFetch(`/wp-json${path}`, { method });
  expect(visitor.status).toBe(401);
  expect(await visitor.json()).toEqual(refusals.visitor);
  await signIn("thuytien");
  await expect(call({ path, method, ...(method === "GET" ? {} : { data: { read: true } }) })).rejects.toEqual(refusals.customer);
}

describe("the inbox (cuahang/v1/messages)", () => {
  let formId = 0;
  const ids = { older: 0, failed: 0, withFiles: 0, support: 0 };

  beforeAll(async () => {
    await database.db.execute(sql`delete from contact_submissions`);
    await database.db.execute(sql`delete from support_messages`);
    const [form] = await queryRows<{ id: number }>(database.db, sql`select id from contact_forms where slug = 'lien-he'`);
    formId = form!.id;
    const submit = async (o: { at: string; fields: object; status: string; files?: object[]; purged?: boolean; error?: string; attempts?: number }) => {
      const [row] = await queryRows<{ id: number }>(
        database.db,
        sql`insert into contact_submissions (form_id, fields, status, posted_data_hash, remote_ip, user_agent, url, files, files_purged_at, mail_attempts, mail_error, next_mail_attempt_at, created_at)
            values (${formId}, ${JSON.stringify(o.fields)}::jsonb, ${o.status}, ${"a".repeat(32)}, '203.0.113.7', 'Mozilla/5.0', ${`${SITE}/lien-he/`},
                    ${JSON.stringify(o.files ?? [])}::jsonb, ${o.purged ? sql`now()` : null}, ${o.attempts ?? 1}, ${o.error ?? null},
                    ${o.status === "mail_failed" ? sql`${o.at}::timestamptz + interval '1 hour'` : null}, ${o.at}::timestamptz)
            returning id`,
      );
      return row!.id;
    };
    ids.older = await submit({ at: "2026-11-01T03:00:00Z", fields: { "your-name": "Đỗ Hải Yến", "your-email": "haiyen@example.com", "your-subject": "Hỏi size", "your-message": "Áo size M còn không?" }, status: "mail_sent" });
    ids.failed = await submit({
      at: "2026-11-03T03:00:00Z",
      fields: { "your-name": "Bùi Văn Nam", "your-email": "vannam@example.com", "your-subject": "Đổi hàng", "your-message": "Tôi muốn đổi màu." },
      status: "mail_failed",
      error: "connect ECONNREFUSED 127.0.0.1:25",
      attempts: 2,
    });
    ids.withFiles = await submit({
      at: "2026-11-04T03:00:00Z",
      fields: { "your-name": "Lý Thu Hà", "your-email": "thuha@example.com", "your-subject": "Ảnh lỗi", "your-message": "Xem ảnh giúp tôi." },
      status: "mail_sent",
      files: [{ field: "file-anh", name: "ao-bi-loi.jpg", size: 48_213, type: "image/jpeg", storedAs: "0123abcd" }],
      purged: true,
    });
    const [support] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into support_messages (email, login, message, remote_ip, created_at)
          values ('bichngoc@example.com', 'bichngoc', 'Tôi không đăng ký được tài khoản.', '198.51.100.4', '2026-11-02T03:00:00Z') returning id`,
    );
    ids.support = support!.id;
  });

  it("lists both kinds newest first with WordPress's paging headers, and filters unread and by kind", async () => {
    const first = await page({ path: "/cuahang/v1/messages?per_page=3" });
    expect(first.headers.get("X-WP-Total")).toBe("4");
    expect(first.headers.get("X-WP-TotalPages")).toBe("2");
    expect(first.headers.get("Link")).toContain('rel="next"');
    const listed = (await first.json()) as Message[];
    expect(listed.map((m) => m.id)).toEqual([`contact-${ids.withFiles}`, `contact-${ids.failed}`, `support-${ids.support}`]);
    expect(listed.every((m) => m.read === false)).toBe(true);

    const all = await call<Message[]>({ path: "/cuahang/v1/messages?per_page=-1" });
    expect(all.map((m) => m.id)).toEqual([`contact-${ids.withFiles}`, `contact-${ids.failed}`, `support-${ids.support}`, `contact-${ids.older}`]);

    const support = await call<Message[]>({ path: "/cuahang/v1/messages?kind=support" });
    expect(support).toEqual([
      expect.objectContaining({
        id: `support-${ids.support}`,
        kind: "support",
        date: "2026-11-02T10:00:00",
        date_gmt: "2026-11-02T03:00:00",
        fields: { email: "bichngoc@example.com", login: "bichngoc", message: "Tôi không đăng ký được tài khoản." },
        form: null,
        mail: null,
        remote_ip: "198.51.100.4",
      }),
    ]);
    await expect(call({ path: "/cuahang/v1/messages?status=read" })).rejects.toMatchObject({ code: "rest_invalid_param", data: { status: 400, params: { status: expect.any(String) } } });
  });

  it("reads one message whole: its fields, its files' names and sizes, where it came from and its failed mail", async () => {
    const withFiles = await call<Message>({ path: `/cuahang/v1/messages/contact-${ids.withFiles}` });
    expect(withFiles).toMatchObject({
      kind: "contact",
      number: ids.withFiles,
      form: { id: formId, title: "Biểu mẫu liên hệ", labels: expect.objectContaining({ "your-name": "Họ và tên", "your-subject": "Chủ đề", "your-message": "Lời nhắn" }) },
      fields: { "your-name": "Lý Thu Hà", "your-email": "thuha@example.com", "your-subject": "Ảnh lỗi", "your-message": "Xem ảnh giúp tôi." },
      files: [{ field: "file-anh", name: "ao-bi-loi.jpg", size: 48_213, type: "image/jpeg", kept: false }],
      remote_ip: "203.0.113.7",
      mail: { status: "mail_sent" },
    });
    // Where a file is kept on the server stays the server's.
    expect(JSON.stringify(withFiles)).not.toContain("0123abcd");

    const failed = await call<Message>({ path: `/cuahang/v1/messages/contact-${ids.failed}` });
    expect(failed.mail).toEqual({ status: "mail_failed", attempts: 2, error: "connect ECONNREFUSED 127.0.0.1:25", next_attempt: "2026-11-03T11:00:00", next_attempt_gmt: "2026-11-03T04:00:00" });

    await expect(call({ path: "/cuahang/v1/messages/contact-999999" })).rejects.toMatchObject({ code: "cuahang_message_invalid_id", data: { status: 404 } });
    await expect(call({ path: `/cuahang/v1/messages/support-${ids.failed + 999_999}` })).rejects.toMatchObject({ data: { status: 404 } });
  });

  it("marks a message read by the staff member (PUT, sent as POST with the override) and unread again, each logged", async () => {
    const staffId = await idOf("quanly");
    const read = await call<Message>({ path: `/cuahang/v1/messages/support-${ids.support}`, method: "PUT", data: { read: true } });
    expect(read).toMatchObject({ read: true, read_by: { id: staffId, name: expect.any(String) } });
    const [row] = await queryRows<{ read_by: number; read: boolean }>(database.db, sql`select read_by, read_at is not null as read from support_messages where id = ${ids.support}`);
    expect(row).toEqual({ read_by: staffId, read: true });

    const unread = await page({ path: "/cuahang/v1/messages?status=unread" });
    expect(unread.headers.get("X-WP-Total")).toBe("3");
    expect(((await unread.json()) as Message[]).map((m) => m.id)).not.toContain(`support-${ids.support}`);

    // Reading it again keeps who read it first, and logs nothing new.
    await call({ path: `/cuahang/v1/messages/support-${ids.support}`, method: "POST", data: { read: true } });
    const again = await call<Message>({ path: `/cuahang/v1/messages/support-${ids.support}`, method: "PUT", data: { read: false } });
    expect(again).toMatchObject({ read: false, read_by: null });
    const [cleared] = await queryRows<{ read_at: string | null; read_by: number | null }>(database.db, sql`select read_at, read_by from support_messages where id = ${ids.support}`);
    expect(cleared).toEqual({ read_at: null, read_by: null });
    const logged = await queryRows<{ action: string; user_id: number }>(
      database.db,
      sql`select action, user_id from staff_actions where object_type = 'message.support' and object_id = ${ids.support} order by id`,
    );
    expect(logged).toEqual([
      { action: "message.read", user_id: staffId },
      { action: "message.unread", user_id: staffId },
    ]);

    await expect(call({ path: `/cuahang/v1/messages/support-${ids.support}`, method: "PUT", data: { read: "yes" } })).rejects.toMatchObject({ code: "rest_invalid_param", data: { status: 400 } });
  });

  it("sends a failed mail again through the retries' own path, and refuses to resend one that did not fail (409)", async () => {
    const sent = await call<Message>({ path: `/cuahang/v1/messages/contact-${ids.failed}/resend`, method: "POST" });
    expect(sent.mail).toMatchObject({ status: "mail_sent", attempts: 3, error: "", next_attempt: null });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.subject).toContain("Đổi hàng");
    const [row] = await queryRows<{ status: string; next_mail_attempt_at: string | null }>(database.db, sql`select status, next_mail_attempt_at from contact_submissions where id = ${ids.failed}`);
    expect(row).toEqual({ status: "mail_sent", next_mail_attempt_at: null });
    const [logged] = await queryRows<{ action: string }>(database.db, sql`select action from staff_actions where object_type = 'message.contact' and object_id = ${ids.failed}`);
    expect(logged).toEqual({ action: "message.resend" });

    await expect(call({ path: `/cuahang/v1/messages/contact-${ids.failed}/resend`, method: "POST" })).rejects.toMatchObject({ code: "cuahang_mail_not_failed", data: { status: 409 } });
    expect(mailer.sent).toHaveLength(1);
  });

  it("serves staff only: a visitor gets 401 rest_not_logged_in, a customer 403 rest_forbidden, and nothing is changed", async () => {
    await expectStaffOnly("/cuahang/v1/messages", {
      visitor: { code: "rest_not_logged_in", message: "Bạn chưa đăng nhập.", data: { status: 401 } },
      customer: { code: "rest_forbidden", message: "Xin lỗi, bạn không được phép làm điều đó.", data: { status: 403 } },
    });
    await expectStaffOnly(
      `/cuahang/v1/messages/contact-${ids.older}`,
      {
        visitor: { code: "rest_not_logged_in", message: "Bạn chưa đăng nhập.", data: { status: 401 } },
        customer: { code: "rest_forbidden", message: "Xin lỗi, bạn không được phép làm điều đó.", data: { status: 403 } },
      },
      "PUT",
    );
    const [row] = await queryRows<{ read: boolean }>(database.db, sql`select read_at is not null as read from contact_submissions where id = ${ids.older}`);
    expect(row).toEqual({ read: false });
  });
});

type Dashboard = {
  today: { after: string; before: string; orders: number; revenue: string };
  month: { after: string; before: string; orders: number; revenue: string };
  revenue_statuses: string[];
  low_stock: { threshold: number; total: number; items: Array<{ product_id: number; variation_id: number; name: string; stock_quantity: number }> };
  out_of_stock: number;
  unread_messages: number;
};

describe("the dashboard (cuahang/v1/dashboard)", () => {
  it("counts today's and this month's orders and revenue by the shop's midnight, in WooCommerce's report statuses", async () => {
    // 17:00 on 15 March 2031 in Việt Nam, far from the demo's orders.
    clock = () => new Date("2031-03-15T10:00:00Z");
    await signIn("quanly");
    const place = async (status: string, total: number, at: string) => {
      await database.db.execute(sql`
        insert into orders (order_key, status, user_id, idempotency_key, subtotal, shipping_total, total, shipping_method,
                            shipping_method_title, payment_method, payment_method_title, created_at)
        select ${`wc_order_dash${at.replace(/\D/g, "")}${status}`}, ${status}, null, ${`dash-${at}-${status}`}, ${total}, 0, ${total},
               s.shipping_method, s.shipping_method_title, s.payment_method, s.payment_method_title, ${at}::timestamptz
          from (select * from orders order by id limit 1) s`);
    };
    await place("processing", 100_000, "2031-03-14T17:30:00Z"); // 00:30 on the 15th: today
    await place("completed", 250_000, "2031-03-15T09:59:00Z"); // 16:59 on the 15th: today
    await place("on-hold", 40_000, "2031-03-14T16:30:00Z"); // 23:30 on the 14th: this month, not today
    await place("completed", 7_000, "2031-02-28T17:00:00Z"); // 00:00 on 1 March: this month
    await place("completed", 9_000, "2031-02-28T16:59:59Z"); // 23:59:59 on 28 February: neither
    await place("pending", 500_000, "2031-03-15T08:00:00Z"); // unpaid: not counted
    await place("cancelled", 600_000, "2031-03-15T08:00:00Z");
    await place("completed", 11_000, "2031-03-31T17:00:00Z"); // 00:00 on 1 April: next month

    const d = await call<Dashboard>({ path: "/cuahang/v1/dashboard" });
    expect(d.today).toEqual({ after: "2031-03-15T00:00:00", before: "2031-03-16T00:00:00", orders: 2, revenue: "350000" });
    expect(d.month).toEqual({ after: "2031-03-01T00:00:00", before: "2031-04-01T00:00:00", orders: 4, revenue: "397000" });
    expect(d.revenue_statuses).toEqual(["processing", "on-hold", "completed"]);
  });

  it("lists managed stock at or below the shop's low-stock amount (2 by default), counts what is out of stock and what is unread", async () => {
    const simple = await queryRows<{ id: number; name: string }>(database.db, sql`select id, name from products where type = 'simple' and status = 'publish' order by id limit 3`);
    const [low, enough, gone] = simple as [{ id: number; name: string }, { id: number; name: string }, { id: number; name: string }];
    const before = await call<Dashboard>({ path: "/cuahang/v1/dashboard" });
    const [{ goneWasOut }] = (await queryRows<{ goneWasOut: boolean }>(database.db, sql`select stock_status = 'outofstock' as "goneWasOut" from products where id = ${gone.id}`)) as [
      { goneWasOut: boolean },
    ];
    await database.db.execute(sql`update products set manage_stock = true, stock_quantity = 2, stock_status = 'instock' where id = ${low.id}`);
    await database.db.execute(sql`update products set manage_stock = true, stock_quantity = 3, stock_status = 'instock' where id = ${enough.id}`);
    await database.db.execute(sql`update products set manage_stock = true, stock_quantity = 0, stock_status = 'outofstock', backorders = 'no' where id = ${gone.id}`);
    const [{ unread }] = (await queryRows<{ unread: number }>(
      database.db,
      sql`select ((select count(*) from contact_submissions where read_at is null) + (select count(*) from support_messages where read_at is null))::int as unread`,
    )) as [{ unread: number }];

    const d = await call<Dashboard>({ path: "/cuahang/v1/dashboard" });
    expect(d.low_stock.threshold).toBe(2);
    expect(d.low_stock.items).toContainEqual(expect.objectContaining({ product_id: low.id, variation_id: 0, name: low.name, stock_quantity: 2 }));
    expect(d.low_stock.items.map((i) => i.product_id)).not.toContain(enough.id);
    expect(d.low_stock.items.map((i) => i.product_id)).not.toContain(gone.id);
    expect(d.low_stock.items.every((i) => i.stock_quantity > 0 && i.stock_quantity <= 2)).toBe(true);
    expect(d.out_of_stock).toBe(before.out_of_stock + (goneWasOut ? 0 : 1));
    expect(d.unread_messages).toBe(unread);
  });

  it("serves staff only, in WordPress's shape", async () => {
    await expectStaffOnly("/cuahang/v1/dashboard", {
      visitor: { code: "rest_not_logged_in", message: "Bạn chưa đăng nhập.", data: { status: 401 } },
      customer: { code: "rest_forbidden", message: "Xin lỗi, bạn không được phép làm điều đó.", data: { status: 403 } },
    });
  });
});

type Customer = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  username: string;
  billing: Record<string, string>;
  shipping: Record<string, string>;
  is_paying_customer: boolean;
  orders_count: number;
  total_spent: string;
  date_created: string;
  date_created_gmt: string;
  avatar_url: string;
  meta_data: unknown[];
};

describe("customers (wc/v3/customers)", () => {
  it("answers a customer in WooCommerce's fields, with their orders counted and what they paid for", async () => {
    const id = await idOf("thuytien");
    const [stats] = await queryRows<{ n: number; spent: string }>(
      database.db,
      sql`select count(*)::int as n, coalesce(sum(total) filter (where status in ('processing', 'completed')), 0)::text as spent from orders where user_id = ${id}`,
    );
    const customer = await call<Customer>({ path: `/wc/v3/customers/${id}` });
    expect(customer).toMatchObject({ id, email: "thuytien@example.com", username: "thuytien", role: "customer", meta_data: [], orders_count: stats!.n, total_spent: stats!.spent });
    expect(Object.keys(customer.billing).sort()).toEqual(["address_1", "address_2", "city", "company", "country", "email", "first_name", "last_name", "phone", "postcode", "state"]);
    expect(Object.keys(customer.shipping)).not.toContain("email");
    expect(customer.date_created_gmt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(customer.avatar_url).toMatch(/^https:\/\/secure\.gravatar\.com\/avatar\/[0-9a-f]{32}\?/);

    // An account that saved no names nor address: its display name, family name first.
    const ducanh = await idOf("ducanh");
    await database.db.execute(sql`delete from user_meta where user_id = ${ducanh} and key in ('first_name', 'last_name', 'billing')`);
    expect(await call<Customer>({ path: `/wc/v3/customers/${ducanh}` })).toMatchObject({ first_name: "Đức Anh", last_name: "Phạm" });

    await expect(call({ path: "/wc/v3/customers/999999" })).rejects.toMatchObject({ code: "woocommerce_rest_invalid_id", data: { status: 404 } });
  });

  it("lists customers (not staff) with paging headers, searched by name without accents, e-mail or phone digits", async () => {
    const id = await idOf("minhquan");
    await database.db.execute(sql`
      insert into user_meta (user_id, key, value) values (${id}, 'billing', ${JSON.stringify({ first_name: "Minh Quân", last_name: "Trần", phone: "0912 345 678", email: "minhquan@example.com", city: "Hà Nội", address_1: "12 Hàng Bạc", address_2: "Phường Hoàn Kiếm" })}::jsonb)
      on conflict (user_id, key) do update set value = excluded.value`);

    const first = await page({ path: "/wc/v3/customers?per_page=2&orderby=id&order=asc" });
    const [{ n }] = (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users where 'customer' = any(roles)`)) as [{ n: number }];
    expect(first.headers.get("X-WP-Total")).toBe(String(n));
    expect(first.headers.get("X-WP-TotalPages")).toBe(String(Math.ceil(n / 2)));
    const everyone = await call<Customer[]>({ path: "/wc/v3/customers?per_page=-1" });
    expect(everyone).toHaveLength(n);
    expect(everyone.map((c) => c.username)).not.toContain("quanly");
    expect((await call<Customer[]>({ path: "/wc/v3/customers?role=all&per_page=100" })).map((c) => c.username)).toContain("quanly");

    for (const search of ["tran minh", "MINHQUAN@EXAMPLE", "0912345678", "345.678"]) {
      const found = await call<Customer[]>({ path: `/wc/v3/customers?search=${encodeURIComponent(search)}` });
      expect(found.map((c) => c.username), search).toEqual(["minhquan"]);
    }
    const [found] = await call<Customer[]>({ path: "/wc/v3/customers?search=0912345678" });
    expect(found!.billing).toMatchObject({ first_name: "Minh Quân", last_name: "Trần", phone: "0912 345 678", city: "Hà Nội", address_1: "12 Hàng Bạc", address_2: "Phường Hoàn Kiếm", postcode: "" });
    expect(found).toMatchObject({ first_name: "Minh Quân", last_name: "Trần" });

    await expect(call({ path: "/wc/v3/customers?orderby=spent" })).rejects.toMatchObject({ code: "rest_invalid_param", data: { status: 400, params: { orderby: expect.any(String) } } });
  });

  it("lists one customer's orders only (wc/v3/orders?customer=)", async () => {
    const id = await idOf("thuytien");
    const orders = await call<Array<{ id: number; customer_id: number }>>({ path: `/wc/v3/orders?customer=${id}&per_page=100` });
    const [{ n }] = (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from orders where user_id = ${id}`)) as [{ n: number }];
    expect(orders).toHaveLength(n);
    expect(orders.every((o) => o.customer_id === id)).toBe(true);
  });

  it("serves staff only, in WooCommerce's shape", async () => {
    await expectStaffOnly("/wc/v3/customers", {
      visitor: { code: "woocommerce_rest_cannot_view", message: "Xin lỗi, bạn không thể liệt kê các tài nguyên.", data: { status: 401 } },
      customer: { code: "woocommerce_rest_cannot_view", message: "Xin lỗi, bạn không thể liệt kê các tài nguyên.", data: { status: 403 } },
    });
    await expectStaffOnly(`/wc/v3/customers/${await idOf("thuytien")}`, {
      visitor: { code: "woocommerce_rest_cannot_view", message: "Xin lỗi, bạn không thể xem tài nguyên này.", data: { status: 401 } },
      customer: { code: "woocommerce_rest_cannot_view", message: "Xin lỗi, bạn không thể xem tài nguyên này.", data: { status: 403 } },
    });
  });
});
