import { describe, expect, it } from "vitest";
import { attributionFromExtensionData, attributionFromForm } from "./posted-attribution.server";

const SENT = {
  source_type: "utm",
  referrer: "https://l.facebook.com/",
  utm_campaign: "tết 2027",
  utm_source: "facebook",
  utm_medium: "cpc",
  utm_content: "(none)",
  utm_id: "(none)",
  utm_term: "(none)",
  utm_source_platform: "(none)",
  utm_creative_format: "(none)",
  utm_marketing_tactic: "(none)",
  session_entry: "https://shop.vn/?utm_source=facebook",
  session_start_time: "2026-11-26 05:15:34",
  session_pages: "3",
  session_count: "1",
  user_agent: "Mozilla/5.0",
};

const ROW = {
  sourceType: "utm",
  referrer: "https://l.facebook.com/",
  utmCampaign: "tết 2027",
  utmSource: "facebook",
  utmMedium: "cpc",
  utmContent: "(none)",
  utmId: "(none)",
  utmTerm: "(none)",
  utmSourcePlatform: "(none)",
  utmCreativeFormat: "(none)",
  utmMarketingTactic: "(none)",
  sessionEntry: "https://shop.vn/?utm_source=facebook",
  sessionStartTime: "2026-11-26 05:15:34",
  sessionPages: 3,
  sessionCount: 1,
  userAgent: "Mozilla/5.0",
};

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [field, value] of Object.entries(values)) data.append(`wc_order_attribution_${field}`, value);
  return data;
};

describe("attributionFromForm", () => {
  it("reads the 16 prefixed inputs into the order_attribution row, (none) kept as sent", () => {
    expect(attributionFromForm(form(SENT))).toEqual(ROW);
  });

  it("gives nulls for the empty inputs of tracking off, and for a form without them", () => {
    const empty = Object.fromEntries(Object.keys(SENT).map((k) => [k, ""]));
    const nulls = Object.fromEntries(Object.keys(ROW).map((k) => [k, null]));
    expect(attributionFromForm(form(empty))).toEqual(nulls);
    expect(attributionFromForm(new URLSearchParams("billing_first_name=An"))).toEqual(nulls);
  });

  it("trims, turns control characters into spaces and cuts long values", () => {
    const row = attributionFromForm(
      form({
        utm_source: `  ${"x".repeat(250)}  `,
        referrer: `https://a.vn/${"p".repeat(3000)}`,
        user_agent: `Mozilla\u0000/5.0\t(X11)${"u".repeat(2000)}`,
        utm_term: `${"a".repeat(199)}😀`,
      }),
    );
    expect(row.utmSource).toBe("x".repeat(200));
    expect(row.referrer).toHaveLength(2000);
    expect(row.userAgent?.startsWith("Mozilla /5.0 (X11)")).toBe(true);
    expect(row.userAgent).toHaveLength(1000);
    // The emoji's two halves would straddle the limit: it is dropped whole.
    expect(row.utmTerm).toBe("a".repeat(199));
  });

  it("drops a source type outside the table's list, and forged counts and dates", () => {
    const row = attributionFromForm(
      form({ source_type: "'; drop table orders; --", session_pages: "-1", session_count: "1e3", session_start_time: "2026-13-01 00:00:00" }),
    );
    expect(row).toMatchObject({ sourceType: null, sessionPages: null, sessionCount: null, sessionStartTime: null });
    expect(attributionFromForm(form({ session_pages: "99999999999", session_count: " 007 " }))).toMatchObject({ sessionPages: null, sessionCount: 7 });
    expect(attributionFromForm(form({ source_type: "(none)", session_start_time: "(none)" }))).toMatchObject({ sourceType: null, sessionStartTime: "(none)" });
  });

  it("accepts WooCommerce's own admin and mobile_app types", () => {
    expect(attributionFromForm(form({ source_type: "mobile_app" })).sourceType).toBe("mobile_app");
  });
});

describe("attributionFromExtensionData", () => {
  it("reads the woocommerce/order-attribution object the same way, counts as numbers too", () => {
    expect(attributionFromExtensionData(SENT)).toEqual(ROW);
    expect(attributionFromExtensionData({ ...SENT, session_pages: 4, session_count: 2.5 })).toMatchObject({ sessionPages: 4, sessionCount: null });
  });

  it("gives nulls for the nulls of tracking off, for anything not an object, and ignores inherited keys", () => {
    const nulls = Object.fromEntries(Object.keys(ROW).map((k) => [k, null]));
    expect(attributionFromExtensionData(Object.fromEntries(Object.keys(SENT).map((k) => [k, null])))).toEqual(nulls);
    expect(attributionFromExtensionData("utm")).toEqual(nulls);
    expect(attributionFromExtensionData(["utm"])).toEqual(nulls);
    expect(attributionFromExtensionData(Object.create({ source_type: "utm" }))).toEqual(nulls);
    expect(attributionFromExtensionData({ utm_source: { nested: true }, referrer: 42 })).toMatchObject({ utmSource: null, referrer: null });
  });
});
