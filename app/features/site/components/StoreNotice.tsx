import { useState } from "react";
import { cookies } from "~/lib/constants";
import { t } from "~/lib/i18n";

export const storeNoticeCookie = (id: string) => `${cookies.store_notice_prefix}${id}`;

/**
 * WooCommerce's store-wide notice (spec §4 "Store notice"): shown until dismissed; dismissal is
 * kept in the cookie `store_notice{id}=hidden`, path `/`. The server leaves a dismissed notice
 * out of the page, so it never flashes on the next visit.
 */
export function StoreNotice({ id, text }: { id: string; text: string }) {
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <div className="woocommerce-store-notice demo_store bg-brand-700 text-white" data-notice-id={id}>
      <div className="container-page flex items-center justify-between gap-3 py-2 text-sm">
        <p>{text}</p>
        <button
          type="button"
          className="woocommerce-store-notice__dismiss-link min-h-11 shrink-0 rounded px-3 underline hover:bg-brand-800"
          onClick={() => {
            document.cookie = `${storeNoticeCookie(id)}=hidden; path=/; SameSite=Lax`;
            setHidden(true);
          }}
        >
          {t("site.dismiss")}
          <span className="sr-only">: {t("site.dismissNotice")}</span>
        </button>
      </div>
    </div>
  );
}
