import { formatDong } from "~/lib/money";

/** An amount of money in WooCommerce's markup (`.woocommerce-Price-amount`), which shop scripts read. */
export function Amount({ value }: { value: number }) {
  return (
    <span className="woocommerce-Price-amount amount">
      <bdi>{formatDong(value)}</bdi>
    </span>
  );
}
