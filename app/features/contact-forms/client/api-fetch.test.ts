import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiStatusError, FETCH_ERROR, INVALID_JSON_ERROR, apiFetch, endpointUrl } from "./api-fetch";

const api = { root: "https://shop.example/wp-json/", namespace: "contact-form-7/v1" };

describe("endpointUrl", () => {
  it("joins root, namespace and endpoint", () => {
    expect(endpointUrl(api, "contact-forms/7/feedback")).toBe("https://shop.example/wp-json/contact-form-7/v1/contact-forms/7/feedback");
    expect(endpointUrl({ root: "/wp-json/" }, "/contact-forms/7/refill")).toBe("/wp-json/contact-form-7/v1/contact-forms/7/refill");
    expect(endpointUrl({ root: "/wp-json/", namespace: "/contact-form-7/v1/" }, "")).toBe("/wp-json/contact-form-7/v1");
  });

  it("continues a root that carries a query with &", () => {
    expect(endpointUrl({ root: "https://shop.example/?rest_route=/" }, "contact-forms/7/feedback/schema?x=1")).toBe(
      "https://shop.example/?rest_route=/contact-form-7/v1/contact-forms/7/feedback/schema&x=1",
    );
  });
});

describe("apiFetch", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for JSON and reads the answer", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: "mail_sent" }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const body = new FormData();
    await expect(apiFetch(api, "contact-forms/7/feedback", { method: "POST", body })).resolves.toEqual({ status: "mail_sent" });
    expect(fetch).toHaveBeenCalledWith("https://shop.example/wp-json/contact-form-7/v1/contact-forms/7/feedback", {
      method: "POST",
      headers: { Accept: "application/json, */*;q=0.1" },
      body,
    });
  });

  it("reads a 204 as no body", async () => {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 204 }));
    await expect(apiFetch(api, "x", { method: "GET" })).resolves.toBeNull();
  });

  it("fails with the answer outside 2xx, Contact Form 7's errors otherwise", async () => {
    vi.stubGlobal("fetch", async () => new Response("{}", { status: 404 }));
    await expect(apiFetch(api, "x", { method: "GET" })).rejects.toBeInstanceOf(ApiStatusError);
    vi.stubGlobal("fetch", async () => new Response("<html>", { status: 200 }));
    await expect(apiFetch(api, "x", { method: "GET" })).rejects.toBe(INVALID_JSON_ERROR);
    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("offline")));
    await expect(apiFetch(api, "x", { method: "GET" })).rejects.toBe(FETCH_ERROR);
  });
});
