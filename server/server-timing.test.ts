import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { serverTiming } from "./server-timing";

async function timingOf(path: string): Promise<number> {
  const app = express().use(serverTiming);
  app.get("/slow", (_req, res) => void setTimeout(() => res.json({ ok: true }), 60));
  app.get("/streamed", (_req, res) => {
    res.write("<p>");
    setTimeout(() => res.end("</p>"), 60);
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    await res.text();
    const header = res.headers.get("server-timing") ?? "";
    expect(header).toMatch(/^app;dur=\d+\.\d$/);
    return Number(header.slice("app;dur=".length));
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

describe("serverTiming", () => {
  it("reports the time the app took before answering", async () => {
    const ms = await timingOf("/slow");
    expect(ms).toBeGreaterThanOrEqual(55);
    expect(ms).toBeLessThan(1000);
  });

  it("reports a streamed answer's time to its first byte, not to its end", async () => {
    expect(await timingOf("/streamed")).toBeLessThan(55);
  });
});
