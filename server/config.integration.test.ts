import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";

let dataDir: string;
const secret = { SECRET_KEY: "k".repeat(32) };
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "cuahang-config-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("mail configuration", () => {
  it("writes mail to DATA_DIR/mail/ from the shop's default sender when no SMTP server is set", async () => {
    const config = await loadConfig({ DATA_DIR: dataDir, ...secret });
    expect(config.mail).toEqual({ smtpUrl: null, from: '"Cửa Hàng Xinh" <no-reply@localhost>', dir: path.join(dataDir, "mail") });
  });

  it("takes an SMTP server and a sender", async () => {
    const config = await loadConfig({ DATA_DIR: dataDir, ...secret, SMTP_URL: "smtp://shop:pa%40ss@mail.example.vn:587", MAIL_FROM: '"Cửa Hàng Xinh" <don-hang@cuahangxinh.vn>' });
    expect(config.mail.smtpUrl).toBe("smtp://shop:pa%40ss@mail.example.vn:587");
    expect(config.mail.from).toBe('"Cửa Hàng Xinh" <don-hang@cuahangxinh.vn>');
    expect((await loadConfig({ DATA_DIR: dataDir, ...secret, SMTP_URL: "smtps://mail.example.vn", MAIL_FROM: "shop@example.vn" })).mail.from).toBe("shop@example.vn");
  });

  it("stops at start-up on a bad address, without echoing the password", async () => {
    await expect(loadConfig({ DATA_DIR: dataDir, ...secret, SMTP_URL: "http://user:hunter2@mail.example.vn" })).rejects.toThrow(/SMTP_URL phải là/);
    await expect(loadConfig({ DATA_DIR: dataDir, ...secret, SMTP_URL: "http://user:hunter2@mail.example.vn" })).rejects.not.toThrow(/hunter2/);
    await expect(loadConfig({ DATA_DIR: dataDir, ...secret, MAIL_FROM: "Cửa Hàng Xinh" })).rejects.toThrow(/MAIL_FROM/);
  });
});

describe("render threads", () => {
  it("takes RENDER_THREADS, one per core by default, and refuses what is not a positive count", async () => {
    const base = { DATA_DIR: dataDir, ...secret };
    expect((await loadConfig({ ...base, RENDER_THREADS: "3" })).renderThreads).toBe(3);
    expect((await loadConfig(base)).renderThreads).toBe(os.availableParallelism());
    await expect(loadConfig({ ...base, RENDER_THREADS: "0" })).rejects.toThrow(/RENDER_THREADS/);
  });
});
