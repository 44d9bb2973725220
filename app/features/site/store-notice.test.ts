import { describe, expect, it } from "vitest";
import { storeNoticeDismissHref, storeNoticeScript } from "./store-notice";

/** Runs the notice's inline script against a document with `cookie`; the classes it leaves on `<html>`. */
function classesAfter(script: string, cookie: string): string[] {
  const classes: string[] = [];
  const document = { cookie, documentElement: { classList: { add: (c: string) => classes.push(c) } } };
  new Function("document", script)(document);
  return classes;
}

describe("store notice", () => {
  it("the inline script hides only the notice whose cookie says hidden", () => {
    const script = storeNoticeScript("abc123");
    expect(classesAfter(script, "store_noticeabc123=hidden")).toEqual(["store-notice-hidden"]);
    expect(classesAfter(script, "a=1; store_noticeabc123=hidden; b=2")).toEqual(["store-notice-hidden"]);
    // Another notice's dismissal (the owner changed the text), a longer id, or another value show it.
    expect(classesAfter(script, "store_noticeold=hidden")).toEqual([]);
    expect(classesAfter(script, "store_noticeabc1234=hidden")).toEqual([]);
    expect(classesAfter(script, "xstore_noticeabc123=hidden")).toEqual([]);
    expect(classesAfter(script, "store_noticeabc123=shown")).toEqual([]);
    expect(classesAfter(script, "")).toEqual([]);
  });

  it("refuses an id that could break out of the script", () => {
    expect(() => storeNoticeScript('x");alert(1)//')).toThrow();
  });

  it("the dismiss link keeps the page's own parameters", () => {
    expect(storeNoticeDismissHref("/cua-hang/", "?orderby=price", "n1")).toBe("/cua-hang/?orderby=price&store_notice_dismiss=n1");
    expect(storeNoticeDismissHref("/", "", "n1")).toBe("/?store_notice_dismiss=n1");
  });
});
