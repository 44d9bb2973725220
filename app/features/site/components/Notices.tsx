import type { Notice } from "../notices";

const STYLE: Record<Notice["kind"], { className: string; role: "status" | "alert" }> = {
  success: { className: "woocommerce-message border-green-600 bg-green-50", role: "status" },
  info: { className: "woocommerce-info border-brand-600 bg-gray-50", role: "status" },
  error: { className: "woocommerce-error border-sale bg-red-50", role: "alert" },
};

/** WooCommerce's notices wrapper: the messages a previous request left for this page. */
export function Notices({ notices }: { notices: Notice[] }) {
  return (
    <div className="woocommerce-notices-wrapper container-page">
      {notices.map((n, i) => (
        <div key={i} role={STYLE[n.kind].role} tabIndex={-1} className={`${STYLE[n.kind].className} mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md border-l-4 p-4 outline-none`}>
          <span>{n.text}</span>
          {n.link && (
            <a href={n.link.href} className="button wc-forward btn-outline text-sm">{n.link.label}</a>
          )}
        </div>
      ))}
    </div>
  );
}
