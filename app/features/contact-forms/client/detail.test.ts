import { describe, expect, it } from "vitest";
import { absInt } from "./form-state";
import { inputsOf, submissionDetail } from "./detail";

describe("submissionDetail", () => {
  it("carries the form's identity, its status and the inputs without Contact Form 7's own fields", () => {
    const formData = new FormData();
    formData.append("_wpcf7", "7");
    formData.append("your-name", "An");
    formData.append("_wpcf7_unit_tag", "wpcf7-f7-p2-o1");
    formData.append("topics[]", "a");
    formData.append("topics[]", "b");
    const state = { id: 7, pluginVersion: "6.1.6", locale: "vi", unitTag: "wpcf7-f7-p2-o1", containerPost: 2, status: "init" };
    expect(submissionDetail(state, formData)).toEqual({
      contactFormId: 7,
      pluginVersion: "6.1.6",
      contactFormLocale: "vi",
      unitTag: "wpcf7-f7-p2-o1",
      containerPostId: 2,
      status: "init",
      inputs: [
        { name: "your-name", value: "An" },
        { name: "topics[]", value: "a" },
        { name: "topics[]", value: "b" },
      ],
      formData,
    });
  });

  it("leaves out only names that start with an underscore", () => {
    expect(inputsOf([["a_b", "1"], ["_x", "2"], [" _y", "3"]])).toEqual([
      { name: "a_b", value: "1" },
      { name: " _y", value: "3" },
    ]);
  });
});

describe("absInt", () => {
  it("reads the leading integer's magnitude, NaN without one", () => {
    expect(absInt("42")).toBe(42);
    expect(absInt("-3abc")).toBe(3);
    expect(absInt(null)).toBeNaN();
    expect(absInt("")).toBeNaN();
  });
});
