import { useLocation } from "react-router";
import { t } from "~/lib/i18n";
import { AS_DRAWN } from "~/ui/render-only";
import { STORE_NOTICE_HIDDEN_CLASS, storeNoticeCookie, storeNoticeDismissHref, storeNoticeScript } from "../store-notice";

/**
 * WooCommerce's store-wide notice (spec §4 "Store notice"): shown until dismissed; dismissal is
 * kept in the cookie `store_notice{id}=hidden`, path `/`. The notice is in the page every guest
 * shares (decision 005), so the visitor's cookie is read in the browser: a script of a few bytes
 * just before it marks the document, and the notice is hidden before it is first painted. The
 * dismiss link works without scripts too: the server sets the cookie and sends the visitor back.
 * `nonce`: the CSP nonce, "" in the browser (root.tsx).
 */
export function StoreNotice({ id, text, nonce }: { id: string; text: string; nonce: string | undefined }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={import.meta.env.SSR ? { __html: storeNoticeScript(id) } : AS_DRAWN} suppressHydrationWarning />
      <div
        className={"woocommerce-store-notice demo_store bg-brand-700 text-white in-[.store-notice-hidden]:hidden"}
        data-notice-id={id}
        role="region"
        aria-label={t("site.storeNotice")}
      >
        <div className="container-page flex items-center justify-between gap-3 py-2 text-sm">
          <p>{text}</p>
          <a
            href={storeNoticeDismissHref(pathname, search, id)}
            rel="nofollow"
            className="woocommerce-store-notice__dismiss-link inline-flex min-h-11 shrink-0 items-center rounded px-3 text-white underline hover:bg-brand-800"
            onClick={(event) => {
              event.preventDefault();
              // WooCommerce's own cookie: for the browser session, every path.
              document.cookie = `${storeNoticeCookie(id)}=hidden; path=/; SameSite=Lax`;
              document.documentElement.classList.add(STORE_NOTICE_HIDDEN_CLASS);
              // The link is gone: the focus goes on to the page rather than to nowhere.
              document.getElementById("main")?.focus({ preventScroll: true });
            }}
          >
            {t("site.dismiss")}
            <span className="sr-only"> {t("site.storeNotice").toLowerCase()}</span>
          </a>
        </div>
      </div>
    </>
  );
}
