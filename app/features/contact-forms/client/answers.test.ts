import { describe, expect, it } from "vitest";
import { captchaChallengeOf, readFeedback, readRefill, readSchema } from "./answers";
import { errorIdFor } from "./field-errors";
import { judgedFields } from "./judged-fields";

describe("readFeedback", () => {
  it("reads the feedback answer", () => {
    const answer = {
      contact_form_id: 7,
      status: "validation_failed",
      message: "Có lỗi.",
      invalid_fields: [{ field: "your-email", message: "Sai e-mail.", idref: null, error_id: "wpcf7-f7-o1-ve-your-email" }],
      posted_data_hash: "",
      into: "#wpcf7-f7-o1",
      quiz: { "quiz-1": ["1+1?", "abc"] },
    };
    expect(readFeedback(answer)).toEqual({
      status: "validation_failed",
      message: "Có lỗi.",
      postedDataHash: "",
      invalidFields: [{ field: "your-email", message: "Sai e-mail." }],
      quiz: { "quiz-1": ["1+1?", "abc"] },
    });
  });

  it("reads nothing from what is not an answer", () => {
    expect(readFeedback(null)).toEqual({ status: "", message: "", postedDataHash: "", invalidFields: [] });
  });
});

describe("readRefill", () => {
  it("reads quiz and CAPTCHA refills; `[]` has none", () => {
    expect(readRefill([])).toEqual({});
    expect(readRefill({ quiz: { q: ["Q?", "h"] }, captcha: { c: "/x/123.png" } })).toEqual({ quiz: { q: ["Q?", "h"] }, captcha: { c: "/x/123.png" } });
  });
});

describe("readSchema", () => {
  it("keeps an answer with a rule list only", () => {
    const schema = { version: "Contact Form 7 SWV Schema 2024-10", locale: "vi", rules: [] };
    expect(readSchema(schema)).toBe(schema);
    expect(readSchema({ code: "rest_no_route" })).toBeUndefined();
  });
});

describe("captchaChallengeOf", () => {
  it("reads the digits before the image's extension", () => {
    expect(captchaChallengeOf("https://shop.example/wp-content/uploads/wpcf7_captcha/2481.png")).toBe("2481");
    expect(captchaChallengeOf("/captcha/2481.webp")).toBeNull();
  });
});

describe("errorIdFor", () => {
  it("is {unit tag}-ve-{field} with only id-safe characters", () => {
    expect(errorIdFor("wpcf7-f7-p2-o1", "your-name")).toBe("wpcf7-f7-p2-o1-ve-your-name");
    expect(errorIdFor("wpcf7-f7-o1", "menu:1.a")).toBe("wpcf7-f7-o1-ve-menu1a");
  });
});

describe("judgedFields", () => {
  it("are the fields with input and the fields found wrong", () => {
    const input = new Map([
      ["your-name", [""]],
      ["topics", ["a"]],
    ]);
    const errors = new Map([["your-file", "Chọn tệp."]]);
    expect([...judgedFields(input, errors)].sort()).toEqual(["topics", "your-file", "your-name"]);
  });
});
