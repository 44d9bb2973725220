/**
 * Our validator against the published reference, `@contactable/swv` 1.4.1 (Contact Form 7's
 * browser validator): both get the same schema and the same FormData, and must reach the same
 * errors — unless the case is one of the ACCEPTED_DIFFERENCES below, where the issue decided
 * otherwise than the reference (or the reference fails in a way ours must not). Cases: edge values
 * for every rule first, then seeded mutations of valid values, composites, whole forms and
 * single-field checks; the seed is fixed, so every run sees the same cases.
 */
import * as reference from "@contactable/swv";
import { describe, expect, it } from "vitest";
import { swvInputFromFormData } from "./form-data";
import { SWV_SCHEMA_VERSION, type SwvRule, type SwvRuleName, type SwvSchema } from "./types";
import { validate } from "./validate";

// ---------------------------------------------------------------------------------------------
// Cases

type FileSpec = { kind: "file"; name: string; size: number };
type Entry = readonly [key: string, value: string | FileSpec];
type Case = { label: string; rules: SwvRule[]; entries: Entry[]; field?: string };

/** What the reference answered: its errors by field, or the exception it threw. */
type ReferenceOutcome = { kind: "errors"; errors: Map<string, string> } | { kind: "throws"; message: string };

/** Deterministic xorshift32: the same seed, the same cases. */
function randomSource(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T,>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (probability: number) => next() < probability };
}
type Random = ReturnType<typeof randomSource>;

const SEED = 0x5eed_c0f7;

/** Whitespace of every kind the two validators may read differently, and other troublemakers. */
const SPACES = [" ", "\t", "\n", "\r\n", "\r", "\u000b", "\u000c", "\u0085", "\u00a0", "\u1680", "\u2003", "\u2028", "\u2029", "\u202f", "\u3000", "\ufeff"];
const EDGE_TEXTS = ["", ...SPACES, "  \u0085 ", "\u200b", "\u0000", "a", "é", "😀", "0", "-0", "+0", "\r\n\r\n", "x\u0085", "\u0085x"];
const NOISE = [
  "0", "1", "5", "9", "a", "Z", "é", "ố", "-", "+", ".", ",", "@", "/", "(", ")", "#", "*", ":", "<", "e", "E", "_",
  "😀", "\u0000", "\u0007", "\u200b", ...SPACES,
];

/** One or two random edits of a text: insert, delete, replace, repeat, wrap in spaces, cut, case. */
function mutate(random: Random, text: string): string {
  let result = text;
  for (let edits = 1 + random.int(2); edits > 0; edits--) {
    const at = random.int(result.length + 1);
    switch (random.int(7)) {
      case 0:
        result = result.slice(0, at) + random.pick(NOISE) + result.slice(at);
        break;
      case 1:
        result = result.slice(0, at) + result.slice(at + 1);
        break;
      case 2:
        result = result.slice(0, at) + random.pick(NOISE) + result.slice(at + 1);
        break;
      case 3:
        result = result.slice(0, at) + result.slice(at, at + 2) + result.slice(at);
        break;
      case 4:
        result = random.pick(SPACES) + result + random.pick(SPACES);
        break;
      case 5:
        result = result.slice(0, at);
        break;
      default:
        result = random.chance(0.5) ? result.toUpperCase() : result.toLowerCase();
    }
  }
  return result;
}

const rule = (name: SwvRuleName, field: string, properties: Partial<SwvRule> = {}): SwvRule => ({
  rule: name,
  field,
  error: `${name}:${field}`,
  ...properties,
});

/** The field's values as FormData entries: one plain key, or `name[]` keys for several. */
function entriesOf(field: string, values: ReadonlyArray<string | FileSpec>, random: Random): Entry[] {
  const key = values.length > 1 || random.chance(0.2) ? `${field}[]` : field;
  return values.map((value) => [key, value] as const);
}

type TextRuleSetup = { seeds: string[]; params: Array<Partial<SwvRule>>; multi?: boolean };

const DATES = ["2025-01-06", "2024-02-29", "0001-01-01", "9999-12-31", "32768-01-01", "2025-12-31", "275760-09-13", "10000-01-01", "02025-01-01", "0999-06-15"];
const NUMBERS = ["12", "-1.5", ".5", "1e3", "-0", "0.000001", "1E-7", "10", "2.5", "0.3", "-0.3", "0.35", "5", "4", "-3.3", "1e400"];

/** Per text rule: valid values to mutate and the schema properties to try. */
const TEXT_RULES: Partial<Record<SwvRuleName, TextRuleSetup>> = {
  required: { seeds: ["An", "Bình", "x"], params: [{}], multi: true },
  email: { seeds: ["an@shop.vn", "a.b-c+d@mail.shop.com.vn", "x_y@a-b.co", "o'neil!#$%&*/=?^`{|}~@ex.org"], params: [{}] },
  url: {
    seeds: ["https://shop.vn/p?q=1#x", "http://1.2.3.4:8080/", "mailto:an@shop.vn", "tel:+84912345678", "ftp://files.shop.vn/a b", "urn:isbn:0451450523", "HTTPS://SHOP.VN", "http://[::1]/", "webcal://shop.vn/lich.ics"],
    params: [{}],
  },
  tel: { seeds: ["0912 345 678", "+84 (28) 3822-1234", "0084912345678", "028.3822.1234 #12", "+1/555/0100*9", "123456", "123456789012345"], params: [{}] },
  number: { seeds: NUMBERS, params: [{}] },
  date: { seeds: DATES, params: [{}] },
  time: { seeds: ["09:30", "23:59:59", "00:00", "12:00:00"], params: [{}] },
  enum: { seeds: ["Hà Nội", "Huế", "2"], params: [{ accept: ["Hà Nội", "Huế", 2] }, { accept: [] }], multi: true },
  dayofweek: { seeds: DATES, params: [{ accept: [1] }, { accept: [6, 7] }, { accept: [1, 2, 3, 4, 5] }, { accept: ["7"] }] },
  minitems: { seeds: ["a", "b", "c"], params: [{ threshold: "0" }, { threshold: "1" }, { threshold: "2" }, { threshold: "3" }], multi: true },
  maxitems: { seeds: ["a", "b", "c"], params: [{ threshold: "0" }, { threshold: "1" }, { threshold: "2" }], multi: true },
  minlength: { seeds: ["Xin chào", "a\r\nb", "dòng 1\r\ndòng 2", "😀😀", "abc"], params: [{ threshold: 1 }, { threshold: 3 }, { threshold: 5 }, { threshold: "8" }], multi: true },
  maxlength: { seeds: ["Xin chào", "a\r\nb", "dòng 1\r\ndòng 2", "😀😀", "abc"], params: [{ threshold: 0 }, { threshold: 3 }, { threshold: 5 }, { threshold: "12" }], multi: true },
  minnumber: { seeds: NUMBERS, params: [{ threshold: "-1" }, { threshold: "0" }, { threshold: "10" }, { threshold: "2.5" }, { threshold: "abc" }] },
  maxnumber: { seeds: NUMBERS, params: [{ threshold: "-1" }, { threshold: "0" }, { threshold: "10" }, { threshold: "1e3" }] },
  mindate: { seeds: DATES, params: [{ threshold: "2025-01-01" }, { threshold: "9999-12-31" }, { threshold: "10000-01-01" }, { threshold: "0999-06-15" }, { threshold: "not-a-date" }] },
  maxdate: { seeds: DATES, params: [{ threshold: "2025-01-01" }, { threshold: "9999-12-31" }, { threshold: "10000-01-01" }, { threshold: "0999-06-15" }] },
  stepnumber: {
    seeds: [...NUMBERS, "0.0000005", "0.9999995", "1.0000005", "7", "-0.6", "0.2"],
    params: [
      { base: "0", interval: "1" },
      { base: "0", interval: "0.1" },
      { base: "1", interval: "2" },
      { base: "0.5", interval: "0.25" },
      { base: "0", interval: "0.01" },
      { base: "-3", interval: "0.3" },
      { base: "0", interval: "0" },
      { base: "0", interval: "-1" },
    ],
  },
};

const SCHEMES = ["http", "https", "ftp", "ftps", "mailto", "news", "irc", "irc6", "ircs", "gopher", "nntp", "feed", "telnet", "mms", "rtsp", "sms", "svn", "tel", "fax", "xmpp", "webcal", "urn"];

/** Boundary values of each rule, and values that name a case the issue decided on. */
const DECIDED_TEXTS: Partial<Record<SwvRuleName, string[]>> = {
  required: ["\u0085", "\u0085\u00a0"],
  number: ["+1.5", "+7", "  +0.5e3 ", "1.", "1e", "1e+", "-.5", ".e1", "0x10", "1_000", "١٢"],
  date: ["2025-02-29", "2025-04-31", "0000-01-01", "275760-09-14", "999999-01-01", "1900-02-29", "2000-02-29", "2025-00-01", "2025-13-01", "2025-01-00", "2025-01-32", "2025-1-01", "202-01-01"],
  time: ["23:60", "24:00", "12:59:60", "00:00:59", "9:30", "09:30:5", "09:30:00:00", "0930"],
  dayofweek: ["2025-02-30", "0000-01-03", "275760-09-15", "Jan 6 2025", "2025-1-6", "2025-01-06T12:00", "2025-01-05", "2025-01-07", "2025-01-08", "2025-01-09", "2025-01-10", "2025-01-11", "1900-01-01", "2000-01-01", "2100-12-31", "0400-02-29", "12000-03-01"],
  url: [
    "http://shop.vn/<script>", "http:", "http://sh op.vn", "http://1.2.3.256", "http://shop.123", "http://shop.vn\u0085",
    "javascript:alert(1)", "data:text/plain,x", "file:///etc/passwd", "ws://shop.vn", "ssh://shop.vn", "Http:", "//shop.vn", "shop.vn",
    ...SCHEMES.map((scheme) => `${scheme}://shop.vn/a`), ...SCHEMES.map((scheme) => `${scheme.toUpperCase()}:x`),
  ],
  tel: ["0912345678 #ext\n12", "0912345678 *\r\nx", "0912\u0085345678", "0912\u00a0345\u2009678", "12345", "123456", "123456789012345", "1234567890123456", "+12345", "+123456", "+1234567890123456", "00123456", "0012345", "++84912345678", "+0084912345678", "0912-345-678#", "*123456", "0912 345 678 x12", "0912_345_678"],
  email: ["an@shop.vn\u0085", "\u0085an@shop.vn", "an@shop.vn\u0000", "a@b.cd", "a@b.c", "ab@c.d", "@ab.cd", "a@@b.cd", "a@b..cd", "a@.b.cd", "a@b.cd.", "a@-b.cd", "a@b-.cd", "a@b.c-d", "a b@c.de", "a@b_c.de", "a@b.c\u00e9"],
  minitems: ["a"],
  minlength: ["ab\r\ncd", "a", "ab", "abc", "abcd", "abcde", "abcdefgh"],
  maxlength: ["Xin\r\nchào\r\nbạn", "a", "abc", "abcd", "abcde", "abcdef", "abcdefghijkl", "abcdefghijklm"],
  minnumber: ["5x", "Infinity", "1 2", "-Infinity", "-1", "-1.0000001", "0", "-0", "10", "9.999999", "2.5", "2.4999"],
  maxnumber: ["100x", "Infinity", "-1", "-0.999", "0", "10", "10.0000001", "1000", "1e3", "1000.0001"],
  mindate: ["10000-01-01", "02025-01-01", "0999-12-31", "2025-01-01", "2024-12-31", "9999-12-31", "0999-06-14", "0999-06-15"],
  maxdate: ["10000-01-01", "02024-01-01", "2025-01-01", "2025-01-02", "9999-12-31", "10000-01-02", "0999-06-16"],
  stepnumber: ["0.0000005", "-0.3", "-0.6", "-3.3", "abc", "", "4x", "8x", "0.0000004", "0.0000006", "0.9999996", "0.9999994", "1.25", "1.125", "-2.7", "3.3"],
};

function textRuleCases(random: Random): Case[] {
  const cases: Case[] = [];
  for (const [name, setup] of Object.entries(TEXT_RULES) as Array<[SwvRuleName, TextRuleSetup]>) {
    for (const params of setup.params) {
      const schema = [rule(name, "f", params)];
      const one = (label: string, values: string[]) => cases.push({ label: `${name} ${label}`, rules: schema, entries: entriesOf("f", values, random) });
      one("no value", []);
      for (const text of [...EDGE_TEXTS, ...setup.seeds, ...(DECIDED_TEXTS[name] ?? [])]) one("edge", [text]);
      for (const text of setup.seeds) one("edge spaced", [`${random.pick(SPACES)}${text}${random.pick(SPACES)}`]);
      for (let n = 0; n < 45; n++) {
        const count = setup.multi ? random.int(4) : 1;
        one("mutated", Array.from({ length: count }, () => (random.chance(0.8) ? mutate(random, random.pick(setup.seeds)) : random.pick(setup.seeds))));
      }
    }
  }
  return cases;
}

const FILE_NAMES = [
  "a.pdf", "Đơn hàng.PDF", "photo.jpeg", "x.avif", "y.HEIC", "scan.heif", "burst.heics", "noext", "dir/", "a.pdf/", ".pdf", "a.",
  "archive.tar.gz", "notes.srt", "report.docx", "clip.mp4", "song.mp3", "sheet.xlsx", "image.png", "icon.ico", "bad.exe",
];
const OMITTED: FileSpec = { kind: "file", name: "", size: 0 };
const fileOf = (name: string, size: number): FileSpec => ({ kind: "file", name, size });

const FILE_RULE_PARAMS: Array<[SwvRuleName, Partial<SwvRule>]> = [
  ["requiredfile", {}],
  ["file", { accept: [".pdf"] }],
  ["file", { accept: ["image/*"] }],
  ["file", { accept: ["application/pdf", ".docx"] }],
  ["file", { accept: ["image/jpeg", "image/avif", "image/heif"] }],
  ["file", { accept: ["Image/PNG", "APPLICATION/PDF"] }],
  ["file", { accept: ["text/*", ".zip", ".gz"] }],
  ["file", { accept: ["audio/*", "video/*"] }],
  ["file", {}],
  ["minfilesize", { threshold: "100" }],
  ["minfilesize", { threshold: "0" }],
  ["maxfilesize", { threshold: "100" }],
  ["maxfilesize", { threshold: "1024" }],
];
const SIZES = [0, 1, 99, 100, 101, 1024, 1025, 4000];

function fileRuleCases(random: Random): Case[] {
  const cases: Case[] = [];
  for (const [name, params] of FILE_RULE_PARAMS) {
    const schema = [rule(name, "upload", params)];
    const one = (label: string, files: Array<FileSpec | string>) => cases.push({ label: `${name} ${label}`, rules: schema, entries: entriesOf("upload", files, random) });
    one("no file", []);
    one("omitted file", [OMITTED]);
    one("a text instead of a file", ["a.pdf"]);
    one("a text beside a file", [fileOf("a.pdf", 100), "b.pdf"]);
    for (const fileName of FILE_NAMES) one("edge", [fileOf(fileName, random.pick(SIZES))]);
    for (let n = 0; n < 30; n++) {
      const files = Array.from({ length: 1 + random.int(3) }, () =>
        fileOf(random.chance(0.7) ? random.pick(FILE_NAMES) : mutate(random, random.pick(FILE_NAMES)), random.pick(SIZES)),
      );
      one("mutated", files);
    }
  }
  return cases;
}

/** A pool of simple rules over fields `f` and `g` for composites; some without a message. */
function simpleRule(random: Random): SwvRule {
  const field = random.pick(["f", "g"]);
  const made = random.pick<SwvRule>([
    rule("required", field),
    rule("email", field),
    rule("number", field),
    rule("maxlength", field, { threshold: 4 }),
    rule("minlength", field, { threshold: 2 }),
    rule("tel", field),
    rule("minnumber", field, { threshold: "3" }),
    rule("enum", field, { accept: ["1", "2", "an@shop.vn"] }),
  ]);
  return random.chance(0.2) ? { rule: made.rule, field: made.field, threshold: made.threshold, accept: made.accept } as SwvRule : made;
}

function compositeRule(random: Random, depth: number): SwvRule {
  const subRules = Array.from({ length: random.int(4) }, () => (depth > 0 && random.chance(0.25) ? compositeRule(random, depth - 1) : simpleRule(random)));
  return rule(random.pick(["all", "any"] as const), random.pick(["f", "g"]), { rules: subRules });
}

const COMPOSITE_TEXTS = ["", " ", "1", "2", "7", "an@shop.vn", "abcdef", "0912345678", "x", "\u0085", "12345"];

function compositeCases(random: Random): Case[] {
  const cases: Case[] = [];
  for (let n = 0; n < 300; n++) {
    const rules = Array.from({ length: 1 + random.int(3) }, () => (random.chance(0.7) ? compositeRule(random, 1) : simpleRule(random)));
    const entries = [
      ...entriesOf("f", Array.from({ length: random.int(3) }, () => random.pick(COMPOSITE_TEXTS)), random),
      ...entriesOf("g", Array.from({ length: random.int(2) }, () => random.pick(COMPOSITE_TEXTS)), random),
    ];
    cases.push({ label: "composite", rules, entries });
  }
  // `any` over a file field (decided: it does not fail uploads), with text rules among its sub-rules.
  const file = fileOf("a.pdf", 10);
  const uploads: Array<[string, FileSpec[]]> = [["no file", []], ["omitted", [OMITTED]], ["a file", [file]], ["a bad file", [fileOf("a.exe", 10)]]];
  const anyRules: Array<[string, SwvRule]> = [
    ["requiredfile or note", rule("any", "upload", { rules: [rule("requiredfile", "upload"), rule("required", "note")] })],
    ["note or requiredfile", rule("any", "upload", { rules: [rule("required", "note"), rule("requiredfile", "upload")] })],
    ["required or requiredfile on the upload", rule("any", "upload", { rules: [rule("required", "upload"), rule("requiredfile", "upload")] })],
    ["file or maxlength on the upload", rule("any", "upload", { rules: [rule("file", "upload", { accept: [".pdf"] }), rule("maxlength", "upload", { threshold: 3 })] })],
    ["all: requiredfile and file", rule("all", "upload", { rules: [rule("requiredfile", "upload"), rule("file", "upload", { accept: [".pdf"] })] })],
  ];
  for (const [ruleLabel, anyRule] of anyRules) {
    for (const [uploadLabel, files] of uploads) {
      for (const note of ["", "xem tệp"]) {
        cases.push({
          label: `file composite: ${ruleLabel}, ${uploadLabel}`,
          rules: [anyRule],
          entries: [...entriesOf("upload", files, random), ...(note ? [["note", note] as const] : [])],
        });
      }
    }
  }
  return cases;
}

/** A whole contact form: several rules per field, the first failing one must be the one reported. */
const FORM_RULES: SwvRule[] = [
  rule("required", "your-name"),
  rule("maxlength", "your-name", { threshold: 12 }),
  rule("required", "your-email"),
  rule("email", "your-email"),
  rule("maxlength", "your-email", { threshold: 20 }),
  rule("tel", "your-phone"),
  rule("date", "visit"),
  rule("mindate", "visit", { threshold: "2025-01-01" }),
  rule("maxdate", "visit", { threshold: "2026-12-31" }),
  rule("dayofweek", "visit", { accept: [1, 2, 3, 4, 5] }),
  rule("number", "quantity"),
  rule("minnumber", "quantity", { threshold: "1" }),
  rule("maxnumber", "quantity", { threshold: "99" }),
  rule("stepnumber", "quantity", { base: "0", interval: "0.5" }),
  rule("minitems", "topics", { threshold: "1" }),
  rule("enum", "topics", { accept: ["đơn hàng", "bảo hành", "khác"] }),
  rule("minlength", "message", { threshold: 10 }),
  rule("maxlength", "message", { threshold: 40 }),
  rule("url", "website"),
  rule("time", "call-at"),
];
const FORM_SEEDS: Record<string, string[]> = {
  "your-name": ["Nguyễn Văn An", "Bình"],
  "your-email": ["an@shop.vn", "binh.tran@mail.com"],
  "your-phone": ["0912 345 678", "+84 28 3822 1234"],
  visit: ["2025-03-03", "2026-06-05", "2024-12-31"],
  quantity: ["1", "2.5", "99", "100"],
  topics: ["đơn hàng", "bảo hành", "khác"],
  message: ["Xin chào cửa hàng", "Cho tôi hỏi\r\nvề đơn hàng"],
  website: ["https://shop.vn", "shop.vn"],
  "call-at": ["09:30", "18:00"],
};

function formCases(random: Random): Case[] {
  const cases: Case[] = [];
  const fields = Object.keys(FORM_SEEDS);
  for (let n = 0; n < 400; n++) {
    const entries = fields.flatMap((field) => {
      const seeds = FORM_SEEDS[field] ?? [];
      const count = field === "topics" ? random.int(3) : random.chance(0.1) ? 0 : 1;
      const values = Array.from({ length: count }, () => (random.chance(0.6) ? mutate(random, random.pick(seeds)) : random.pick(seeds)));
      return entriesOf(field, values, random);
    });
    // Half the cases check one field, as a change does.
    const field = random.chance(0.5) ? random.pick(fields) : undefined;
    cases.push({ label: field ? "form, one field" : "form", rules: FORM_RULES, entries, field });
  }
  return cases;
}

/** FormData keys as PHP reads them: repeated plain names, `[]`, indexes that overwrite, nesting. */
const KEY_SHAPES = ["f", "f[]", "f[0]", "f[1]", "f[03]", "f[a]", "f[a][]", "f[a][b]", "f[]x", "f[a b]", "F", "f-g", "_f", "1f"];

function keyCases(random: Random): Case[] {
  const rules = [rule("required", "f"), rule("maxitems", "f", { threshold: "2" }), rule("enum", "f", { accept: ["a", "b"] }), rule("maxlength", "f", { threshold: 3 })];
  return Array.from({ length: 150 }, () => ({
    label: "keys",
    rules: [random.pick(rules)],
    entries: Array.from({ length: 1 + random.int(4) }, () => [random.pick(KEY_SHAPES), random.pick(["a", "b", "c", "", "ab"])] as const),
  }));
}

function allCases(): Case[] {
  const random = randomSource(SEED);
  return [...textRuleCases(random), ...fileRuleCases(random), ...compositeCases(random), ...formCases(random), ...keyCases(random)];
}

// ---------------------------------------------------------------------------------------------
// Running both

const schemaOf = (rules: SwvRule[]): SwvSchema => ({ version: SWV_SCHEMA_VERSION, locale: "vi", rules });

function formDataOf(entries: readonly Entry[]): FormData {
  const formData = new FormData();
  for (const [key, value] of entries) {
    if (typeof value === "string") formData.append(key, value);
    // What a browser puts in a FormData: a File (an omitted input gives a nameless, empty one).
    else formData.append(key, new File([new Uint8Array(value.size)], value.name, { type: "application/octet-stream" }));
  }
  return formData;
}

function runReference(testCase: Case): ReferenceOutcome {
  // Contact Form 7's front end narrows the schema to the changed field's rules itself.
  const rules = testCase.field === undefined ? testCase.rules : testCase.rules.filter((candidate) => candidate.field === testCase.field);
  try {
    const result = reference.validate(schemaOf(rules), formDataOf(testCase.entries));
    const errors = new Map<string, string>();
    for (const [field, { error }] of result) if (error !== undefined) errors.set(field, error);
    return { kind: "errors", errors };
  } catch (error) {
    return { kind: "throws", message: String(error) };
  }
}

function runOurs(testCase: Case): Map<string, string> {
  const options = testCase.field === undefined ? {} : { field: testCase.field };
  return validate(schemaOf(testCase.rules), swvInputFromFormData(formDataOf(testCase.entries)), options);
}

const describeErrors = (errors: Map<string, string>) => JSON.stringify([...errors].sort(([a], [b]) => (a < b ? -1 : 1)));

// ---------------------------------------------------------------------------------------------
// Accepted differences

/** Every rule of the case (inside `all` and `any` too) with the values its field was sent. */
function rulesWithValues(testCase: Case): Array<{ rule: SwvRule; values: Array<string | FileSpec> }> {
  const flatten = (rules: readonly SwvRule[]): SwvRule[] => rules.flatMap((candidate) => [candidate, ...flatten(candidate.rules ?? [])]);
  const valuesOf = (field: string) => testCase.entries.filter(([key]) => key.replace(/\[.*$/, "") === field).map(([, value]) => value);
  return flatten(testCase.rules).map((candidate) => ({ rule: candidate, values: valuesOf(candidate.field) }));
}

/** Some rule of the given names has a text value for which the test holds. */
function someText(testCase: Case, names: readonly SwvRuleName[], test: (text: string, rule: SwvRule) => boolean): boolean {
  return rulesWithValues(testCase).some(
    ({ rule: candidate, values }) => names.includes(candidate.rule) && values.some((value) => typeof value === "string" && test(value, candidate)),
  );
}

function someFile(testCase: Case, names: readonly SwvRuleName[], test: (file: FileSpec, rule: SwvRule) => boolean): boolean {
  return rulesWithValues(testCase).some(
    ({ rule: candidate, values }) => names.includes(candidate.rule) && values.some((value) => typeof value !== "string" && test(value, candidate)),
  );
}

const TEXT_RULE_NAMES: SwvRuleName[] = [
  "required", "email", "url", "tel", "number", "date", "time", "enum", "dayofweek", "minitems", "maxitems",
  "minlength", "maxlength", "minnumber", "maxnumber", "mindate", "maxdate", "stepnumber",
];
const SHAPE = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/;
/** An HTML floating-point number, with the leading `+` we accept (an independent restatement). */
const NUMBER = /^[+-]?([0-9]+|[0-9]*\.[0-9]+)([eE][+-]?[0-9]+)?$/;

/** A YYYY-MM-DD text that names no real day: day past its month's end, month out of range, year 0. */
function isNoRealDay(text: string): boolean {
  const match = SHAPE.exec(text.trim());
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return year === 0 || day < 1 || day > monthDays;
}

/**
 * A YYYY-MM-DD text at the end of JavaScript's Date range (275760-09-13 in UTC; a 6-digit year is
 * read in local time, so west of UTC that day is beyond it too) or after it.
 */
function isBeyondDateRange(text: string): boolean {
  const match = SHAPE.exec(text.trim());
  return match !== null && Number(match[1]) >= 275760 && Number.isNaN(new Date(text.trim()).valueOf());
}

const edgeHasNextLine = (text: string) => /^\u0085|\u0085$/.test(text.trim());

type AcceptedDifference = {
  reason: string;
  applies: (testCase: Case, outcome: ReferenceOutcome) => boolean;
  /** Can only happen on some machines (the time zone): then it need not have occurred. */
  possibleHere?: () => boolean;
};

/** Where ours answers otherwise than the reference, on purpose. One line each. */
const ACCEPTED_DIFFERENCES: AcceptedDifference[] = [
  {
    reason: "U+0085 at a value's edge (tel: anywhere) → ours trims/removes it as Unicode White_Space, the reference's JS trim() does not",
    applies: (c) => someText(c, TEXT_RULE_NAMES, (text, r) => (r.rule === "tel" ? text.includes("\u0085") : edgeHasNextLine(text))),
  },
  {
    reason: "date/dayofweek: YYYY-MM-DD naming no real day (2025-02-29, 2025-04-31, 0000-…) → ours invalid, the reference's Date rolls it over",
    applies: (c) => someText(c, ["date", "dayofweek"], isNoRealDay),
  },
  {
    reason: "date/dayofweek: a date beyond JavaScript's Date range (after 275760-09-13) → ours a date, the reference's Date cannot hold it",
    applies: (c) => someText(c, ["date", "dayofweek"], isBeyondDateRange),
  },
  {
    reason: "dayofweek: a value that is not YYYY-MM-DD ('Jan 6 2025') → ours fails it, the reference's Date parser reads a day from it",
    applies: (c) => someText(c, ["dayofweek"], (text) => !SHAPE.test(text.trim()) && !Number.isNaN(new Date(text.trim()).valueOf())),
  },
  {
    reason: "dayofweek west of UTC → the reference reads the weekday in local time, the day before",
    applies: (c) => someText(c, ["dayofweek"], (text) => new Date(text.trim()).getTimezoneOffset() > 0),
    possibleHere: () => new Date("2000-01-01").getTimezoneOffset() > 0 || new Date("2000-07-01").getTimezoneOffset() > 0,
  },
  {
    reason: "number: a leading '+' → ours a number (spec: optional sign), the reference not",
    applies: (c) => someText(c, ["number"], (text) => text.trim().startsWith("+") && NUMBER.test(text.trim())),
  },
  {
    reason: "minlength/maxlength: a CR inside a value → ours counts CRLF (and CR) as one character, as a textarea submits it",
    applies: (c) => someText(c, ["minlength", "maxlength"], (text) => text.trim().includes("\r")),
  },
  {
    reason: "min/max/stepnumber: a value that is no number but starts like one ('5x', 'Infinity') → ours leaves it to the number rule, the reference's parseFloat reads its start",
    applies: (c) => someText(c, ["minnumber", "maxnumber", "stepnumber"], (text) => !NUMBER.test(text.trim()) && !Number.isNaN(Number.parseFloat(text))),
  },
  {
    reason: "stepnumber: a value with no number at all ('abc') → ours leaves it to the number rule, the reference fails it on a NaN remainder",
    applies: (c) => someText(c, ["stepnumber"], (text) => text.trim() !== "" && Number.isNaN(Number.parseFloat(text))),
  },
  {
    reason: "stepnumber: the remainder is the double nearest 0.0000005 → ours rounds it half-up to 0.000001 (decided), the reference's toFixed() down",
    applies: (c) =>
      someText(c, ["stepnumber"], (text, r) => {
        const interval = Number.parseFloat(String(r.interval));
        const remainder = (Number.parseFloat(text) - Number.parseFloat(String(r.base))) % interval;
        return Math.abs(remainder) === 5e-7 || Math.abs(remainder - interval) === 5e-7;
      }),
  },
  {
    reason: "stepnumber: a value below the base → ours compares the (negative) remainder with −interval too, the reference misses multiples lost to rounding",
    applies: (c) =>
      someText(c, ["stepnumber"], (text, r) => {
        const interval = Number.parseFloat(String(r.interval));
        const remainder = (Number.parseFloat(text) - Number.parseFloat(String(r.base))) % interval;
        return remainder < 0 && Math.abs(-remainder - interval) < 5e-7;
      }),
  },
  {
    reason: "mindate/maxdate: value and threshold years of different lengths (10000-01-01, 02025-…) → ours compares years by value, the reference as strings",
    applies: (c) =>
      someText(c, ["mindate", "maxdate"], (text, r) => {
        const value = SHAPE.exec(text.trim());
        const threshold = SHAPE.exec(String(r.threshold));
        return value !== null && threshold !== null && value[1]?.length !== threshold[1]?.length;
      }),
  },
  {
    reason: "url: a '<' in a path or query → ours invalid (decided), the WHATWG parser percent-encodes it",
    applies: (c) => someText(c, ["url"], (text) => text.includes("<")),
  },
  {
    reason: "tel: a line break after # or * → ours drops the whole extension, the reference's '.' stops at the line break",
    applies: (c) => someText(c, ["tel"], (text) => /[#*][^\n\r\u2028\u2029]*[\n\r\u2028\u2029]/.test(text)),
  },
  {
    reason: "files: an omitted file input (nameless, 0 bytes) → ours no file chosen (a required file is missing, a file rule has nothing to check), the reference a file",
    applies: (c) => someFile(c, ["requiredfile", "file"], (f) => f.name === "" && f.size === 0),
  },
  {
    reason: "requiredfile: a text where a file should be → ours no file chosen, the reference counts any value",
    applies: (c) => someText(c, ["requiredfile"], (text) => text !== ""),
  },
  {
    reason: "file: an AVIF/HEIF-family file (.avif .heif .heifs .heics) with image/* or its own MIME type → ours accepts it, the reference's table lacks them",
    applies: (c) => someFile(c, ["file"], (f) => /\.(avif|heif|heifs|heics)$/i.test(f.name)),
  },
  {
    reason: "file: a MIME type written with capitals in accept ('Image/PNG') → ours matches MIME types case-insensitively",
    applies: (c) => rulesWithValues(c).some(({ rule: r }) => r.rule === "file" && (r.accept ?? []).some((entry) => /^[^.].*[A-Z]/.test(String(entry)))),
  },
  {
    reason: "any: a text rule over a file field → the reference throws (a File has no trim()), ours reads no text from a file",
    applies: (c, outcome) => outcome.kind === "throws" && someFile(c, TEXT_RULE_NAMES, () => true),
  },
];

// ---------------------------------------------------------------------------------------------

describe("swv differential against @contactable/swv 1.4.1", () => {
  it("agrees on every case but the accepted differences", () => {
    const cases = allCases();
    const byReason = new Map<string, number>(ACCEPTED_DIFFERENCES.map(({ reason }) => [reason, 0]));
    const unexplained: string[] = [];
    let agreeing = 0;

    for (const testCase of cases) {
      const outcome = runReference(testCase);
      const ours = describeErrors(runOurs(testCase));
      const theirs = outcome.kind === "errors" ? describeErrors(outcome.errors) : `throws ${outcome.message}`;
      if (ours === theirs) {
        agreeing++;
        continue;
      }
      const accepted = ACCEPTED_DIFFERENCES.find(({ applies }) => applies(testCase, outcome));
      if (accepted) byReason.set(accepted.reason, (byReason.get(accepted.reason) ?? 0) + 1);
      else unexplained.push(`${testCase.label} ${JSON.stringify({ rules: testCase.rules.map((r) => r.rule), entries: testCase.entries, field: testCase.field })}\n    ours ${ours}\n    reference ${theirs}`);
    }

    const accepted = [...byReason.values()].reduce((sum, count) => sum + count, 0);
    const reasons = [...byReason].map(([reason, count]) => `  ${String(count).padStart(4)}  ${reason}`).join("\n");
    console.log(`swv differential: ${cases.length} cases, ${agreeing} agree, ${accepted} accepted differences, ${unexplained.length} unexplained\n${reasons}`);

    expect(unexplained.slice(0, 20)).toEqual([]);
    expect(cases.length).toBeGreaterThan(2000);
    expect(cases.length).toBeLessThan(10_000);
    // Most cases agree: the accepted differences are exceptions, not the rule.
    expect(agreeing / cases.length).toBeGreaterThan(0.85);
    // Every accepted difference still happens, so the list stays true.
    const neverSeen = ACCEPTED_DIFFERENCES.filter(({ reason, possibleHere }) => (possibleHere?.() ?? true) && byReason.get(reason) === 0).map(({ reason }) => reason);
    expect(neverSeen).toEqual([]);
  });
});
