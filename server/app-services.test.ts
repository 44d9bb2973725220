import { describe, expect, it } from "vitest";
import type { AppServices } from "../app/platform/.server/context";
import { asksForDocument, requestContext } from "./app-services";

const services = { db: {}, site: { secureCookies: false } } as unknown as AppServices;
const contextFor = (document: boolean) => requestContext(services, { cspNonce: "n", clientIp: "127.0.0.1", cookieHeader: null, setCookie: () => {}, document });

describe("request context: what only the server's render reads", () => {
  it("keeps it for a document's render and leaves it out of the document's data", () => {
    const context = contextFor(true);
    const cards = [{ id: 1 }];
    expect(context.renderOnly("listing.products", cards)).toBeNull();
    expect(context.renderOnlyValues.get("listing.products")).toBe(cards);
  });

  it("answers it whole to a data request, where the browser draws the page itself", () => {
    const context = contextFor(false);
    const cards = [{ id: 1 }];
    expect(context.renderOnly("listing.products", cards)).toBe(cards);
    expect(context.renderOnlyValues.size).toBe(0);
  });

  it("tells React Router's data requests from documents by their path", () => {
    expect(asksForDocument("/cua-hang/")).toBe(true);
    expect(asksForDocument("/cua-hang.data")).toBe(false);
    expect(asksForDocument("/_root.data")).toBe(false);
    expect(asksForDocument("/san-pham/ao-thun/")).toBe(true);
  });
});
