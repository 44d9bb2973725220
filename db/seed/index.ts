import { count } from "drizzle-orm";
import type { Db, Tx } from "../../app/platform/.server/db";
import { products } from "../schema";
import { ADMIN } from "./content/people";
import { renderImages, type RenderResult } from "./images/render";
import { buildDemoPlan } from "./plan";
import type { DemoPlan } from "./plan/types";
import { insertAttributes, insertMedia, insertProducts, insertTerms } from "./write/catalog";
import { insertContactForms, insertMenus, insertOptions, insertPosts, insertUsers } from "./write/content";
import { insertDemoOrders } from "./write/orders";
import { insertDemoCoupons } from "./write/coupons";
import { idOf } from "./write/refs";

export { seedScale, type ScaleOptions, type ScaleSummary } from "./scale";

export type SeedOptions = {
  uploadsDir: string;
  /** `false` records the media rows and their file paths but writes no files (tests). */
  images?: boolean;
  log?: (msg: string) => void;
};

export type SeedCounts = {
  products: number;
  variations: number;
  reviews: number;
  media: number;
  terms: number;
  attributes: number;
  posts: number;
  portfolio: number;
  pages: number;
  users: number;
  menuItems: number;
  /** Demo orders for the back office: a month of every status. */
  orders: number;
};

export type SeedSummary = {
  /** True when the database already had products and nothing was written. */
  skipped: boolean;
  counts: SeedCounts;
  /** Picture rendering, or `null` when skipped or run with `images: false`. */
  images: (RenderResult & { ms: number }) | null;
  /** Time spent writing rows, in one transaction. */
  rowsMs: number;
  totalMs: number;
};

const NO_COUNTS: SeedCounts = {
  products: 0,
  variations: 0,
  reviews: 0,
  media: 0,
  terms: 0,
  attributes: 0,
  posts: 0,
  portfolio: 0,
  pages: 0,
  users: 0,
  menuItems: 0,
  orders: 0,
};

/**
 * Fills an empty database with the demo shop: catalogue, pictures, blog, portfolio, pages,
 * menus, contact form and options. A database that already has products is left alone.
 *
 * Pictures are rendered before the rows are written: if rendering fails nothing is recorded,
 * and the next run starts over instead of skipping a half-seeded shop.
 */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) {
    log(`Cơ sở dữ liệu đã có ${existing?.n} sản phẩm: bỏ qua dữ liệu mẫu.`);
    return { skipped: true, counts: NO_COUNTS, images: null, rowsMs: 0, totalMs: performance.now() - started };
  }

  const plan = buildDemoPlan();
  let images: SeedSummary["images"] = null;
  if (opts.images !== false) {
    log(`Đang tạo ${plan.media.length} ảnh vào ${opts.uploadsDir}…`);
    const t = performance.now();
    const step = Math.ceil(plan.media.length / 10);
    const result = await renderImages(plan.media, opts.uploadsDir, (done, total) => {
      if (done % step === 0 || done === total) log(`  ảnh ${done}/${total}`);
    });
    images = { ...result, ms: performance.now() - t };
  }

  log("Đang ghi dữ liệu mẫu…");
  const t = performance.now();
  // Unique slugs make a second, concurrent seed fail as a whole rather than duplicate anything.
  const counts = await db.transaction((tx) => writeDemo(tx, plan));
  return { skipped: false, counts, images, rowsMs: performance.now() - t, totalMs: performance.now() - started };
}

/** The demo shop's Instagram profile, the photo feed's link without scripts. */
const DEMO_PHOTO_PROFILE = "https://www.instagram.com/cuahangxinh/";

async function writeDemo(tx: Tx, plan: DemoPlan): Promise<SeedCounts> {
  const users = await insertUsers(tx, plan.users);
  const mediaIds = await insertMedia(tx, plan.media);
  const termIds = await insertTerms(tx, plan.terms, mediaIds);
  const { attributeIds, termIds: attributeTermIds } = await insertAttributes(tx, plan.attributes, mediaIds);
  const written = await insertProducts(tx, plan.products, {
    media: mediaIds,
    terms: termIds,
    attributes: attributeIds,
    attributeTerms: attributeTermIds,
    users,
  });
  await insertPosts(tx, plan.posts, { authorId: idOf(users, ADMIN.login, "quản trị viên"), media: mediaIds, terms: termIds });
  const menuItems = await insertMenus(tx, plan.menus);
  await insertContactForms(tx, plan.contactForms);
  // The photo feed shows the first pictures of the library, as an owner would pick them.
  await insertOptions(tx, { ...plan.options, photo_feed: { media_ids: [...mediaIds.values()].slice(0, 8), profile_url: DEMO_PHOTO_PROFILE } });
  const orders = await insertDemoOrders(tx, users);
  await insertDemoCoupons(tx);

  const postsOf = (type: string) => plan.posts.filter((p) => p.type === type).length;
  return {
    ...written,
    media: mediaIds.size,
    terms: termIds.size,
    attributes: attributeIds.size,
    posts: postsOf("post"),
    portfolio: postsOf("featured_item"),
    pages: postsOf("page"),
    users: users.size,
    menuItems,
    orders,
  };
}
