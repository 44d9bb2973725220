import { formatDong } from "~/lib/money";
import type { BankTransfer } from "../bank-transfer";
import { tOrders } from "~/lib/i18n/areas/orders";

/**
 * An SVG document as a `data:` URL for an `<img src>` (the site's CSP allows `img-src data:`).
 * Kept here rather than beside the encoder, so the page's browser bundle never carries the encoder.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type Props = {
  /** From `bankTransferView(order, checkout_settings.bacs)`, made in the loader. */
  transfer: BankTransfer & { qrSvg: string | null };
  /** Heading level of the section's title, to fit the page it sits in. */
  headingLevel?: 2 | 3;
};

/**
 * The shop's bank account, the amount and the transfer content of an order paid by bank
 * transfer, with its VietQR code (WooCommerce's `woocommerce-bacs-bank-details` markup).
 */
export function BankTransferDetails({ transfer, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const amount = formatDong(transfer.amount);
  const row = (className: string, label: string, value: string) => (
    <li className={`${className} flex flex-wrap justify-between gap-x-4 border-b border-gray-200 py-2 last:border-b-0`}>
      <span className="text-gray-600">{label}:</span> <strong className="font-semibold break-all">{value}</strong>
    </li>
  );
  return (
    <section className="woocommerce-bacs-bank-details my-6 rounded border border-gray-200 p-4" aria-labelledby="wc-bacs-bank-details-heading">
      <Heading id="wc-bacs-bank-details-heading" className="wc-bacs-bank-details-heading mb-2 text-lg font-semibold">
        {tOrders("orders.bacs.heading")}
      </Heading>
      <p className="mb-3 text-sm text-gray-700">{tOrders("orders.bacs.intro")}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <ul className="wc-bacs-bank-details order_details bacs_details min-w-0 flex-1">
          {row("bank_name", tOrders("orders.bacs.bank"), transfer.bankName)}
          {row("account_number", tOrders("orders.bacs.accountNumber"), transfer.accountNumber)}
          {row("account_name", tOrders("orders.bacs.accountName"), transfer.accountName)}
          {row("amount", tOrders("orders.bacs.amount"), amount)}
          {row("transfer_content", tOrders("orders.bacs.content"), transfer.content)}
        </ul>
        {transfer.qrSvg ? (
          <figure className="wc-bacs-vietqr mx-auto shrink-0 text-center sm:mx-0">
            <img
              src={svgDataUrl(transfer.qrSvg)}
              width={200}
              height={200}
              className="mx-auto size-50"
              alt={tOrders("orders.qr.alt", { amount, accountNumber: transfer.accountNumber, bank: transfer.bankName, content: transfer.content })}
            />
            <figcaption className="mt-1 max-w-56 text-xs text-gray-600">{tOrders("orders.qr.hint")}</figcaption>
          </figure>
        ) : null}
      </div>
    </section>
  );
}
