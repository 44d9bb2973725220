import { describe, expect, it } from "vitest";
import { ordersExportPath, ordersHref, ordersQuery, readOrderFilters } from "./order-filters";

describe("the orders screen's filters", () => {
  it("reads its address, leaving out what is no filter", () => {
    expect(readOrderFilters(new URLSearchParams("status=on-hold&s=%20Lan%20&after=2026-11-01&before=2026-11-30&paged=3"))).toEqual({
      status: "on-hold",
      search: "Lan",
      after: "2026-11-01",
      before: "2026-11-30",
      page: 3,
    });
    expect(readOrderFilters(new URLSearchParams("status=wc-trash&after=2026-13-45&before=hôm nay&paged=-1"))).toEqual({ status: null, search: "", after: "", before: "", page: 1 });
  });

  it("asks the REST API for the shop's days, the last one included", () => {
    const query = ordersQuery({ status: "completed", search: "0912", after: "2026-11-01", before: "2026-11-30", page: 2 });
    expect(Object.fromEntries(query)).toEqual({ per_page: "20", page: "2", status: "completed", search: "0912", after: "2026-11-01T00:00:00", before: "2026-12-01T00:00:00" });
  });

  it("downloads the CSV of every order the filters keep, not the page shown", () => {
    const f = { status: "completed" as const, search: "Lan", after: "2026-11-01", before: "2026-11-30", page: 3 };
    expect(ordersExportPath(f, false)).toBe("/cuahang/v1/orders/export?status=completed&search=Lan&after=2026-11-01T00%3A00%3A00&before=2026-12-01T00%3A00%3A00");
    expect(ordersExportPath(readOrderFilters(new URLSearchParams()), true)).toBe("/cuahang/v1/orders/export?lines=1");
  });

  it("links a page or a status tab keeping the other filters", () => {
    const f = readOrderFilters(new URLSearchParams("s=Lan&paged=2"));
    expect(ordersHref(f, { status: "processing", page: 1 })).toBe("/wp-admin/don-hang/?status=processing&s=Lan");
    expect(ordersHref(f, { page: 3 })).toBe("/wp-admin/don-hang/?s=Lan&paged=3");
    expect(ordersHref(readOrderFilters(new URLSearchParams()))).toBe("/wp-admin/don-hang/");
  });
});
