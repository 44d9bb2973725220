import { type AttributionValues, ATTRIBUTION_FIELDS, ATTRIBUTION_SOURCES, emptyAttributionValues } from "./fields";
import { type CookieSettings, type CookieWrite, type SbjsContainer, CookieJar, SBJS_COOKIES, SBJS_MIGRATIONS, packCookie } from "./sbjs-cookies";
import { sbjsDate } from "./sbjs-date";
import { sbjsHost } from "./sbjs-url";
import { type TrackerOptions, WOOCOMMERCE_TRACKER_OPTIONS, lifetimeMinutes, sessionMinutes } from "./tracker-options";
import { NONE, type TrafficSource, detectTrafficSource } from "./traffic-source";

/** What one page view knows: the browser's state, read by the caller. */
export type PageView = {
  now: Date;
  /** `now.getTimezoneOffset()` in the visitor's browser. */
  localOffsetMinutes: number;
  /** `location.href`. */
  pageUrl: string;
  /** `document.referrer` ("" when none). */
  referrer: string;
  /** `document.cookie`. */
  cookies: string;
  /** `navigator.userAgent`. */
  userAgent: string;
  options?: TrackerOptions;
};

/** sourcebuster's `sbjs.get`: each cookie's pairs, by container. */
export type SbjsData = Record<SbjsContainer, Record<string, string>>;

export type PageViewResult = {
  /** The `document.cookie` assignments, in order. */
  writes: CookieWrite[];
  sbjs: SbjsData;
  values: AttributionValues;
};

/** sourcebuster's only migration (cookies of its 0.x versions used "|" between pairs). */
const MIGRATION_ID = "1418474375998";

/**
 * One page view with tracking on: the cookies sourcebuster writes (sourcebuster-js `init.js`,
 * `setData`) and the fields WooCommerce reads from them.
 */
export function recordPageView(view: PageView): PageViewResult {
  const options = view.options ?? WOOCOMMERCE_TRACKER_OPTIONS;
  const jar = new CookieJar(view.cookies);
  // sourcebuster's cookie domain, and the site whose own pages are no referrers: the page's host without "www.".
  const domain = sbjsHost(new URL(view.pageUrl).hostname) || null;
  const lasting: CookieSettings = { now: view.now, minutes: lifetimeMinutes(options.lifetimeMonths), domain, base64: options.base64 };
  const set = (name: string, value: string, settings = lasting) => jar.set(name, value, settings);
  const named = SBJS_COOKIES;

  migrate(jar, lasting, view.pageUrl);

  const source = detectTrafficSource({
    pageUrl: view.pageUrl,
    referrer: view.referrer,
    siteHost: domain ?? "",
    hasSession: Boolean(jar.get(named.session)),
    hasFirst: Boolean(jar.get(named.first)),
    hasCurrent: Boolean(jar.get(named.current)),
    typein: { source: "(direct)", medium: NONE },
  });
  if (source) {
    // The "_add" cookies say when and where the source was recorded; the first one is never replaced.
    const extra = packCookie([
      ["fd", sbjsDate(view.now, view.localOffsetMinutes, options.timezoneOffsetHours)],
      ["ep", view.pageUrl],
      ["rf", view.referrer || NONE],
    ]);
    set(named.current_add, extra);
    if (!jar.get(named.first_add)) set(named.first_add, extra);
  }
  // Kept sources are written again as read; a first source without a current one is written as
  // "null", as sourcebuster does.
  set(named.current, source ? packSource(source) : String(jar.get(named.current)));
  if (!jar.get(named.first)) set(named.first, String(jar.get(named.current)));

  const hadSession = Boolean(jar.get(named.session));
  // sourcebuster reads counts with parseInt and no radix; unreadable ones count as 1.
  const visits = jar.get(named.udata) ? (parseInt(jar.parse(named.udata).vst ?? "") || 1) + (hadSession ? 0 : 1) : 1;
  set(named.udata, packCookie([["vst", visits], ["uip", NONE], ["uag", view.userAgent]]));
  const pages = hadSession ? (parseInt(jar.parse(named.session).pgs ?? "") || 1) + 1 : 1;
  set(named.session, packCookie([["pgs", pages], ["cpg", view.pageUrl]]), { ...lasting, minutes: sessionMinutes(options.sessionLengthMinutes) });

  const sbjs = readSbjs(jar);
  return { writes: jar.writes, sbjs, values: attributionValues(sbjs) };
}

const packSource = (s: TrafficSource) =>
  packCookie([
    ["typ", s.type],
    ["src", s.source],
    ["mdm", s.medium],
    ["cmp", s.campaign],
    ["cnt", s.content],
    ["trm", s.term],
    ["id", s.id],
    ["plt", s.platform],
    ["fmt", s.format],
    ["tct", s.tactic],
  ]);

/**
 * sourcebuster's migrations: a visitor without a first source starts at the latest format; one
 * with cookies but no record of migrating has them rewritten with "|||" between pairs.
 */
function migrate(jar: CookieJar, lasting: CookieSettings, pageUrl: string): void {
  if (jar.get(SBJS_MIGRATIONS)) return;
  if (jar.get(SBJS_COOKIES.first)) {
    for (const name of Object.values(SBJS_COOKIES)) {
      const text = jar.get(name);
      if (!text) continue;
      const buffer = text.replace(/(\|)?\|(\|)?/g, (pipes, before?: string, after?: string) => (before || after ? pipes : "|||"));
      jar.set(name, "", { ...lasting, minutes: -1 });
      jar.set(name, "", { ...lasting, minutes: -1, domain: null });
      jar.set(name, buffer, lasting);
    }
    if (jar.get(SBJS_COOKIES.session)) jar.set(SBJS_COOKIES.session, packCookie([["pgs", 0], ["cpg", pageUrl]]), lasting);
  }
  jar.set(SBJS_MIGRATIONS, `${MIGRATION_ID}=1`, lasting);
}

/** `sbjs.get`, read from cookies as sourcebuster reads it (also from the browser's own cookies after writing). */
export function readSbjs(cookies: CookieJar | string): SbjsData {
  const jar = typeof cookies === "string" ? new CookieJar(cookies) : cookies;
  const entries = (Object.keys(SBJS_COOKIES) as SbjsContainer[]).map((c) => [c, jar.parse(SBJS_COOKIES[c])]);
  return Object.fromEntries(entries) as SbjsData;
}

/** WooCommerce's fields from `sbjs.get` (`getAttributionData`): a missing value is null. */
export function attributionValues(sbjs: SbjsData): AttributionValues {
  const values = emptyAttributionValues();
  for (const field of ATTRIBUTION_FIELDS) {
    const [container, key] = ATTRIBUTION_SOURCES[field];
    values[field] = sbjs[container][key] ?? null;
  }
  return values;
}

/** Every cookie WooCommerce removes when tracking is off. */
const REMOVED_COOKIES = [
  SBJS_COOKIES.current,
  SBJS_COOKIES.current_add,
  SBJS_COOKIES.first,
  SBJS_COOKIES.first_add,
  SBJS_COOKIES.session,
  SBJS_COOKIES.udata,
  SBJS_MIGRATIONS,
  SBJS_COOKIES.promo,
];

/**
 * Tracking off (spec §4 "Order tracking"): WooCommerce's `removeTrackingCookies`, and every field
 * empty. WooCommerce names the page's host as the domain, while sourcebuster wrote its cookies
 * for the host without "www."; on such a host the deletion is also made for that domain, or the
 * cookies would stay.
 */
export function forgetVisitor(view: { now: Date; pageUrl: string }): { writes: CookieWrite[]; values: AttributionValues } {
  const hostname = new URL(view.pageUrl).hostname;
  const sbjsDomain = sbjsHost(hostname);
  const domains = sbjsDomain === hostname ? [hostname] : [hostname, sbjsDomain];
  const expires = new Date(view.now.getTime() - 999_000);
  const writes = domains.flatMap((domain) =>
    REMOVED_COOKIES.map((name) => ({ name, value: "", expires, text: `${name}=; path=/; max-age=-999; domain=.${domain};` })),
  );
  return { writes, values: emptyAttributionValues() };
}

/** The object WooCommerce attaches to the checkout as extension data under `woocommerce/order-attribution`. */
export const attributionExtensionData = (values: AttributionValues): AttributionValues => ({ ...values });
