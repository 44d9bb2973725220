import { useState } from "react";
/** The banner as the page's data carries it to store admins, its words included (guests' pages ship none of them). */
export type ComingSoonBannerData = {
  text: string;
  restUrl: string;
  nonce: string;
  labels: { region: string; settings: string; dismiss: string; failed: string };
};

/**
 * WooCommerce's coming-soon footer banner (spec §2 "Notices and banners", §4 "Coming-soon
 * banner"), shown to store admins while the mode is on and until they dismiss it: the dismiss
 * link carries the REST address in its data and the banner its nonce; the banner goes once the
 * call completes (never before, so a refused call leaves it and says why). Only signed-in pages
 * (private) have it.
 */
export function ComingSoonBanner({ banner }: { banner: ComingSoonBannerData }) {
  const [state, setState] = useState<{ hidden: boolean; busy: boolean; error: string }>({ hidden: false, busy: false, error: "" });
  if (state.hidden) return null;
  return (
    <div className="woocommerce-coming-soon-banner-container sticky bottom-0 z-30 border-t border-amber-300 bg-amber-50 text-ink" data-rest-nonce={banner.nonce} role="region" aria-label={banner.labels.region}>
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
        <p className="woocommerce-coming-soon-banner flex-1">
          {banner.text} <a href="/wp-admin/cai-dat/#thong-bao" className="font-semibold underline">{banner.labels.settings}</a>
        </p>
        {state.error && <p role="alert" className="text-red-700">{state.error}</p>}
        <button
          type="button"
          className="coming-soon-footer-banner-dismiss inline-flex min-h-11 min-w-11 items-center justify-center rounded text-xl leading-none hover:bg-amber-100"
          data-rest-url={banner.restUrl}
          aria-label={banner.labels.dismiss}
          aria-busy={state.busy}
          onClick={(event) => {
            if (state.busy) return;
            const restUrl = event.currentTarget.dataset.restUrl ?? "";
            const nonce = event.currentTarget.closest<HTMLElement>("[data-rest-nonce]")?.dataset.restNonce ?? "";
            setState({ hidden: false, busy: true, error: "" });
            import("../client/dismiss-coming-soon-banner")
              .then(({ dismissComingSoonBanner }) => dismissComingSoonBanner(restUrl, nonce))
              .then(
                () => setState({ hidden: true, busy: false, error: "" }),
                (error: { message?: unknown }) =>
                  setState({ hidden: false, busy: false, error: banner.labels.failed.replace("{message}", typeof error?.message === "string" ? error.message : "") }),
              );
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
