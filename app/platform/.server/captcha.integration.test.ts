import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloneSeededDatabase } from "../../../tests/support/db";
import { type Database, queryRows } from "./db";
import { newChallenge, purgeSpentCaptchas, verifyCaptchaToken } from "./captcha";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const SECRET = "khoa-bi-mat-cua-cua-hang-it-nhat-32-ky-tu";
const MINUTE = 60_000;

/** What the ALTCHA client posts as `wfls-captcha-token`: base64 of the challenge as it came and its solution. */
async function solvedToken(challenge: Challenge, edit: (payload: { challenge: Challenge; solution: object }) => void = () => {}) {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error("not solved");
  const payload = { challenge: structuredClone(challenge), solution };
  edit(payload);
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

describe("verifyCaptchaToken", () => {
  it("accepts a solved challenge once, then answers reused, and keeps its signature until the challenge expires", async () => {
    // The library checks expiry against the real clock too: these challenges are made now.
    const now = new Date();
    const challenge = await newChallenge(SECRET, now);
    const token = await solvedToken(challenge);

    expect(await verifyCaptchaToken(database.db, SECRET, token, now)).toBe("valid");
    expect(await verifyCaptchaToken(database.db, SECRET, token, new Date(now.getTime() + MINUTE))).toBe("reused");

    const rows = await queryRows<{ signature: string; expires_ms: number }>(
      database.db,
      sql`select signature, (extract(epoch from expires_at) * 1000)::float8 as expires_ms from captcha_solutions where signature = ${challenge.signature!}`,
    );
    expect(rows).toEqual([{ signature: challenge.signature, expires_ms: challenge.parameters.expiresAt! * 1000 }]);
  });

  it("lets a solution spent for an account's sign-in pass again for that account only", async () => {
    const now = new Date();
    const [a, b] = await queryRows<{ id: number }>(database.db, sql`select id from users order by id limit 2`);
    const token = await solvedToken(await newChallenge(SECRET, now));
    expect(await verifyCaptchaToken(database.db, SECRET, token, now, { forUser: a!.id })).toBe("valid");
    expect(await verifyCaptchaToken(database.db, SECRET, token, now, { forUser: a!.id })).toBe("valid");
    expect(await verifyCaptchaToken(database.db, SECRET, token, now, { forUser: b!.id })).toBe("reused");
    expect(await verifyCaptchaToken(database.db, SECRET, token, now)).toBe("reused");
    // One spent without an account (a registration) passes no sign-in afterwards.
    const anonymous = await solvedToken(await newChallenge(SECRET, now));
    expect(await verifyCaptchaToken(database.db, SECRET, anonymous, now)).toBe("valid");
    expect(await verifyCaptchaToken(database.db, SECRET, anonymous, now, { forUser: a!.id })).toBe("reused");
  });

  it("answers missing for nothing, blanks and Wordfence's grecaptcha-missing", async () => {
    const now = new Date();
    for (const token of [undefined, null, "", "  ", "grecaptcha-missing"]) {
      expect(await verifyCaptchaToken(database.db, SECRET, token, now), String(token)).toBe("missing");
    }
  });

  it("answers invalid for a changed challenge, a wrong solution, another shop's key, and what is not a payload", async () => {
    const now = new Date();
    const cheaper = await solvedToken(await newChallenge(SECRET, now), (p) => {
      p.challenge.parameters.keyPrefix = "00";
    });
    // (The counter itself is not checked: the derived key, signed in the challenge, is the proof of work.)
    const wrongKey = await solvedToken(await newChallenge(SECRET, now), (p) => {
      (p.solution as { derivedKey: string }).derivedKey = "00".repeat(32);
    });
    const foreign = await solvedToken(await newChallenge("mot-cua-hang-khac-voi-khoa-khac-32-ky-tu", now));
    const notBase64Json = "eyJub3QiOiAianNvbg";
    const spentBefore = async () => (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from captcha_solutions`))[0]?.n;
    const before = await spentBefore();
    for (const token of [cheaper, wrongKey, foreign, notBase64Json, "x".repeat(5_000), Buffer.from("{}").toString("base64")]) {
      expect(await verifyCaptchaToken(database.db, SECRET, token, now), token.slice(0, 40)).toBe("invalid");
    }
    expect(await spentBefore()).toBe(before);
  });

  it("answers expired once the challenge's 10 minutes are over", async () => {
    const made = new Date(Date.now() - 10 * MINUTE - 1_000);
    const token = await solvedToken(await newChallenge(SECRET, made));
    expect(await verifyCaptchaToken(database.db, SECRET, token, new Date())).toBe("expired");

    // By the request's clock alone too: a challenge made now, checked 10 minutes later.
    const now = new Date();
    const fresh = await solvedToken(await newChallenge(SECRET, now));
    expect(await verifyCaptchaToken(database.db, SECRET, fresh, new Date(now.getTime() + 10 * MINUTE + 1_000))).toBe("expired");
  });

  it("lets the hourly purge drop the solutions of expired challenges only", async () => {
    const now = new Date();
    const challenge = await newChallenge(SECRET, now);
    expect(await verifyCaptchaToken(database.db, SECRET, await solvedToken(challenge), now)).toBe("valid");
    await database.db.execute(sql`insert into captcha_solutions (signature, expires_at) values (${"ab".repeat(32)}, ${new Date(now.getTime() - 1).toISOString()}::timestamptz)`);

    expect(await purgeSpentCaptchas(database.db, now)).toBe(1);

    const left = await queryRows<{ signature: string }>(database.db, sql`select signature from captcha_solutions where signature in (${"ab".repeat(32)}, ${challenge.signature!})`);
    expect(left).toEqual([{ signature: challenge.signature }]);
  });
});
