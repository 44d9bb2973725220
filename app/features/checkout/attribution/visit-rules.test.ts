import { describe, expect, it } from "vitest";
import type { CookieWrite } from "./sbjs-cookies";
import { type PageViewResult, attributionExtensionData, forgetVisitor, readSbjs, recordPageView } from "./visit-rules";

const UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0";
const SHOP = "https://shop.vn";

/** A browser's cookie store on a fake clock: expired cookies vanish, those without expiry last until the browser closes. */
class FakeBrowser {
  private readonly jar = new Map<string, { value: string; expires: Date | null }>();
  now: Date;
  constructor(start: string) {
    this.now = new Date(start);
  }
  wait(minutes: number) {
    this.now = new Date(this.now.getTime() + minutes * 60_000);
  }
  cookieText(): string {
    for (const [name, c] of this.jar) if (c.expires && c.expires <= this.now) this.jar.delete(name);
    return [...this.jar].map(([name, c]) => `${name}=${c.value}`).join("; ");
  }
  apply(writes: CookieWrite[]) {
    for (const w of writes) {
      if (w.expires && w.expires <= this.now) this.jar.delete(w.name);
      else this.jar.set(w.name, { value: w.value, expires: w.expires });
    }
  }
  visit(pageUrl: string, referrer = ""): PageViewResult {
    const result = recordPageView({ now: this.now, localOffsetMinutes: -420, pageUrl, referrer, cookies: this.cookieText(), userAgent: UA });
    this.apply(result.writes);
    return result;
  }
  close() {
    for (const [name, c] of this.jar) if (!c.expires) this.jar.delete(name);
  }
}

const texts = (r: { writes: CookieWrite[] }) => r.writes.map((w) => w.text);

describe("a UTM landing link", () => {
  it("writes every sourcebuster cookie, the lifetime ones without expiry and the session for 30 minutes", () => {
    const browser = new FakeBrowser("2026-11-26T05:15:34.500Z");
    const page = `${SHOP}/san-pham/ao/?utm_source=facebook&utm_medium=cpc&utm_campaign=t%E1%BA%BFt%202027&utm_content=banner&utm_term=%C3%A1o&utm_id=42&utm_source_platform=meta&utm_creative_format=video&utm_marketing_tactic=remarketing`;
    const view = browser.visit(page, "https://l.facebook.com/");
    const ep = "https%3A%2F%2Fshop.vn%2Fsan-pham%2Fao%2F%3Futm_source%3Dfacebook%26utm_medium%3Dcpc%26utm_campaign%3Dt%25E1%25BA%25BFt%25202027%26utm_content%3Dbanner%26utm_term%3D%25C3%25A1o%26utm_id%3D42%26utm_source_platform%3Dmeta%26utm_creative_format%3Dvideo%26utm_marketing_tactic%3Dremarketing";
    const extra = `fd%3D2026-11-26%2005%3A15%3A34%7C%7C%7Cep%3D${ep}%7C%7C%7Crf%3Dhttps%3A%2F%2Fl.facebook.com%2F`;
    const current =
      "typ%3Dutm%7C%7C%7Csrc%3Dfacebook%7C%7C%7Cmdm%3Dcpc%7C%7C%7Ccmp%3Dt%25E1%25BA%25BFt%25202027%7C%7C%7Ccnt%3Dbanner%7C%7C%7Ctrm%3D%25C3%25A1o" +
      "%7C%7C%7Cid%3D42%7C%7C%7Cplt%3Dmeta%7C%7C%7Cfmt%3Dvideo%7C%7C%7Ctct%3Dremarketing";
    expect(texts(view)).toEqual([
      "sbjs_migrations=1418474375998%3D1;domain=.shop.vn; path=/",
      `sbjs_current_add=${extra};domain=.shop.vn; path=/`,
      `sbjs_first_add=${extra};domain=.shop.vn; path=/`,
      `sbjs_current=${current};domain=.shop.vn; path=/`,
      `sbjs_first=${current};domain=.shop.vn; path=/`,
      "sbjs_udata=vst%3D1%7C%7C%7Cuip%3D%28none%29%7C%7C%7Cuag%3DMozilla%2F5.0%20%28X11%3B%20Linux%20x86_64%29%20Chrome%2F130.0;domain=.shop.vn; path=/",
      `sbjs_session=pgs%3D1%7C%7C%7Ccpg%3D${ep}; expires=Thu, 26 Nov 2026 05:45:34 GMT;domain=.shop.vn; path=/`,
    ]);
    expect(view.writes.map((w) => w.expires)).toEqual([null, null, null, null, null, null, new Date("2026-11-26T05:45:34.500Z")]);
    // sbjs.get decodes twice: the fields carry the decoded campaign and entry page.
    expect(view.values).toEqual({
      source_type: "utm",
      referrer: "https://l.facebook.com/",
      utm_campaign: "tết 2027",
      utm_source: "facebook",
      utm_medium: "cpc",
      utm_content: "banner",
      utm_id: "42",
      utm_term: "áo",
      utm_source_platform: "meta",
      utm_creative_format: "video",
      utm_marketing_tactic: "remarketing",
      session_entry: "https://shop.vn/san-pham/ao/?utm_source=facebook&utm_medium=cpc&utm_campaign=tết 2027&utm_content=banner&utm_term=áo&utm_id=42&utm_source_platform=meta&utm_creative_format=video&utm_marketing_tactic=remarketing",
      session_start_time: "2026-11-26 05:15:34",
      session_pages: "1",
      session_count: "1",
      user_agent: UA,
    });
    expect(attributionExtensionData(view.values)).toEqual(view.values);
  });

  it("takes gclid as Google Ads, and an empty utm_id as (none)", () => {
    const view = new FakeBrowser("2026-11-26T05:00:00Z").visit(`${SHOP}/?gclid=abc&utm_id=`);
    expect(view.sbjs.current).toEqual({
      typ: "utm", src: "google", mdm: "cpc", cmp: "google_cpc", cnt: "(none)", trm: "(none)", id: "(none)", plt: "(none)", fmt: "(none)", tct: "(none)",
    });
  });

  it("replaces the current source within a session but keeps the first", () => {
    const browser = new FakeBrowser("2026-11-26T05:00:00Z");
    browser.visit(`${SHOP}/`, "https://www.facebook.com/");
    browser.wait(5);
    const view = browser.visit(`${SHOP}/?utm_source=zalo&utm_medium=social`, `${SHOP}/`);
    expect(view.values).toMatchObject({ source_type: "utm", utm_source: "zalo", utm_medium: "social", session_pages: "2", session_count: "1" });
    expect(view.values.session_start_time).toBe("2026-11-26 05:05:00");
    expect(view.sbjs.first).toMatchObject({ typ: "referral", src: "facebook.com" });
    expect(view.sbjs.first_add).toMatchObject({ fd: "2026-11-26 05:00:00", rf: "https://www.facebook.com/" });
    expect(texts(view).map((t) => t.split("=")[0])).toEqual(["sbjs_current_add", "sbjs_current", "sbjs_udata", "sbjs_session"]);
  });
});

describe("a search engine's referrer", () => {
  it("is organic traffic from Google, named without the query it needs for other engines", () => {
    const view = new FakeBrowser("2026-11-26T05:00:00Z").visit(`${SHOP}/`, "https://www.google.com.vn/");
    expect(texts(view)[3]).toBe(
      "sbjs_current=typ%3Dorganic%7C%7C%7Csrc%3Dgoogle%7C%7C%7Cmdm%3Dorganic%7C%7C%7Ccmp%3D%28none%29%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29;domain=.shop.vn; path=/",
    );
    expect(view.values).toMatchObject({ source_type: "organic", utm_source: "google", utm_medium: "organic", utm_content: "(none)", referrer: "https://www.google.com.vn/" });
  });

  it("knows Bing by its q parameter, Yandex by text, and overrides the source even within a session", () => {
    const browser = new FakeBrowser("2026-11-26T05:00:00Z");
    browser.visit(`${SHOP}/?utm_source=mail`);
    expect(browser.visit(`${SHOP}/a`, "https://www.bing.com/search?q=%C3%A1o").values).toMatchObject({ source_type: "organic", utm_source: "bing", session_pages: "2" });
    expect(browser.visit(`${SHOP}/b`, "https://yandex.ru/search/?text=shop").values).toMatchObject({ source_type: "organic", utm_source: "yandex" });
  });

  it("is a referral when the engine's host has no search in it", () => {
    const view = new FakeBrowser("2026-11-26T05:00:00Z").visit(`${SHOP}/`, "https://www.bing.com/");
    expect(view.values).toMatchObject({ source_type: "referral", utm_source: "bing.com", utm_medium: "referral", utm_content: "/" });
  });
});

describe("another site's referrer", () => {
  it("is a referral: the host without www., the referring path as content", () => {
    const view = new FakeBrowser("2026-11-26T05:00:00Z").visit(`${SHOP}/san-pham/`, "https://www.tinhte.vn/thread/ao-dep.123/?page=2");
    expect(texts(view)[3]).toBe(
      "sbjs_current=typ%3Dreferral%7C%7C%7Csrc%3Dtinhte.vn%7C%7C%7Cmdm%3Dreferral%7C%7C%7Ccmp%3D%28none%29%7C%7C%7Ccnt%3D%2Fthread%2Fao-dep.123%2F%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29;domain=.shop.vn; path=/",
    );
    expect(view.values).toMatchObject({ source_type: "referral", referrer: "https://www.tinhte.vn/thread/ao-dep.123/?page=2", utm_source: "tinhte.vn", utm_content: "/thread/ao-dep.123/" });
  });

  it("names t.co twitter.com", () => {
    expect(new FakeBrowser("2026-11-26T05:00:00Z").visit(`${SHOP}/`, "https://t.co/xyz").values.utm_source).toBe("twitter.com");
  });

  it("does not replace the source within a session", () => {
    const browser = new FakeBrowser("2026-11-26T05:00:00Z");
    browser.visit(`${SHOP}/`);
    browser.wait(10);
    expect(browser.visit(`${SHOP}/x`, "https://www.facebook.com/").values).toMatchObject({ source_type: "typein", referrer: "(none)", session_pages: "2" });
  });
});

describe("a direct visit", () => {
  it("is typein with source (direct) and medium (none), and (none) as the referrer", () => {
    const view = new FakeBrowser("2026-11-26T05:00:00Z").visit(`${SHOP}/`);
    expect(texts(view).slice(1, 3)).toEqual([
      "sbjs_current_add=fd%3D2026-11-26%2005%3A00%3A00%7C%7C%7Cep%3Dhttps%3A%2F%2Fshop.vn%2F%7C%7C%7Crf%3D%28none%29;domain=.shop.vn; path=/",
      "sbjs_first_add=fd%3D2026-11-26%2005%3A00%3A00%7C%7C%7Cep%3Dhttps%3A%2F%2Fshop.vn%2F%7C%7C%7Crf%3D%28none%29;domain=.shop.vn; path=/",
    ]);
    expect(view.sbjs.current).toEqual({
      typ: "typein", src: "(direct)", mdm: "(none)", cmp: "(none)", cnt: "(none)", trm: "(none)", id: "(none)", plt: "(none)", fmt: "(none)", tct: "(none)",
    });
    expect(view.values).toMatchObject({ source_type: "typein", utm_source: "(direct)", utm_medium: "(none)", referrer: "(none)", session_entry: "https://shop.vn/" });
  });
});

describe("sessions", () => {
  it("count pages within 30 minutes of the last one, each page moving the session's expiry", () => {
    const browser = new FakeBrowser("2026-11-26T05:00:00Z");
    browser.visit(`${SHOP}/`);
    browser.wait(20);
    browser.visit(`${SHOP}/cua-hang/`, `${SHOP}/`);
    browser.wait(20);
    const third = browser.visit(`${SHOP}/gio-hang/`, `${SHOP}/cua-hang/`);
    expect(third.values).toMatchObject({ session_pages: "3", session_count: "1", session_entry: "https://shop.vn/", session_start_time: "2026-11-26 05:00:00" });
    expect(third.sbjs.session).toEqual({ pgs: "3", cpg: "https://shop.vn/gio-hang/" });
    expect(texts(third).at(-1)).toBe(
      "sbjs_session=pgs%3D3%7C%7C%7Ccpg%3Dhttps%3A%2F%2Fshop.vn%2Fgio-hang%2F; expires=Thu, 26 Nov 2026 06:10:00 GMT;domain=.shop.vn; path=/",
    );
  });

  it("start anew after 30 minutes without a page: visits +1, pages from 1, first-visit cookies kept", () => {
    const browser = new FakeBrowser("2026-11-26T05:00:00Z");
    browser.visit(`${SHOP}/`, "https://www.facebook.com/");
    browser.visit(`${SHOP}/a`, `${SHOP}/`);
    browser.wait(30);
    const back = browser.visit(`${SHOP}/b`);
    expect(back.values).toMatchObject({ source_type: "referral", utm_source: "facebook.com", session_pages: "1", session_count: "2", session_start_time: "2026-11-26 05:00:00" });
    expect(texts(back).map((t) => t.split("=")[0])).toEqual(["sbjs_current", "sbjs_udata", "sbjs_session"]);

    browser.wait(45);
    const again = browser.visit(`${SHOP}/c`, "https://zalo.me/s/1/");
    expect(again.values).toMatchObject({ source_type: "referral", utm_source: "zalo.me", utm_content: "/s/1/", session_count: "3", session_pages: "1", session_start_time: "2026-11-26 06:15:00" });
    expect(again.sbjs.first).toMatchObject({ typ: "referral", src: "facebook.com" });
    expect(again.sbjs.first_add).toEqual({ fd: "2026-11-26 05:00:00", ep: "https://shop.vn/", rf: "https://www.facebook.com/" });
  });

  it("end with the browser: the lifetime cookies have no expiry, so the next visit is a first one again", () => {
    const browser = new FakeBrowser("2026-11-26T05:00:00Z");
    browser.visit(`${SHOP}/`, "https://www.facebook.com/");
    browser.close();
    const view = browser.visit(`${SHOP}/`);
    expect(view.values).toMatchObject({ source_type: "typein", session_count: "1" });
    expect(view.writes[0]?.name).toBe("sbjs_migrations");
  });

  it("follow a view's own time when it is recorded later (noted as its page loaded, captured-views.ts)", () => {
    const noted = (browser: FakeBrowser, at: string) =>
      browser.apply(recordPageView({ now: new Date(at), localOffsetMinutes: -420, pageUrl: `${SHOP}/?utm_source=zalo`, referrer: "", cookies: browser.cookieText(), userAgent: UA }).writes);
    const soon = new FakeBrowser("2026-11-26T05:40:00Z");
    noted(soon, "2026-11-26T05:20:00Z");
    expect(soon.visit(`${SHOP}/a`, "https://www.facebook.com/").values).toMatchObject({
      source_type: "utm", utm_source: "zalo", session_pages: "2", session_count: "1", session_start_time: "2026-11-26 05:20:00",
    });
    // Its session lapsed before it was recorded: the next page starts another.
    const late = new FakeBrowser("2026-11-26T05:40:00Z");
    noted(late, "2026-11-26T05:00:00Z");
    expect(late.visit(`${SHOP}/a`, "https://www.facebook.com/").values).toMatchObject({
      source_type: "referral", utm_source: "facebook.com", session_pages: "1", session_count: "2", session_start_time: "2026-11-26 05:40:00",
    });
  });
});

describe("the shop's own pages as referrer", () => {
  it("never change the source, within a session or after it, on any subdomain or with www.", () => {
    const browser = new FakeBrowser("2026-11-26T05:00:00Z");
    browser.visit("https://www.shop.vn/", "https://www.google.com/");
    expect(browser.visit("https://www.shop.vn/a", "https://www.shop.vn/").values).toMatchObject({ source_type: "organic", session_pages: "2" });
    browser.wait(31);
    const view = browser.visit("https://www.shop.vn/b", "https://blog.shop.vn/bai-viet/");
    expect(view.values).toMatchObject({ source_type: "organic", utm_source: "google", session_pages: "1", session_count: "2" });
    expect(view.writes.map((w) => w.name)).not.toContain("sbjs_current_add");
  });
});

describe("tracking off", () => {
  it("deletes every sourcebuster cookie as WooCommerce does, and sends every field empty", () => {
    const off = forgetVisitor({ now: new Date("2026-11-26T05:00:00Z"), pageUrl: `${SHOP}/thanh-toan/` });
    expect(texts(off)).toEqual(
      ["sbjs_current", "sbjs_current_add", "sbjs_first", "sbjs_first_add", "sbjs_session", "sbjs_udata", "sbjs_migrations", "sbjs_promo"].map(
        (name) => `${name}=; path=/; max-age=-999; domain=.shop.vn;`,
      ),
    );
    expect(Object.values(off.values).every((v) => v === null)).toBe(true);
    expect(Object.keys(off.values)).toHaveLength(16);
  });

  it("also deletes them for the domain without www. that sourcebuster wrote them for", () => {
    const off = forgetVisitor({ now: new Date("2026-11-26T05:00:00Z"), pageUrl: "https://www.shop.vn/" });
    expect(texts(off)).toContain("sbjs_udata=; path=/; max-age=-999; domain=.www.shop.vn;");
    expect(texts(off)).toContain("sbjs_udata=; path=/; max-age=-999; domain=.shop.vn;");
  });

  it("leaves a browser that had tracked visits with no sourcebuster cookie", () => {
    const browser = new FakeBrowser("2026-11-26T05:00:00Z");
    browser.visit(`${SHOP}/`, "https://www.facebook.com/");
    browser.apply(forgetVisitor({ now: browser.now, pageUrl: `${SHOP}/` }).writes);
    expect(browser.cookieText()).toBe("");
  });
});

describe("readSbjs", () => {
  it("reads the fields back from the browser's cookies, double-decoding like sbjs.get", () => {
    const view = new FakeBrowser("2026-11-26T05:00:00Z").visit(`${SHOP}/?utm_source=a%2Bb`);
    const cookieText = view.writes.map((w) => `${w.name}=${w.value}`).join("; ");
    expect(readSbjs(cookieText).current.src).toBe("a+b");
    expect(readSbjs("").current).toEqual({});
  });
});

describe("sourcebuster's migration", () => {
  it("rewrites old single-pipe cookies and restarts the page count when no migration is recorded", () => {
    const old = "sbjs_first=typ%3Dtypein%7Csrc%3D%28direct%29; sbjs_current=typ%3Dtypein%7Csrc%3D%28direct%29; sbjs_session=pgs%3D5";
    const view = recordPageView({ now: new Date("2026-11-26T05:00:00Z"), localOffsetMinutes: 0, pageUrl: `${SHOP}/`, referrer: "", cookies: old, userAgent: UA });
    expect(view.sbjs.current).toEqual({ typ: "typein", src: "(direct)" });
    expect(view.sbjs.session).toEqual({ pgs: "2", cpg: "https://shop.vn/" });
    expect(view.writes.find((w) => w.name === "sbjs_migrations")?.value).toBe("1418474375998%3D1");
  });
});
