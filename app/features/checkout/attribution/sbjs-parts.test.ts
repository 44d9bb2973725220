import { describe, expect, it } from "vitest";
import { CookieJar, sbjsDecode, sbjsEncode } from "./sbjs-cookies";
import { isSbjsDate, sbjsDate } from "./sbjs-date";
import { parseLenientUrl, readQuery, sbjsHost } from "./sbjs-url";
import { lifetimeMinutes, sessionMinutes } from "./tracker-options";
import { detectTrafficSource } from "./traffic-source";

describe("sourcebuster's URL reading", () => {
  it("takes host, path and query, the host keeping its case", () => {
    expect(parseLenientUrl("https://WWW.Example.com:8080/a/b.html?x=1#h")).toEqual({ host: "WWW.Example.com", path: "/a/b.html", query: "x=1" });
    expect(parseLenientUrl("shop.vn")).toEqual({ host: "shop.vn", path: "", query: "" });
  });
  it("takes the host after an @ anywhere before it, as sourcebuster does", () => {
    expect(parseLenientUrl("https://a.com/?mail=x@b.com").host).toBe("b.com");
  });
  it("removes the first www. from hosts", () => {
    expect(sbjsHost("https://www.shop.vn/")).toBe("shop.vn");
    expect(sbjsHost("https://m.www.shop.vn/")).toBe("m.shop.vn");
  });
  it("reads queries raw, the text up to a second =, repeated names as lists", () => {
    const q = readQuery("a=1%202&b=x=y&c&a=3&d=");
    expect({ ...q }).toEqual({ a: ["1%202", "3"], b: "x", c: undefined, d: "" });
  });
});

describe("traffic source quirks kept from sourcebuster", () => {
  const visit = { referrer: "", siteHost: "shop.vn", hasSession: false, hasFirst: false, hasCurrent: false, typein: { source: "(direct)", medium: "(none)" } };
  it("joins a repeated utm value with commas and keeps it encoded until read", () => {
    expect(detectTrafficSource({ ...visit, pageUrl: "https://shop.vn/?utm_source=a&utm_source=b%20c" })?.source).toBe("a,b%20c");
  });
  it("ignores a utm name without =, and counts an empty one", () => {
    expect(detectTrafficSource({ ...visit, pageUrl: "https://shop.vn/?utm_source" })?.type).toBe("typein");
    expect(detectTrafficSource({ ...visit, pageUrl: "https://shop.vn/?utm_source=" })).toMatchObject({ type: "utm", source: "" });
  });
  it("takes the search of a Yandex referrer as the term of a Yandex Direct link", () => {
    expect(detectTrafficSource({ ...visit, pageUrl: "https://shop.vn/?yclid=1", referrer: "https://yandex.ru/search/?text=ao" })).toMatchObject({
      source: "yandex", medium: "cpc", campaign: "yandex_cpc", term: "ao",
    });
  });
  it("needs www. or nothing before google., and a query for the other engines", () => {
    expect(detectTrafficSource({ ...visit, pageUrl: "https://shop.vn/", referrer: "https://news.google.com/" })).toMatchObject({ type: "referral", source: "news.google.com" });
    expect(detectTrafficSource({ ...visit, pageUrl: "https://shop.vn/", referrer: "https://vn.search.yahoo.com/search?p=ao" })).toMatchObject({ type: "organic", source: "yahoo" });
  });
  it("keeps the current source for a same-site or empty referrer once one is recorded", () => {
    expect(detectTrafficSource({ ...visit, hasFirst: true, hasCurrent: true, pageUrl: "https://shop.vn/", referrer: "https://SHOP.vn/x" })).toBeNull();
    expect(detectTrafficSource({ ...visit, hasCurrent: true, pageUrl: "https://shop.vn/" })).toBeNull();
  });
});

describe("sbjsDate", () => {
  const now = new Date("2026-01-01T00:15:09Z");
  it("gives UTC for whole-hour zones, the Vietnamese one among them", () => {
    expect(sbjsDate(now, -420, 0)).toBe("2026-01-01 00:15:09");
    expect(sbjsDate(now, 300, 0)).toBe("2026-01-01 00:15:09");
  });
  it("is off by the fraction in half-hour zones, as sourcebuster's setHours is", () => {
    // India (UTC+5:30): local 05:45; hours 5 - 5.5 = -0.5, cut to 0, minutes kept → 00:45.
    expect(sbjsDate(now, -330, 0)).toBe("2026-01-01 00:45:09");
  });
  it("gives the visitor's clock without a zone", () => {
    expect(sbjsDate(now, -420, null)).toBe("2026-01-01 07:15:09");
  });
  it("is recognised back, and impossible dates are not", () => {
    expect(isSbjsDate("2026-01-01 00:15:09")).toBe(true);
    expect(isSbjsDate("2026-02-30 00:15:09")).toBe(false);
    expect(isSbjsDate("2026-01-01T00:15:09")).toBe(false);
  });
});

describe("sourcebuster's cookie encoding", () => {
  it("escapes what encodeURIComponent leaves of !~*'()", () => {
    expect(sbjsEncode("a=(none)|||b=it's *~!")).toBe("a%3D%28none%29%7C%7C%7Cb%3Dit%27s%20%2A%7E%21");
    expect(sbjsDecode("a%3D%28none%29")).toBe("a=(none)");
    expect(sbjsDecode("100%")).toBe("100%");
  });
  it("reads Base64 contents, as written with the base64 option", () => {
    const jar = new CookieJar(`sbjs_udata=${btoa("vst%3D3%7C%7C%7Cuip%3D%28none%29").replace(/=+$/, "")}`);
    expect(jar.parse("sbjs_udata")).toEqual({ vst: "3", uip: "(none)" });
  });
  it("writes Base64 without padding when told to", () => {
    const jar = new CookieJar("");
    jar.set("sbjs_session", "pgs=1", { now: new Date(0), minutes: 0, domain: "shop.vn", base64: true });
    expect(jar.writes[0]?.text).toBe(`sbjs_session=${btoa("pgs%3D1").replace(/=+$/, "")};domain=.shop.vn; path=/`);
  });
});

describe("lifetimes", () => {
  it("turns 0.00001 months into 0 minutes (no expiry) and keeps 30-minute sessions", () => {
    expect(lifetimeMinutes(0.00001)).toBe(0);
    expect(lifetimeMinutes(1)).toBe(43200);
    expect(lifetimeMinutes(0)).toBe(259200);
    expect(sessionMinutes(30)).toBe(30);
  });
});
