import { afterEach, describe, expect, it, vi } from "vitest";
import { newChallenge } from "../../../platform/.server/captcha";
import { PROOF_OF_WORK_FIELD } from "../hidden-fields";
import { fillProofOfWork } from "./proof-of-work";

const SECRET = "khoa-bi-mat-cua-cua-hang-it-nhat-32-ky-tu";

afterEach(() => vi.unstubAllGlobals());

/** The form's hidden field as the script sees it: only its value is used. */
const field = () => ({ value: "stale" }) as HTMLInputElement;

describe("fillProofOfWork", () => {
  it("asks the shop for a fresh challenge, never cached, and puts its solution in the field and in what is sent", async () => {
    const challenge = await newChallenge(SECRET, new Date());
    const fetched = vi.fn(async () => new Response(JSON.stringify(challenge), { headers: { "content-type": "application/json" } }));
    vi.stubGlobal("fetch", fetched);
    const input = field();
    const sent = new FormData();
    sent.set("your-name", "Lan");
    await fillProofOfWork(input, sent);
    expect(fetched).toHaveBeenCalledWith("/wp-json/cuahang/v1/captcha", { cache: "no-store", credentials: "same-origin", headers: { Accept: "application/json" } });
    expect(input.value).not.toBe("");
    expect(sent.get(PROOF_OF_WORK_FIELD)).toBe(input.value);
    expect(JSON.parse(atob(input.value)).challenge).toEqual(JSON.parse(JSON.stringify(challenge)));
  });

  it("leaves the field empty when no challenge comes (offline, refused), so the form is sent all the same", async () => {
    for (const answer of [() => Promise.reject(new TypeError("offline")), async () => new Response("", { status: 429 }), async () => new Response("<html>")]) {
      vi.stubGlobal("fetch", vi.fn(answer));
      const input = field();
      const sent = new FormData();
      await fillProofOfWork(input, sent);
      expect(input.value).toBe("");
      expect(sent.get(PROOF_OF_WORK_FIELD)).toBe("");
    }
  });
});
