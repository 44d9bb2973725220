import { type QueryValue, escapePattern, parseLenientUrl, queryText, readQuery, sbjsHost } from "./sbjs-url";

/** sourcebuster's word for a missing value. */
export const NONE = "(none)";

export type TrafficType = "utm" | "organic" | "referral" | "typein";

/** A traffic source, as sourcebuster writes it into `sbjs_current` (keys typ, src, mdm, …). */
export type TrafficSource = {
  type: TrafficType;
  source: string;
  medium: string;
  campaign: string;
  content: string;
  term: string;
  id: string;
  platform: string;
  format: string;
  tactic: string;
};

/** The search engines sourcebuster knows besides Google and Yandex: host, the query parameter of a search, the name it records. */
const SEARCH_ENGINES = [
  { host: "bing.com", param: "q", display: "bing" },
  { host: "yahoo.com", param: "p", display: "yahoo" },
  { host: "about.com", param: "q", display: "about" },
  { host: "aol.com", param: "q", display: "aol" },
  { host: "ask.com", param: "q", display: "ask" },
  { host: "globososo.com", param: "q", display: "globo" },
  { host: "go.mail.ru", param: "q", display: "go.mail.ru" },
  { host: "rambler.ru", param: "query", display: "rambler" },
  { host: "tut.by", param: "query", display: "tut.by" },
] as const;

/** Referrers sourcebuster names otherwise than by their host. */
const RENAMED_REFERRERS = [
  { host: "t.co", display: "twitter.com" },
  { host: "plus.url.google.com", display: "plus.google.com" },
] as const;

const UTM_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "utm_id",
  "utm_source_platform",
  "utm_creative_format",
  "utm_marketing_tactic",
  "gclid",
  "yclid",
  // sourcebuster's custom campaign/term/content parameters are `false` when not configured
  // (WooCommerce configures none), and it looks that up as a parameter named "false".
  "false",
] as const;

const YANDEX_HOST = /^(?:.*\.)?yandex\..{2,9}$/;
const YANDEX_HOST_ANY_CASE = /^(?:.*\.)?yandex\..{2,9}$/i;
const GOOGLE_HOST = /^(?:www\.)?google\..{2,9}$/;

const hostIs = (host: string, domain: string) => new RegExp(`^(?:.*\\.)?${escapePattern(domain)}$`, "i").test(host);

export type Visit = {
  /** The page's address (`location.href`). */
  pageUrl: string;
  /** `document.referrer` ("" when none). */
  referrer: string;
  /** The site's host as sourcebuster takes it (`www.` removed); referrers on it or its subdomains are the site's own. */
  siteHost: string;
  hasSession: boolean;
  hasFirst: boolean;
  hasCurrent: boolean;
  typein: { source: string; medium: string };
};

/**
 * The source of this page view, or null when the current source stays (sourcebuster's
 * `mainData`): campaign parameters and search engines always win; another site only starts a
 * session; a direct visit counts only when no source was ever recorded.
 */
export function detectTrafficSource(visit: Visit): TrafficSource | null {
  const params = readQuery(new URL(visit.pageUrl).search.slice(1));
  if (UTM_PARAMS.some((name) => params[name] !== undefined)) return fromCampaign(params, visit.referrer);
  const external = isExternal(visit.referrer, visit.siteHost);
  const engine = external ? searchEngine(visit.referrer) : null;
  if (engine) return { ...blank("organic"), source: engine, medium: "organic" };
  if (!visit.hasSession && external) return fromReferrer(visit.referrer);
  if (!visit.hasFirst && !visit.hasCurrent) return { ...blank("typein"), ...visit.typein };
  return null;
}

function blank(type: TrafficType): TrafficSource {
  return { type, source: NONE, medium: NONE, campaign: NONE, content: NONE, term: NONE, id: NONE, platform: NONE, format: NONE, tactic: NONE };
}

function fromCampaign(params: Record<string, QueryValue>, referrer: string): TrafficSource {
  const given = (name: string) => params[name] !== undefined;
  const text = (name: string) => queryText(params[name]);
  /** utm_id and the newer utm_* fields fall back to "(none)" also when empty. */
  const orNone = (name: string) => (params[name] ? text(name) : NONE);
  const first = (...choices: [boolean, () => string][]) => choices.find(([ok]) => ok)?.[1]() ?? NONE;
  return {
    type: "utm",
    source: first([given("utm_source"), () => text("utm_source")], [given("gclid"), () => "google"], [given("yclid"), () => "yandex"]),
    medium: first([given("utm_medium"), () => text("utm_medium")], [given("gclid") || given("yclid"), () => "cpc"]),
    campaign: first(
      [given("utm_campaign"), () => text("utm_campaign")],
      [given("false"), () => text("false")],
      [given("gclid"), () => "google_cpc"],
      [given("yclid"), () => "yandex_cpc"],
    ),
    content: first([given("utm_content"), () => text("utm_content")], [given("false"), () => text("false")]),
    term: first([given("utm_term"), () => text("utm_term")], [given("false"), () => text("false")], [true, () => yandexSearchText(referrer)]),
    id: orNone("utm_id"),
    platform: orNone("utm_source_platform"),
    format: orNone("utm_creative_format"),
    tactic: orNone("utm_marketing_tactic"),
  };
}

/** Yandex Direct links carry no utm_term: sourcebuster takes the search from the Yandex referrer's `text`. */
function yandexSearchText(referrer: string): string {
  const { host, query } = parseLenientUrl(referrer);
  if (!referrer || !host || !YANDEX_HOST_ANY_CASE.test(host)) return NONE;
  const text = readQuery(query).text;
  return text ? queryText(text) : NONE;
}

function isExternal(referrer: string, siteHost: string): boolean {
  return referrer !== "" && !hostIs(sbjsHost(referrer), siteHost);
}

/** The search engine's name as sourcebuster records it, or null when the referrer is no search. */
function searchEngine(referrer: string): string | null {
  const { host, query } = parseLenientUrl(referrer);
  if (query && YANDEX_HOST.test(host) && /text=/.test(query)) return "yandex";
  if (GOOGLE_HOST.test(host)) return "google";
  if (!query) return null;
  const engine = SEARCH_ENGINES.find((e) => hostIs(host, e.host) && new RegExp(`${escapePattern(e.param)}=`, "i").test(query));
  return engine ? engine.display : null;
}

function fromReferrer(referrer: string): TrafficSource {
  const { host, path } = parseLenientUrl(referrer);
  const renamed = RENAMED_REFERRERS.find((r) => hostIs(host, r.host));
  return { ...blank("referral"), source: renamed ? renamed.display : sbjsHost(referrer), medium: "referral", content: path };
}
