import { describe, expect, it } from "vitest";
import { createRequestQueue } from "./request-queue";

/** A task whose end the test decides, recording when it started and ended. */
function deferredTask(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const task = () => {
    log.push(`start ${name}`);
    return done.then(
      (value) => {
        log.push(`end ${name}`);
        return value;
      },
      (error: unknown) => {
        log.push(`fail ${name}`);
        throw error;
      },
    );
  };
  return { task, finish, fail };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createRequestQueue", () => {
  it("runs one task at a time, in the order they were queued, even when later ones would finish first", async () => {
    const log: string[] = [];
    const queue = createRequestQueue();
    const a = deferredTask(log, "a");
    const b = deferredTask(log, "b");
    const c = deferredTask(log, "c");
    const results = [queue.run(a.task), queue.run(b.task), queue.run(c.task)];
    expect(queue.size).toBe(3);
    await settle();
    expect(log).toEqual(["start a"]);
    c.finish("C");
    b.finish("B");
    await settle();
    expect(log).toEqual(["start a"]);
    a.finish("A");
    expect(await Promise.all(results)).toEqual(["A", "B", "C"]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(queue.size).toBe(0);
  });

  it("goes on after a failed task, which fails alone", async () => {
    const log: string[] = [];
    const queue = createRequestQueue();
    const a = deferredTask(log, "a");
    const b = deferredTask(log, "b");
    const first = queue.run(a.task);
    const second = queue.run(b.task);
    a.fail(new Error("offline"));
    await expect(first).rejects.toThrow("offline");
    b.finish("B");
    await expect(second).resolves.toBe("B");
    expect(log).toEqual(["start a", "fail a", "start b", "end b"]);
  });

  it("runs a task queued after the line emptied at once", async () => {
    const queue = createRequestQueue();
    await queue.run(async () => 1);
    const log: string[] = [];
    await queue.run(async () => log.push("ran"));
    expect(log).toEqual(["ran"]);
  });
});
