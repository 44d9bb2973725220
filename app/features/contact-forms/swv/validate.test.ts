import { describe, expect, it } from "vitest";
import { swvInputFromFormData } from "./form-data";
import { SWV_SCHEMA_VERSION, type SwvRule, type SwvSchema, type SwvValue } from "./types";
import { validate } from "./validate";

const schemaOf = (...rules: SwvRule[]): SwvSchema => ({ version: SWV_SCHEMA_VERSION, locale: "vi", rules });

/** Does the field `f` pass the one rule with these values? */
function passes(rule: Omit<SwvRule, "field" | "error">, ...values: SwvValue[]): boolean {
  const errors = validate(schemaOf({ ...rule, field: "f", error: "E" } as SwvRule), new Map([["f", values]]));
  return !errors.has("f");
}

const pdf = (name: string, size = 10, type = "application/pdf") => ({ name, type, size });

describe("text rules trim Unicode White_Space", () => {
  it("a value of only spaces of any kind is blank", () => {
    for (const blank of ["", " ", "\t\r\n", "\u0085", "\u00a0", "\u2028", "\u3000", "\ufeff", " \u0085\u00a0 "]) {
      expect(passes({ rule: "required" }, blank), JSON.stringify(blank)).toBe(false);
    }
    expect(passes({ rule: "required" }, "\u200b")).toBe(true); // a zero-width space is no White_Space
    expect(passes({ rule: "required" }, " ", "x")).toBe(true);
    expect(passes({ rule: "required" })).toBe(false);
  });
  it("values are trimmed before they are checked", () => {
    expect(passes({ rule: "email" }, "\u0085an@shop.vn\u00a0")).toBe(true);
    expect(passes({ rule: "number" }, "\u2028 12 ")).toBe(true);
  });
  it("text rules ignore file values and never throw on them", () => {
    expect(passes({ rule: "required" }, pdf("a.pdf"))).toBe(false);
    expect(passes({ rule: "maxlength", threshold: 1 }, pdf("long-name.pdf"))).toBe(true);
  });
});

describe("requiredfile", () => {
  it("wants a chosen file; an omitted file input (nameless, empty) is none", () => {
    expect(passes({ rule: "requiredfile" }, pdf("a.pdf"))).toBe(true);
    expect(passes({ rule: "requiredfile" }, pdf("", 0, "application/octet-stream"))).toBe(false);
    expect(passes({ rule: "requiredfile" })).toBe(false);
    expect(passes({ rule: "requiredfile" }, "a.pdf")).toBe(false);
  });
});

describe("email", () => {
  it("is WordPress's is_email()", () => {
    expect(passes({ rule: "email" }, "an@shop.vn")).toBe(true);
    expect(passes({ rule: "email" }, "a!#$%&'*+/=?^_`{|}~.-@b-c.d")).toBe(true);
    expect(passes({ rule: "email" }, "a@b.c")).toBe(false); // 5 characters
    expect(passes({ rule: "email" }, "@shop.vn")).toBe(false);
    expect(passes({ rule: "email" }, "a@b@shop.vn")).toBe(false);
    expect(passes({ rule: "email" }, "an@shop")).toBe(false);
    expect(passes({ rule: "email" }, "an@shop..vn")).toBe(false);
    expect(passes({ rule: "email" }, "an@.shop.vn")).toBe(false);
    expect(passes({ rule: "email" }, "an@-shop.vn")).toBe(false);
    expect(passes({ rule: "email" }, "an@shop-.vn")).toBe(false);
    expect(passes({ rule: "email" }, "ân@shop.vn")).toBe(false);
    expect(passes({ rule: "email" }, "an@shöp.vn")).toBe(false);
    expect(passes({ rule: "email" }, "a n@shop.vn")).toBe(false);
  });
  it("refuses control characters anywhere", () => {
    expect(passes({ rule: "email" }, "an@shop.vn\u0000x")).toBe(false);
    expect(passes({ rule: "email" }, "an\u0007@shop.vn")).toBe(false);
    expect(passes({ rule: "email" }, "an@shop.vn\n")).toBe(true); // trimmed away at the edge
  });
});

describe("url", () => {
  it("parses as WHATWG does, scheme in any case", () => {
    for (const valid of ["https://shop.vn/a?b#c", "HTTP://SHOP.VN", "http:shop.vn", "mailto:an@shop.vn", "tel:+84912345678", "urn:isbn:123", "http://shop.vn/a b"]) {
      expect(passes({ rule: "url" }, valid), valid).toBe(true);
    }
  });
  it("refuses http: alone, spaces in hosts, bad IPv4, numeric TLDs, < and other schemes", () => {
    for (const invalid of ["http:", "http://sh op.vn", "http://1.2.3.256", "http://shop.123", "http://shop.vn/<b>", "javascript:alert(1)", "shop.vn", "data:text/html,x"]) {
      expect(passes({ rule: "url" }, invalid), invalid).toBe(false);
    }
  });
});

describe("tel", () => {
  it("normalises, then wants 6 to 15 digits with an optional +", () => {
    expect(passes({ rule: "tel" }, "(028) 3822-1234")).toBe(true);
    expect(passes({ rule: "tel" }, "0084 912.345/678")).toBe(true);
    expect(passes({ rule: "tel" }, "+84 912 345 678 #12")).toBe(true);
    expect(passes({ rule: "tel" }, "12345")).toBe(false);
    expect(passes({ rule: "tel" }, "123456")).toBe(true);
    expect(passes({ rule: "tel" }, "1234567890123456")).toBe(false);
    expect(passes({ rule: "tel" }, "123456789012345")).toBe(true);
    expect(passes({ rule: "tel" }, "0912abc")).toBe(false);
  });
  it("removes every Unicode space", () => {
    expect(passes({ rule: "tel" }, "0912\u00a0345\u2009678")).toBe(true);
    expect(passes({ rule: "tel" }, "0912\u0085345678")).toBe(true);
    expect(passes({ rule: "tel" }, "0912\u3000345678")).toBe(true);
  });
  it("drops the extension after # or * even across a line break", () => {
    expect(passes({ rule: "tel" }, "0912345678 *1\n2x")).toBe(true);
  });
});

describe("number", () => {
  it("is an integer or decimal with an optional sign and exponent", () => {
    for (const valid of ["0", "-1", "+1.5", ".5", "-.5e-3", "1E10", "+7"]) expect(passes({ rule: "number" }, valid), valid).toBe(true);
    for (const invalid of ["1.", "1,5", "--1", "+-1", "1e", "Infinity", "0x10", "١٢"]) expect(passes({ rule: "number" }, invalid), invalid).toBe(false);
  });
});

describe("date", () => {
  it("is a real calendar date, year 0001 and up with 4 or more digits", () => {
    for (const valid of ["2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31", "32768-01-01", "275760-09-14"]) {
      expect(passes({ rule: "date" }, valid), valid).toBe(true);
    }
    for (const invalid of ["2025-02-29", "1900-02-29", "2025-04-31", "0000-01-01", "2025-13-01", "2025-00-10", "2025-1-01", "25-01-01", "2025/01/01"]) {
      expect(passes({ rule: "date" }, invalid), invalid).toBe(false);
    }
  });
});

describe("time", () => {
  it("is HH:MM or HH:MM:SS in range", () => {
    for (const valid of ["00:00", "23:59", "23:59:59"]) expect(passes({ rule: "time" }, valid)).toBe(true);
    for (const invalid of ["24:00", "12:60", "12:00:60", "9:00", "12:00:00.5"]) expect(passes({ rule: "time" }, invalid)).toBe(false);
  });
});

describe("file", () => {
  it("matches extensions and MIME types from WordPress's table", () => {
    expect(passes({ rule: "file", accept: [".pdf"] }, pdf("Đơn hàng.PDF"))).toBe(true);
    expect(passes({ rule: "file", accept: ["application/pdf"] }, pdf("a.pdf"))).toBe(true);
    expect(passes({ rule: "file", accept: ["Application/PDF"] }, pdf("a.pdf"))).toBe(true);
    expect(passes({ rule: "file", accept: ["text/plain"] }, pdf("notes.srt"))).toBe(true);
    expect(passes({ rule: "file", accept: [".pdf"] }, pdf("a.docx"))).toBe(false);
    expect(passes({ rule: "file", accept: [".pdf", "image/*"] }, pdf("a.pdf"), pdf("b.exe"))).toBe(false);
  });
  it("image/* includes the AVIF and HEIF family", () => {
    for (const name of ["a.avif", "a.heic", "a.HEIF", "a.heics", "a.heifs", "a.webp", "a.jpe"]) {
      expect(passes({ rule: "file", accept: ["image/*"] }, pdf(name)), name).toBe(true);
    }
    expect(passes({ rule: "file", accept: ["image/*"] }, pdf("a.mp4"))).toBe(false);
  });
  it("a name ending in / or without extension fails", () => {
    expect(passes({ rule: "file", accept: [".pdf"] }, pdf("a.pdf/"))).toBe(false);
    expect(passes({ rule: "file", accept: [".pdf"] }, pdf("pdf"))).toBe(false);
    expect(passes({ rule: "file", accept: ["image/*"] }, pdf("a."))).toBe(false);
  });
  it("no file chosen passes", () => {
    expect(passes({ rule: "file", accept: [".pdf"] })).toBe(true);
    expect(passes({ rule: "file", accept: [".pdf"] }, pdf("", 0))).toBe(true);
  });
});

describe("enum and dayofweek", () => {
  it("enum accepts only the listed values", () => {
    expect(passes({ rule: "enum", accept: ["Hà Nội", 2] }, "Hà Nội", " 2 ")).toBe(true);
    expect(passes({ rule: "enum", accept: ["Hà Nội"] }, "Hà Nội", "Huế")).toBe(false);
  });
  it("dayofweek reads the ISO weekday of real dates, 5-digit years too", () => {
    expect(passes({ rule: "dayofweek", accept: [1] }, "2025-01-06")).toBe(true); // a Monday
    expect(passes({ rule: "dayofweek", accept: [7] }, "2025-01-05")).toBe(true); // a Sunday
    expect(passes({ rule: "dayofweek", accept: ["6"] }, "2000-01-01")).toBe(true);
    expect(passes({ rule: "dayofweek", accept: [1] }, "32768-01-01")).toBe(true);
    expect(passes({ rule: "dayofweek", accept: [6] }, "10000-01-01")).toBe(true);
    expect(passes({ rule: "dayofweek", accept: [1] }, "0001-01-01")).toBe(true);
    expect(passes({ rule: "dayofweek", accept: [1, 2, 3, 4, 5, 6, 7] }, "2025-02-29")).toBe(false);
  });
});

describe("counts and lengths", () => {
  it("minitems / maxitems count non-blank values", () => {
    expect(passes({ rule: "minitems", threshold: "2" }, "a", " ")).toBe(false);
    expect(passes({ rule: "minitems", threshold: "2" }, "a", "b")).toBe(true);
    expect(passes({ rule: "maxitems", threshold: "1" }, "a", "b")).toBe(false);
  });
  it("a CRLF counts as one character", () => {
    expect(passes({ rule: "maxlength", threshold: 3 }, "a\r\nb")).toBe(true);
    expect(passes({ rule: "maxlength", threshold: 2 }, "a\r\nb")).toBe(false);
    expect(passes({ rule: "minlength", threshold: 4 }, "a\r\nb")).toBe(false);
    expect(passes({ rule: "maxlength", threshold: 3 }, "a\rb", "\r\n")).toBe(true);
  });
  it("lengths add up over values; minlength is skipped when the field is empty", () => {
    expect(passes({ rule: "maxlength", threshold: 3 }, "ab", "cd")).toBe(false);
    expect(passes({ rule: "minlength", threshold: 3 }, " ")).toBe(true);
    expect(passes({ rule: "minlength", threshold: 3 })).toBe(true);
    expect(passes({ rule: "minlength", threshold: 3 }, "ab")).toBe(false);
  });
});

describe("numeric and date bounds", () => {
  it("minnumber / maxnumber compare numbers, leaving non-numbers to the number rule", () => {
    expect(passes({ rule: "minnumber", threshold: "10" }, "9.5")).toBe(false);
    expect(passes({ rule: "minnumber", threshold: "10" }, "+1e1")).toBe(true);
    expect(passes({ rule: "maxnumber", threshold: "10" }, "10.0001")).toBe(false);
    expect(passes({ rule: "maxnumber", threshold: "10" }, "100x")).toBe(true);
  });
  it("mindate / maxdate compare dates, years by value", () => {
    expect(passes({ rule: "maxdate", threshold: "9999-12-31" }, "10000-01-01")).toBe(false);
    expect(passes({ rule: "mindate", threshold: "9999-12-31" }, "10000-01-01")).toBe(true);
    expect(passes({ rule: "mindate", threshold: "2025-01-01" }, "2024-12-31")).toBe(false);
    expect(passes({ rule: "mindate", threshold: "2025-01-01" }, "02025-01-01")).toBe(true);
    expect(passes({ rule: "maxdate", threshold: "2025-01-01" }, "2025-01-01")).toBe(true);
    expect(passes({ rule: "maxdate", threshold: "2025-01-01" }, "tomorrow")).toBe(true);
  });
  it("min/maxfilesize bound the total bytes", () => {
    expect(passes({ rule: "maxfilesize", threshold: "100" }, pdf("a.pdf", 60), pdf("b.pdf", 40))).toBe(true);
    expect(passes({ rule: "maxfilesize", threshold: "100" }, pdf("a.pdf", 60), pdf("b.pdf", 41))).toBe(false);
    expect(passes({ rule: "minfilesize", threshold: "100" }, pdf("a.pdf", 99))).toBe(false);
  });
});

describe("stepnumber", () => {
  const step = { rule: "stepnumber", base: "0", interval: "0.1" } as const;
  it("wants a multiple of the interval from the base, to 6 decimals", () => {
    expect(passes(step, "0.3")).toBe(true);
    expect(passes(step, "-0.3")).toBe(true);
    expect(passes(step, "0.35")).toBe(false);
    expect(passes({ rule: "stepnumber", base: "1", interval: "2" }, "5", "-3")).toBe(true);
    expect(passes({ rule: "stepnumber", base: "1", interval: "2" }, "4")).toBe(false);
  });
  it("rounds the remainder half-up at 6 decimals", () => {
    expect(passes({ rule: "stepnumber", base: "0", interval: "1" }, "0.0000004")).toBe(true);
    expect(passes({ rule: "stepnumber", base: "0", interval: "1" }, "0.0000005")).toBe(false);
    expect(passes({ rule: "stepnumber", base: "0", interval: "1" }, "0.9999996")).toBe(true);
  });
  it("is skipped when the interval is not positive", () => {
    expect(passes({ rule: "stepnumber", base: "0", interval: "0" }, "0.5")).toBe(true);
    expect(passes({ rule: "stepnumber", base: "0", interval: "-1" }, "0.5")).toBe(true);
  });
});

describe("validate", () => {
  const rule = (r: Partial<SwvRule> & Pick<SwvRule, "rule" | "field">): SwvRule => ({ error: `${r.rule} ${r.field}`, ...r });

  it("reports each field's first failing rule, in schema order", () => {
    const schema = schemaOf(
      rule({ rule: "required", field: "email" }),
      rule({ rule: "email", field: "email" }),
      rule({ rule: "email", field: "other" }),
      rule({ rule: "maxlength", field: "email", threshold: 3 }),
    );
    expect(validate(schema, new Map([["email", ["nope"]], ["other", ["an@shop.vn"]]]))).toEqual(new Map([["email", "email email"]]));
    expect(validate(schema, new Map())).toEqual(new Map([["email", "required email"]]));
  });

  it("with a field, checks only that field's rules", () => {
    const schema = schemaOf(rule({ rule: "required", field: "a" }), rule({ rule: "required", field: "b" }));
    expect(validate(schema, new Map(), { field: "b" })).toEqual(new Map([["b", "required b"]]));
  });

  it("all fails with its failing sub-rule's message, or its own", () => {
    const all = rule({ rule: "all", field: "a", rules: [rule({ rule: "required", field: "b" })] });
    expect(validate(schemaOf(all), new Map())).toEqual(new Map([["b", "required b"]]));
    const silent = rule({ rule: "all", field: "a", rules: [{ rule: "required", field: "b" } as SwvRule] });
    expect(validate(schemaOf(silent), new Map())).toEqual(new Map([["a", "all a"]]));
    expect(validate(schemaOf(rule({ rule: "all", field: "a", rules: [] })), new Map())).toEqual(new Map());
  });

  it("any passes when one sub-rule passes; an empty any fails", () => {
    const any = rule({ rule: "any", field: "a", rules: [rule({ rule: "required", field: "a" }), rule({ rule: "requiredfile", field: "upload" })] });
    expect(validate(schemaOf(any), new Map([["upload", [pdf("a.pdf")]]]))).toEqual(new Map());
    expect(validate(schemaOf(any), new Map())).toEqual(new Map([["a", "any a"]]));
    expect(validate(schemaOf(rule({ rule: "any", field: "a", rules: [] })), new Map())).toEqual(new Map([["a", "any a"]]));
  });

  it("any over a file field does not fail the upload, even with text rules on it", () => {
    const any = rule({ rule: "any", field: "upload", rules: [rule({ rule: "required", field: "upload" }), rule({ rule: "file", field: "upload", accept: [".pdf"] })] });
    expect(validate(schemaOf(any), new Map([["upload", [pdf("a.pdf")]]]))).toEqual(new Map());
    // A field-scoped check keeps the whole `any`, sub-rules on other fields included.
    const either = rule({ rule: "any", field: "upload", rules: [rule({ rule: "required", field: "note" }), rule({ rule: "requiredfile", field: "upload" })] });
    expect(validate(schemaOf(either), new Map([["note", ["see note"]]]), { field: "upload" })).toEqual(new Map());
  });

  it("skips rules of unknown names", () => {
    const schema = schemaOf({ rule: "captcha", field: "a", error: "x" } as unknown as SwvRule);
    expect(validate(schema, new Map())).toEqual(new Map());
  });
});

describe("swvInputFromFormData", () => {
  it("keys names as PHP does and turns files into name, type and size", () => {
    const form = new FormData();
    form.append("your-name", "An");
    form.append("your-name", "Bình");
    form.append("colours[]", "red");
    form.append("colours[]", "");
    form.append("colours[]", "blue");
    form.append("nested[a][b]", "1");
    form.append("nested[a][c]", "2");
    form.append("upload", new File(["%PDF"], "đơn.pdf", { type: "application/pdf" }));
    form.append("empty-upload", new File([], "", { type: "application/octet-stream" }));
    form.append("_wpcf7", "42");
    form.append("9lives", "x");
    expect(swvInputFromFormData(form)).toEqual(
      new Map<string, SwvValue[]>([
        ["your-name", ["Bình"]],
        ["colours", ["red", "blue"]],
        ["nested", ["1", "2"]],
        ["upload", [{ name: "đơn.pdf", type: "application/pdf", size: 4 }]],
        ["empty-upload", []],
      ]),
    );
  });
});
