import { describe, expect, it } from "vitest";
import type { MediaSizes } from "../../../../db/schema/media";
import type { ProductVariation } from "../types";
import { type Attachment, type VariationDataSource, type WooVariation, variationsData } from "./variation-data";

const COLOR = "attribute_pa_mau-sac";
const SIZE = "attribute_pa_kich-thuoc";

const sizes = (name: string): MediaSizes =>
  Object.fromEntries(
    (
      [
        ["gallery_thumbnail", 150],
        ["thumbnail", 400],
        ["single", 800],
        ["full", 1200],
      ] as const
    ).map(([size, px]) => [
      size,
      {
        avif: { file: `2026/10/${name}-${px}x${px}.avif`, width: px, height: px, mime: "image/avif" },
        webp: { file: `2026/10/${name}-${px}x${px}.webp`, width: px, height: px, mime: "image/webp" },
        jpeg: { file: `2026/10/${name}-${px}x${px}.jpg`, width: px, height: px, mime: "image/jpeg" },
      },
    ]),
  );
const attachment = (id: number, name: string, o: Partial<Attachment> = {}): Attachment => ({
  id,
  title: `Ảnh ${name}`,
  caption: "",
  alt: "",
  sizes: sizes(name),
  ...o,
});

const variation = (id: number, colour: string, size: string, o: Partial<ProductVariation> = {}): ProductVariation => ({
  id,
  sku: `AO-${colour}-${size}`.toUpperCase(),
  price: { kind: "single", amount: 200_000 },
  stockStatus: "instock",
  manageStock: false,
  stockQuantity: null,
  backorders: "no",
  attributes: { [COLOR]: colour, [SIZE]: size },
  image: null,
  ...o,
});

const product: VariationDataSource["product"] = {
  sku: "AO-001",
  minQuantity: null,
  maxQuantity: null,
  soldIndividually: false,
  manageStock: false,
  stockQuantity: null,
  backorders: "no",
  stockStatus: "instock",
  weightGrams: 250,
};

const source: VariationDataSource = {
  product,
  picture: attachment(10, "ao"),
  variations: [
    {
      variation: variation(101, "do", "s", { manageStock: true, stockQuantity: 7 }),
      description: "Vải cotton.\nGiặt tay.\n\nKhông sấy.",
      picture: attachment(11, "ao-do", { caption: "Áo đỏ mặc thử" }),
    },
    {
      variation: variation(102, "xanh", "m", { sku: null, price: { kind: "sale", regular: 300_000, sale: 240_000 }, stockStatus: "onbackorder", manageStock: true, stockQuantity: 0, backorders: "notify" }),
      description: "",
      picture: null,
    },
    { variation: variation(103, "xanh", "l", { stockStatus: "outofstock" }), description: "", picture: null },
  ],
};

const parse = (s: VariationDataSource) => JSON.parse(variationsData(s)) as WooVariation[];

describe("variationsData", () => {
  it("gives each variation WooCommerce 10's fields of get_available_variation(), in its order, then the older image fields", () => {
    const [red] = parse(source);
    expect(Object.keys(red!)).toEqual([
      "attributes",
      "availability_html",
      "backorders_allowed",
      "dimensions",
      "dimensions_html",
      "display_price",
      "display_regular_price",
      "image",
      "image_id",
      "is_downloadable",
      "is_in_stock",
      "is_purchasable",
      "is_sold_individually",
      "is_virtual",
      "max_qty",
      "min_qty",
      "price_html",
      "sku",
      "variation_description",
      "variation_id",
      "variation_is_active",
      "variation_is_visible",
      "weight",
      "weight_html",
      "image_src",
      "image_link",
    ]);
  });

  it("gives a variation's values, its price and stock line as the form draws them", () => {
    const [red] = parse(source);
    expect(red).toEqual({
      attributes: { [COLOR]: "do", [SIZE]: "s" },
      availability_html: '<p class="stock in-stock font-semibold text-green-700">Còn 7 sản phẩm</p>',
      backorders_allowed: false,
      dimensions: { length: "", width: "", height: "" },
      dimensions_html: "Không có",
      display_price: 200_000,
      display_regular_price: 200_000,
      image: {
        title: "Ảnh ao-do",
        caption: "Áo đỏ mặc thử",
        url: "/wp-content/uploads/2026/10/ao-do-1200x1200.jpg",
        // No alt text: WooCommerce takes the caption, then the title.
        alt: "Áo đỏ mặc thử",
        src: "/wp-content/uploads/2026/10/ao-do-800x800.jpg",
        // An <img>'s srcset, as WooCommerce's: the WebP renditions, not the AVIF ones beside them.
        srcset:
          "/wp-content/uploads/2026/10/ao-do-150x150.webp 150w, /wp-content/uploads/2026/10/ao-do-400x400.webp 400w, " +
          "/wp-content/uploads/2026/10/ao-do-800x800.webp 800w, /wp-content/uploads/2026/10/ao-do-1200x1200.webp 1200w",
        sizes: "(min-width: 850px) 568px, calc(100vw - 2rem)",
        full_src: "/wp-content/uploads/2026/10/ao-do-1200x1200.jpg",
        full_src_w: 1200,
        full_src_h: 1200,
        gallery_thumbnail_src: "/wp-content/uploads/2026/10/ao-do-150x150.jpg",
        gallery_thumbnail_src_w: 150,
        gallery_thumbnail_src_h: 150,
        thumb_src: "/wp-content/uploads/2026/10/ao-do-400x400.jpg",
        thumb_src_w: 400,
        thumb_src_h: 400,
        src_w: 800,
        src_h: 800,
      },
      image_id: 11,
      is_downloadable: false,
      is_in_stock: true,
      is_purchasable: true,
      is_sold_individually: "no",
      is_virtual: false,
      max_qty: 7,
      min_qty: 1,
      price_html: '<span class="price text-lg"><span class="woocommerce-Price-amount amount"><bdi>200.000\u00a0₫</bdi></span></span>',
      sku: "AO-DO-S",
      variation_description: "<p>Vải cotton.<br />\nGiặt tay.</p>\n<p>Không sấy.</p>\n",
      variation_id: 101,
      variation_is_active: true,
      variation_is_visible: true,
      weight: "250",
      weight_html: "250 g",
      image_src: "/wp-content/uploads/2026/10/ao-do-800x800.jpg",
      image_link: "/wp-content/uploads/2026/10/ao-do-1200x1200.jpg",
    } satisfies WooVariation);
  });

  it("gives a sale's and a back-order's price and stock, the product's SKU and picture where the variation has none", () => {
    const [, blue, soldOut] = parse(source);
    expect(blue).toMatchObject({
      display_price: 240_000,
      display_regular_price: 300_000,
      backorders_allowed: true,
      is_in_stock: true,
      max_qty: "",
      sku: "AO-001",
      image_id: 10,
      image: { title: "Ảnh ao", alt: "Ảnh ao", thumb_src: "/wp-content/uploads/2026/10/ao-400x400.jpg" },
      image_link: "/wp-content/uploads/2026/10/ao-1200x1200.jpg",
      availability_html: '<p class="stock available-on-backorder">Có thể đặt trước</p>',
      variation_description: "",
    });
    expect(blue!.price_html).toContain("<del aria-hidden=\"true\"");
    expect(blue!.price_html).toContain("<bdi>240.000\u00a0₫</bdi>");
    expect(soldOut).toMatchObject({ is_in_stock: false, max_qty: "", availability_html: '<p class="stock out-of-stock font-semibold text-sale">Hết hàng</p>' });
  });

  it("gives the stock rule's answers: a variation counting no stock draws on its product's, sold individually is one", () => {
    const shared = { ...product, manageStock: true, stockQuantity: 3, backorders: "yes" as const };
    const [ownStock, parentStock] = parse({ ...source, product: shared, variations: [source.variations[0]!, { ...source.variations[0]!, variation: variation(104, "do", "m") }] });
    expect(ownStock).toMatchObject({ backorders_allowed: false, max_qty: 7, is_sold_individually: "no" });
    expect(parentStock).toMatchObject({ backorders_allowed: true, max_qty: "", is_sold_individually: "no" });
    const [single] = parse({ ...source, product: { ...product, soldIndividually: true }, variations: [source.variations[0]!] });
    expect(single).toMatchObject({ is_sold_individually: "yes", max_qty: 1, min_qty: 1 });
  });

  it("leaves the price out when every variation costs the same, as WooCommerce does", () => {
    const same = parse({ ...source, variations: [source.variations[0]!, source.variations[2]!] });
    expect(same.map((v) => v.price_html)).toEqual(["", ""]);
  });

  it("gives WooCommerce's props of no image, and 'N/A' for a product without a weight", () => {
    const [v] = parse({ product: { ...product, weightGrams: null }, picture: null, variations: [source.variations[1]!] });
    expect(v).toMatchObject({
      image: { title: "", caption: "", url: "", alt: "", src: "", srcset: false, sizes: false },
      image_id: 0,
      image_src: "",
      image_link: "",
      weight: "",
      weight_html: "Không có",
    });
  });
});
