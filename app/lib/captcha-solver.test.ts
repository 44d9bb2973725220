import { describe, expect, it } from "vitest";
import { newChallenge } from "../platform/.server/captcha";
import { captchaChallenge } from "./constants";
import { solveCaptcha } from "./captcha-solver";

const SECRET = "khoa-bi-mat-cua-cua-hang-it-nhat-32-ky-tu";

describe("solveCaptcha", () => {
  it("answers the challenge as it came with its solution, base64 JSON", async () => {
    const challenge = await newChallenge(SECRET, new Date());
    const token = await solveCaptcha(JSON.parse(JSON.stringify(challenge)));
    expect(token).not.toBeNull();
    const payload = JSON.parse(Buffer.from(token!, "base64").toString("utf8"));
    expect(payload.challenge).toEqual(JSON.parse(JSON.stringify(challenge)));
    expect(payload.solution.counter).toBeGreaterThanOrEqual(captchaChallenge.minCounter);
    expect(payload.solution.counter).toBeLessThanOrEqual(captchaChallenge.maxCounter);
    expect(payload.solution.derivedKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers null for what is not a challenge", async () => {
    for (const notOne of [null, "x", 42, [], {}, { parameters: "x" }, { parameters: {}, signature: 1 }]) expect(await solveCaptcha(notOne)).toBeNull();
  });
});
