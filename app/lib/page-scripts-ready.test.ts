import { beforeEach, describe, expect, it, vi } from "vitest";

type ReadyModule = typeof import("./page-scripts-ready");

describe("work held before the page says its scripts are ready", () => {
  let ready: ReadyModule;
  beforeEach(async () => {
    vi.resetModules();
    ready = await import("./page-scripts-ready");
  });

  it("is waited for, whether it succeeds or fails", async () => {
    const order: string[] = [];
    let finish!: () => void;
    ready.holdPageScriptsReady(new Promise<void>((resolve) => (finish = resolve)).then(() => void order.push("form script")));
    ready.holdPageScriptsReady(Promise.reject(new Error("not fetched")));
    const settled = ready.heldWorkSettled().then(() => void order.push("ready"));
    await Promise.resolve();
    expect(order).toEqual([]);
    finish();
    await settled;
    expect(order).toEqual(["form script", "ready"]);
  });

  it("is no longer held once the page was ready: later parts do not delay anything", async () => {
    await ready.heldWorkSettled();
    ready.holdPageScriptsReady(new Promise(() => {}));
    await expect(ready.heldWorkSettled()).resolves.toBeUndefined();
  });
});
