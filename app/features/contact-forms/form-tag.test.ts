import { describe, expect, it } from "vitest";
import type { FormTag } from "./form-model";
import {
  DEFAULT_FILE_SIZE_LIMIT,
  autocompleteOption,
  classOptions,
  colsAndRows,
  countTarget,
  countsDown,
  dateOption,
  defaultSources,
  defaultValue,
  defaultValues,
  fileSizeLimit,
  fileTypes,
  hasOption,
  idOption,
  labels,
  numericOption,
  option,
  optionValues,
  pipeValue,
  pipes,
  placeholderAndValue,
  sizeAndMaxlength,
} from "./form-tag";
import { parseTemplate } from "./template";

/** The one tag a template holds, as the parser reads it. */
function only(template: string): FormTag {
  const { tags } = parseTemplate(template);
  expect(tags).toHaveLength(1);
  return tags[0] as FormTag;
}

describe("hasOption and option", () => {
  const tag = only('[text* your-name autocomplete:name Placeholder exclusive:yes class:a "Họ tên"]');

  it("finds a bare word or a word with a value, ignoring case", () => {
    expect(hasOption(tag, "placeholder")).toBe(true);
    expect(hasOption(tag, "exclusive")).toBe(true);
    expect(hasOption(tag, "autocomplete")).toBe(true);
    expect(hasOption(tag, "free_text")).toBe(false);
    expect(hasOption(tag, "class:")).toBe(false);
  });

  it("returns the first value of name:value", () => {
    expect(option(tag, "autocomplete")).toBe("name");
    expect(option(tag, "placeholder")).toBeUndefined();
    expect(option(only("[text t autocomplete:email autocomplete:off]"), "autocomplete")).toBe("email");
    expect(optionValues(only("[text t autocomplete:email autocomplete:off]"), "autocomplete")).toEqual(["email", "off"]);
  });

  it("checks the value's shape when asked", () => {
    const t = only("[number n min:abc min:-5 step:.25]");
    expect(option(t, "min", "signedNum")).toBe("-5");
    expect(option(t, "min", "num")).toBeUndefined();
    expect(option(t, "step", "num")).toBe(".25");
  });
});

describe("idOption and classOptions", () => {
  it("reads id: and every class:, cleaned, without repeats", () => {
    const tag = only("[text t id:contact-name id:other class:wide class:big_1 class:wide class:a.b class:%20. class:x%2Fy]");
    expect(idOption(tag)).toBe("contact-name");
    expect(classOptions(tag)).toEqual(["wide", "big_1", "ab", "xy"]);
    expect(idOption(only("[text t]"))).toBeUndefined();
    expect(classOptions(only("[text t]"))).toEqual([]);
  });
});

describe("autocompleteOption", () => {
  it("joins the tokens of every autocomplete: option, off or on alone", () => {
    expect(autocompleteOption(only("[text t autocomplete:Shipping|email autocomplete:email]"))).toBe("shipping email");
    expect(autocompleteOption(only("[text t autocomplete:name autocomplete:off]"))).toBe("off");
    expect(autocompleteOption(only("[text t autocomplete:on|name]"))).toBe("on");
    expect(autocompleteOption(only("[text t autocomplete:-x|1a autocomplete:a.b]"))).toBeUndefined();
    expect(autocompleteOption(only("[text t]"))).toBeUndefined();
  });
});

describe("sizeAndMaxlength and colsAndRows", () => {
  it("reads the 40/100 shorthand and its halves", () => {
    expect(sizeAndMaxlength(only("[text t 40/100]"))).toEqual({ size: 40, maxlength: 100 });
    expect(sizeAndMaxlength(only("[text t /100]"))).toEqual({ maxlength: 100 });
    expect(sizeAndMaxlength(only("[text t 40/]"))).toEqual({ size: 40 });
    expect(sizeAndMaxlength(only("[text t]"))).toEqual({});
  });

  it("prefers size: and maxlength: to the shorthand", () => {
    expect(sizeAndMaxlength(only("[text t 40/100 size:20 maxlength:50]"))).toEqual({ size: 20, maxlength: 50 });
  });

  it("reads a textarea's 40x10/500", () => {
    const tag = only("[textarea m 40x10/500]");
    expect(colsAndRows(tag)).toEqual({ cols: 40, rows: 10 });
    expect(sizeAndMaxlength(tag)).toEqual({ maxlength: 500 });
    expect(colsAndRows(only("[textarea m x4 cols:60]"))).toEqual({ cols: 60, rows: 4 });
  });
});

describe("numericOption", () => {
  it("reads min, max and step as numbers", () => {
    const tag = only("[number n min:1 max:10 step:0.5]");
    expect(numericOption(tag, "min")).toBe(1);
    expect(numericOption(tag, "max")).toBe(10);
    expect(numericOption(tag, "step")).toBe(0.5);
    expect(numericOption(only("[range r min:-2.5 step:-1]"), "min")).toBe(-2.5);
    expect(numericOption(only("[range r min:-2.5 step:-1]"), "step")).toBeUndefined();
  });

  it("reads minlength and maxlength as whole numbers, maxlength from the shorthand too", () => {
    expect(numericOption(only("[textarea m minlength:10 maxlength:500]"), "minlength")).toBe(10);
    expect(numericOption(only("[textarea m minlength:10 maxlength:500]"), "maxlength")).toBe(500);
    expect(numericOption(only("[text t /80]"), "maxlength")).toBe(80);
    expect(numericOption(only("[text t maxlength:0 minlength:1.5]"), "maxlength")).toBeUndefined();
    expect(numericOption(only("[text t maxlength:0 minlength:1.5]"), "minlength")).toBeUndefined();
  });
});

describe("dateOption", () => {
  const today = "2025-01-31";

  it("returns a written date as it is", () => {
    const tag = only("[date d min:2025-01-01 max:2026-12-31]");
    expect(dateOption(tag, "min", today)).toBe("2025-01-01");
    expect(dateOption(tag, "max", today)).toBe("2026-12-31");
  });

  it("counts from today in days, weeks, months and years", () => {
    expect(dateOption(only("[date d min:today]"), "min", today)).toBe("2025-01-31");
    expect(dateOption(only("[date d min:today+1days]"), "min", today)).toBe("2025-02-01");
    expect(dateOption(only("[date d min:today-1day]"), "min", today)).toBe("2025-01-30");
    expect(dateOption(only("[date d max:today+2weeks]"), "max", today)).toBe("2025-02-14");
    expect(dateOption(only("[date d max:today+1month]"), "max", today)).toBe("2025-03-03");
    expect(dateOption(only("[date d max:today+1years]"), "max", "2024-02-29")).toBe("2025-03-01");
    expect(dateOption(only("[date d max:today+1fortnight]"), "max", today)).toBe("2025-02-14");
    expect(dateOption(only("[date d min:tomorrow max:yesterday]"), "min", today)).toBe("2025-02-01");
    expect(dateOption(only("[date d min:tomorrow max:yesterday]"), "max", today)).toBe("2025-01-30");
    expect(dateOption(only("[date d min:today_-1_month max:+3days]"), "min", today)).toBe("2024-12-31");
    expect(dateOption(only("[date d min:today_-1_month max:+3days]"), "max", today)).toBe("2025-02-03");
    expect(dateOption(only("[date d min:Today+1Year+2days]"), "min", today)).toBe("2026-02-02");
  });

  it("reads short and overflowing dates as PHP does", () => {
    expect(dateOption(only("[date d min:2025-1-5]"), "min", today)).toBe("2025-01-05");
    expect(dateOption(only("[date d min:2025-02-30]"), "min", today)).toBe("2025-03-02");
  });

  it("ignores what it cannot read", () => {
    expect(dateOption(only("[date d min:2025-13-01]"), "min", today)).toBeUndefined();
    expect(dateOption(only("[date d min:today+3xyz]"), "min", today)).toBeUndefined();
    expect(dateOption(only("[date d min:next_monday]"), "min", today)).toBeUndefined();
    expect(dateOption(only("[date d]"), "max", today)).toBeUndefined();
    expect(dateOption(only("[date d min:today]"), "min", "31/01/2025")).toBeUndefined();
  });
});

describe("pipes", () => {
  it("splits Label|value at the first pipe, trimmed; a plain value is both", () => {
    const tag = only('[select city "Hà Nội | hn" "Huế" "a|b|c"]');
    expect(pipes(tag)).toEqual([
      { label: "Hà Nội", value: "hn" },
      { label: "Huế", value: "Huế" },
      { label: "a", value: "b|c" },
    ]);
    expect(labels(tag)).toEqual(["Hà Nội", "Huế", "a"]);
    expect(pipeValue(tag, "Hà Nội")).toBe("hn");
    expect(pipeValue(tag, "Đà Nẵng")).toBe("Đà Nẵng");
  });

  it("gives a quiz its questions and answers", () => {
    expect(pipes(only('[quiz q "1+1?|2" "Thủ đô?|Hà Nội"]'))).toEqual([
      { label: "1+1?", value: "2" },
      { label: "Thủ đô?", value: "Hà Nội" },
    ]);
  });
});

describe("default values", () => {
  it("picks the labels default: indexes name, 1-based", () => {
    const tag = only('[checkbox c default:1_3 default:3_9 "A|a" "B|b" "C|c"]');
    expect(defaultValues(tag)).toEqual(["A", "C"]);
    expect(defaultValue(tag)).toBe("A");
    expect(defaultValue(only('[radio r default:2 "A" "B"]'))).toBe("B");
    expect(defaultValue(only('[radio r "A" "B"]'))).toBeUndefined();
  });

  it("parses the request and user sources without reading them", () => {
    const tag = only("[text t default:get default:post default:user_email default:User_Display_Name default:post_meta default:shortcode_attr default:what]");
    expect(defaultSources(tag)).toEqual([
      { kind: "get" },
      { kind: "post" },
      { kind: "user", property: "user_email" },
      { kind: "user", property: "user_display_name" },
      { kind: "post_meta" },
      { kind: "shortcode_attr" },
    ]);
    expect(defaultValues(tag)).toEqual([]);
  });
});

describe("placeholderAndValue", () => {
  it("makes the first label the placeholder with placeholder or watermark", () => {
    expect(placeholderAndValue(only('[text t placeholder "Họ tên"]'))).toEqual({ placeholder: "Họ tên", value: "" });
    expect(placeholderAndValue(only('[text t watermark "Họ tên"]'))).toEqual({ placeholder: "Họ tên", value: "" });
  });

  it("otherwise makes it the value", () => {
    expect(placeholderAndValue(only('[text t "Khách"]'))).toEqual({ value: "Khách" });
    expect(placeholderAndValue(only("[text t]"))).toEqual({ value: "" });
  });
});

describe("file options", () => {
  it("reads filetypes: as lower-case extensions", () => {
    expect(fileTypes(only("[file f filetypes:jpg|pdf filetypes:.PNG|jpg]"))).toEqual(["jpg", "pdf", "png"]);
    expect(fileTypes(only("[file f]"))).toEqual([]);
  });

  it("reads limit: in bytes, kb and mb", () => {
    expect(fileSizeLimit(only("[file f limit:2mb]"))).toBe(2 * 1024 * 1024);
    expect(fileSizeLimit(only("[file f limit:1024kb]"))).toBe(1024 * 1024);
    expect(fileSizeLimit(only("[file f limit:5000]"))).toBe(5000);
    expect(fileSizeLimit(only("[file f limit:2MB]"))).toBe(2 * 1024 * 1024);
    expect(fileSizeLimit(only("[file f limit:0 limit:2gb]"))).toBe(DEFAULT_FILE_SIZE_LIMIT);
    expect(fileSizeLimit(only("[file f]"))).toBe(1024 * 1024);
  });
});

describe("flags and count", () => {
  it("answers the bare-word options", () => {
    const checkbox = only('[checkbox x exclusive use_label_element label_first free_text "One" "Two"]');
    for (const flag of ["exclusive", "use_label_element", "label_first", "free_text"]) expect(hasOption(checkbox, flag)).toBe(true);
    expect(hasOption(only("[acceptance ok optional]x[/acceptance]"), "optional")).toBe(true);
    expect(hasOption(only("[acceptance no invert]x[/acceptance]"), "invert")).toBe(true);
    expect(hasOption(only('[select s include_blank multiple "A"]'), "include_blank")).toBe(true);
    expect(hasOption(only('[select s include_blank multiple "A"]'), "multiple")).toBe(true);
  });

  it("names the field a count tag counts and its direction", () => {
    expect(countTarget(only("[count your-message]"))).toBe("your-message");
    expect(countsDown(only("[count your-message]"))).toBe(false);
    expect(countsDown(only("[count your-message down]"))).toBe(true);
  });
});
