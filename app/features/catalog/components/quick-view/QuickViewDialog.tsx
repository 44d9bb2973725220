import { useEffect, useId, useRef, useState } from "react";
import { timings } from "~/lib/constants";
import { keepFocusInside } from "~/ui/focus-trap";
import { AJAX_ADD_SETTLED_EVENT, type AjaxAddSettledDetail } from "../../add-to-cart-fields";
import { t } from "~/lib/i18n";
import { QuickViewContent } from "./QuickViewContent";
import { type QuickViewProduct, readQuickViewAnswer } from "./quick-view-data";

type State = { kind: "loading" } | { kind: "ready"; product: QuickViewProduct } | { kind: "error"; message: string };

/** Asks the shop for the product's quick view, as Flatsome's script does (spec §7 `flatsome_quickview`). */
async function fetchQuickView(productId: number, signal: AbortSignal): Promise<State> {
  const response = await fetch("/wp-admin/admin-ajax.php", {
    method: "POST",
    body: new URLSearchParams({ action: "flatsome_quickview", product: String(productId) }),
    signal,
  });
  if (response.status === 404 || response.status === 400) return { kind: "error", message: t("quickView.notFound") };
  if (!response.ok) return { kind: "error", message: t("quickView.failed") };
  const product = readQuickViewAnswer(await response.text());
  return product ? { kind: "ready", product } : { kind: "error", message: t("quickView.failed") };
}

/**
 * The quick-view popup: a modal <dialog> (the rest of the page is inert, so focus stays inside;
 * Escape closes it), removed 300 ms after closing (spec §9 popup removal delay).
 */
export default function QuickViewDialog({ productId, onClosed }: { productId: number; onClosed: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<State>({ kind: "loading" });
  const [closing, setClosing] = useState(false);
  const titleId = useId();

  useEffect(() => {
    ref.current?.showModal();
    const controller = new AbortController();
    fetchQuickView(productId, controller.signal).then(setState, (error: unknown) => {
      if (!controller.signal.aborted) setState({ kind: "error", message: t(error instanceof TypeError ? "error.fetch_error" : "quickView.failed") });
    });
    return () => controller.abort();
  }, [productId]);

  // Its product added to the cart (the cart's scripts then show the mini cart): the popup's work is done.
  useEffect(() => {
    const dialog = ref.current;
    const onSettled = (event: Event) => {
      if ((event as CustomEvent<AjaxAddSettledDetail>).detail?.added) setClosing(true);
    };
    dialog?.addEventListener(AJAX_ADD_SETTLED_EVENT, onSettled);
    return () => dialog?.removeEventListener(AJAX_ADD_SETTLED_EVENT, onSettled);
  }, []);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      ref.current?.close();
      onClosed();
    }, timings.popup_removal_delay_ms);
    return () => clearTimeout(timer);
  }, [closing, onClosed]);

  return (
    <dialog
      ref={ref}
      className={`quick-view-dialog m-auto w-[min(960px,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] overflow-auto rounded-lg bg-white p-0 text-ink shadow-2xl transition-opacity duration-300 backdrop:bg-black/60 ${closing ? "opacity-0" : "opacity-100"}`}
      aria-labelledby={state.kind === "ready" ? titleId : undefined}
      aria-label={state.kind === "ready" ? undefined : t("quickView.open")}
      aria-busy={state.kind === "loading"}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        // Escape: fade out like the close button instead of vanishing at once.
        event.preventDefault();
        setClosing(true);
      }}
    >
      <div className="sticky top-0 z-10 flex justify-end bg-white/90 p-2">
        <button type="button" className="flex size-11 items-center justify-center rounded-full text-2xl hover:bg-gray-100" onClick={() => setClosing(true)} aria-label={t("quickView.close")} autoFocus>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="px-4 pb-6 sm:px-6" aria-live="polite">
        {state.kind === "loading" && <p className="py-16 text-center text-muted">{t("quickView.loading")}</p>}
        {state.kind === "error" && <p className="quick-view-error py-16 text-center" role="alert">{state.message}</p>}
        {state.kind === "ready" && <QuickViewContent product={state.product} titleId={titleId} />}
      </div>
    </dialog>
  );
}
