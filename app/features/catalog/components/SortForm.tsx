import { SORT_ORDERS, type SortOrder } from "../sorting";
import { tListing } from "~/lib/i18n/areas/listing";

/**
 * WooCommerce's `orderby` form. It is a GET form, so it works without JavaScript (the button);
 * with JavaScript, changing the select submits at once and the button is hidden. It goes to the
 * listing's first page (`action`): a new order starts from the top.
 */
export function SortForm({ current, action, keep }: { current: SortOrder; action: string; keep?: Record<string, string> }) {
  return (
    <form className="woocommerce-ordering flex items-center gap-2" method="get" action={action}>
      {Object.entries(keep ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="orderby" className="sr-only">{tListing("shop.sortLabel")}</label>
      <select
        id="orderby"
        name="orderby"
        className="orderby min-h-11 rounded-md border border-gray-300 bg-white px-3 text-sm"
        defaultValue={current}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
      >
        {SORT_ORDERS.map((o) => (
          <option key={o} value={o}>{tListing(`shop.sort.${o}`)}</option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn-outline min-h-11 text-sm">{tListing("shop.sortSubmit")}</button>
      </noscript>
    </form>
  );
}
