import { mkdtemp, readdir, rm } from "node:fs/promises";
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

describe("uploads", () => {
  it("keeps multipart files in DATA_DIR/incoming, 25 MB a file field and 100 MB a post by default, and refuses a post limit below the file limit", async () => {
    const base = { DATA_DIR: dataDir, ...secret };
    const MB = 1024 * 1024;
    expect((await loadConfig(base)).uploads).toEqual({ incomingDir: path.join(path.resolve(dataDir), "incoming"), fileBytes: 25 * MB, requestBytes: 100 * MB });
    expect((await loadConfig({ ...base, UPLOAD_FILE_MAX_MB: "5", UPLOAD_REQUEST_MAX_MB: "12" })).uploads).toMatchObject({ fileBytes: 5 * MB, requestBytes: 12 * MB });
    await expect(loadConfig({ ...base, UPLOAD_FILE_MAX_MB: "50", UPLOAD_REQUEST_MAX_MB: "20" })).rejects.toThrow(/UPLOAD_REQUEST_MAX_MB không được nhỏ hơn UPLOAD_FILE_MAX_MB/);
    await expect(loadConfig({ ...base, UPLOAD_FILE_MAX_MB: "0" })).rejects.toThrow(/UPLOAD_FILE_MAX_MB/);
  });
});

describe("behind an HTTPS proxy", () => {
  const base = { DATA_DIR: dataDir, ...secret };

  it("will not start with an https SITE_URL unless the proxy is trusted, and says why", async () => {
    const refusal = loadConfig({ ...base, SITE_URL: "https://cuahangxinh.vn" });
    await expect(refusal).rejects.toThrow(/TRUST_PROXY: SITE_URL là https:\/\/ .*đặt TRUST_PROXY=true/);
    await expect(loadConfig({ ...base, SITE_URL: "HTTPS://cuahangxinh.vn", TRUST_PROXY: "false" })).rejects.toThrow(/TRUST_PROXY/);
  });

  it("starts behind a trusted proxy, and over plain http without one", async () => {
    const behindProxy = await loadConfig({ ...base, SITE_URL: "https://cuahangxinh.vn", TRUST_PROXY: "true" });
    expect([behindProxy.siteUrl, behindProxy.trustProxy]).toEqual(["https://cuahangxinh.vn", true]);
    const plain = await loadConfig({ ...base, SITE_URL: "http://192.168.1.20:3000" });
    expect([plain.siteUrl, plain.trustProxy]).toEqual(["http://192.168.1.20:3000", false]);
  });
});

describe("demo seed", () => {
  const base = { DATA_DIR: dataDir, ...secret };
  const postgres = { ...base, DATABASE_URL: "postgres://shop@db.example.vn/shop" };

  it("seeds the embedded database by default, a PostgreSQL server's only when SEED_DEMO asks", async () => {
    expect((await loadConfig(base)).demoSeed).toEqual({ images: true });
    expect((await loadConfig({ ...base, SEED_DEMO: "0" })).demoSeed).toBeNull();
    expect((await loadConfig(postgres)).demoSeed).toBeNull();
    expect((await loadConfig({ ...postgres, SEED_DEMO: "1" })).demoSeed).toEqual({ images: true });
    expect((await loadConfig({ ...postgres, SEED_DEMO: "no-images" })).demoSeed).toEqual({ images: false });
    await expect(loadConfig({ ...postgres, SEED_DEMO: "demo" })).rejects.toThrow(/SEED_DEMO phải là 1, 0 hoặc no-images/);
  });
});

describe("guests' pages", () => {
  const base = { DATA_DIR: dataDir, ...secret };
  const MB = 1024 * 1024;

  it("keeps 96 MB and draws the catalogue ahead unless told otherwise (decision 046)", async () => {
    const plain = await loadConfig(base);
    expect([plain.keptPagesBytes, plain.drawAhead]).toEqual([96 * MB, true]);
    const off = await loadConfig({ ...base, KEPT_PAGES_MB: "400", DRAW_AHEAD: "false" });
    expect([off.keptPagesBytes, off.drawAhead]).toEqual([400 * MB, false]);
    await expect(loadConfig({ ...base, DRAW_AHEAD: "sometimes" })).rejects.toThrow(/DRAW_AHEAD/);
  });
});

describe("the secret kept in DATA_DIR", () => {
  it("is one secret for processes starting together on one new DATA_DIR, and the same at the next start", async () => {
    const fresh = await mkdtemp(path.join(os.tmpdir(), "cuahang-secret-"));
    try {
      const secrets = (await Promise.all(Array.from({ length: 6 }, () => loadConfig({ DATA_DIR: fresh })))).map((c) => c.secretKey);
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]).toMatch(/^[\w-]{43}$/);
      expect(await readdir(fresh)).toEqual(["secrets.json"]);
      expect((await loadConfig({ DATA_DIR: fresh })).secretKey).toBe(secrets[0]);
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });
});
