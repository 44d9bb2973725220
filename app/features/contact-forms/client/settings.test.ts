import { describe, expect, it } from "vitest";
import { type SupportProbe, missingSupport } from "./settings";

const fn = () => {};
const everything: SupportProbe = { wpcf7: { api: { root: "/wp-json/" } }, fetch: fn, FormData: fn, nodeListForEach: fn, stringReplaceAll: fn };

describe("missingSupport", () => {
  it("is null when everything is there", () => {
    expect(missingSupport(everything)).toBeNull();
  });

  it("names the first missing piece, in Contact Form 7's order", () => {
    expect(missingSupport({ ...everything, wpcf7: undefined, fetch: undefined })).toBe("wpcf7 is not defined.");
    expect(missingSupport({ ...everything, wpcf7: {}, fetch: undefined })).toBe("wpcf7.api is not defined.");
    expect(missingSupport({ ...everything, fetch: undefined, FormData: undefined })).toBe("Your browser does not support window.fetch().");
    expect(missingSupport({ ...everything, FormData: {} })).toBe("Your browser does not support window.FormData().");
    expect(missingSupport({ ...everything, nodeListForEach: undefined })).toBe("Your browser does not support NodeList.forEach().");
    expect(missingSupport({ ...everything, stringReplaceAll: undefined })).toBe("Your browser does not support String.replaceAll().");
  });
});
