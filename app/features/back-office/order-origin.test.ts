import { describe, expect, it } from "vitest";
import { orderOriginLabel } from "./order-origin";

const meta = (sourceType: string | null, source: string | null) => [
  ...(sourceType === null ? [] : [{ key: "_wc_order_attribution_source_type", value: sourceType }]),
  ...(source === null ? [] : [{ key: "_wc_order_attribution_utm_source", value: source }]),
  { key: "_other", value: 1 },
];

describe("orderOriginLabel", () => {
  it("words each source type as WooCommerce's Origin column does, the source capitalised", () => {
    expect(
      [
        meta("utm", "google"),
        meta("organic", " google "),
        meta("referral", "zalo.me"),
        meta("typein", "(direct)"),
        meta("admin", null),
        meta("mobile_app", "app"),
      ].map(orderOriginLabel),
    ).toEqual(["Nguồn: Google", "Tự nhiên: Google", "Giới thiệu: Zalo.me", "Trực tiếp", "Quản trị web", "Ứng dụng di động"]);
  });

  it("is unknown when nothing, or a type it does not know, was recorded", () => {
    expect([meta(null, "google"), meta("email", "x"), meta("", ""), []].map(orderOriginLabel)).toEqual(["Không rõ", "Không rõ", "Không rõ", "Không rõ"]);
  });
});
