import { useState } from "react";
import { apiErrorMessage, apiResponse } from "../api";
import { type OrderFilters, ordersExportPath } from "../order-filters";
import { tBackOffice } from "~/lib/i18n/areas/back-office";

/**
 * The orders screen's CSV download for the accountant: the orders its filters keep, fetched over
 * the REST API with api-fetch (its nonce and refresh, as every screen's call), then handed to the
 * browser as a file named by the server's `Content-Disposition`.
 */
export function OrdersExport({ filters }: { filters: OrderFilters }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function download(lines: boolean) {
    setBusy(true);
    setError("");
    try {
      const response = await apiResponse({ path: ordersExportPath(filters, lines) });
      const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "don-hang.csv";
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      // The download has taken the blob once the click has been handled.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (thrown) {
      setError(apiErrorMessage(thrown));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="orders-export-title" className="mt-4 flex flex-wrap items-center gap-3">
      <h2 id="orders-export-title" className="sr-only">
        {tBackOffice("orders.export")}
      </h2>
      <button type="button" className="bo-button-secondary" disabled={busy} onClick={() => void download(false)}>
        {tBackOffice("orders.exportOrders")}
      </button>
      <button type="button" className="bo-button-secondary" disabled={busy} onClick={() => void download(true)}>
        {tBackOffice("orders.exportLines")}
      </button>
      <span className="text-sm text-muted" role="status">
        {busy ? tBackOffice("orders.exporting") : tBackOffice("orders.exportHint")}
      </span>
      {error ? (
        <p role="alert" className="w-full rounded-md bg-red-50 p-3 text-red-900">
          {error}
        </p>
      ) : null}
    </section>
  );
}
