import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type ProductTab, ProductTabs } from "./ProductTabs";

const tabs: ProductTab[] = [
  { key: "description", title: "Mô tả", content: <p>Vải cotton</p> },
  { key: "additional_information", title: "Thông tin bổ sung", content: <table /> },
  { key: "reviews", title: "Đánh giá (3)", content: <div id="reviews" />, followsUrl: true },
];

describe("ProductTabs", () => {
  it("draws WooCommerce's tabs as WAI-ARIA tabs, the first one open, each panel under its heading", () => {
    const html = renderToStaticMarkup(<ProductTabs tabs={tabs} selected="description" />);
    expect(html).toMatch(/^<div class="woocommerce-tabs wc-tabs-wrapper mt-12" data-tabs=""><div role="tablist" aria-label="Thông tin sản phẩm" class="tabs wc-tabs [^"]*\[@media\(scripting:none\)\]:hidden">/);
    expect(html).toContain('<a role="tab" id="tab-title-description" href="#tab-description" aria-controls="tab-description" aria-selected="true" tabindex="0" class="description_tab tab');
    expect(html).toContain('<a role="tab" id="tab-title-additional_information" href="#tab-additional_information" aria-controls="tab-additional_information" aria-selected="false" tabindex="-1"');
    expect(html).toContain('<a role="tab" id="tab-title-reviews" href="#tab-reviews" aria-controls="tab-reviews" aria-selected="false" tabindex="-1" data-follows-url=""');
    expect(html).toContain('<div id="tab-description" role="tabpanel" aria-labelledby="tab-title-description" data-active="" class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description');
    expect(html).toMatch(/<div id="tab-description"[^>]*><h2 class="tab-heading[^"]*">Mô tả<\/h2><p>Vải cotton<\/p><\/div>/);
    expect(html).toMatch(/<div id="tab-reviews" role="tabpanel" aria-labelledby="tab-title-reviews" class="[^"]*"><h2 class="tab-heading[^"]*">Đánh giá \(3\)<\/h2><div id="reviews"><\/div><\/div>/);
    expect(html.match(/data-active/g)).toHaveLength(1);
  });

  it("draws the reviews open when the address asks for them", () => {
    const html = renderToStaticMarkup(<ProductTabs tabs={tabs} selected="reviews" />);
    expect(html).toContain('id="tab-title-description" href="#tab-description" aria-controls="tab-description" aria-selected="false" tabindex="-1"');
    expect(html).toContain('id="tab-title-reviews" href="#tab-reviews" aria-controls="tab-reviews" aria-selected="true" tabindex="0"');
    expect(html).toContain('<div id="tab-reviews" role="tabpanel" aria-labelledby="tab-title-reviews" data-active=""');
    expect(html.match(/data-active/g)).toHaveLength(1);
  });
});
