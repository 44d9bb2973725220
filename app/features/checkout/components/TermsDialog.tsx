import { useEffect, useRef } from "react";
import { t } from "~/lib/i18n";

/**
 * The terms and conditions in a lightbox over the checkout (spec §2), so the shopper does not
 * leave the form: a modal dialog, closed by its button, Escape or a click outside; focus goes back
 * to the link that opened it. The text is the terms page's own (editor HTML).
 */
export function TermsDialog({ title, html, onClose }: { title: string; html: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    return () => opener?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      className="terms-lightbox m-auto max-h-[85vh] w-[min(44rem,92vw)] rounded-lg p-0 shadow-xl backdrop:bg-black/50"
      aria-labelledby="terms-lightbox-title"
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
    >
      <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-5 py-3">
        <h2 id="terms-lightbox-title" className="text-lg font-bold">{title}</h2>
        <button type="button" className="flex size-11 items-center justify-center rounded-md text-2xl hover:bg-gray-100" aria-label={t("site.dismiss")} onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="prose-content max-h-[70vh] overflow-y-auto px-5 py-4" dangerouslySetInnerHTML={{ __html: html }} />
    </dialog>
  );
}
