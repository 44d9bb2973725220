import { useEffect, useRef, useState } from "react";
import { t } from "~/lib/i18n";
import { tAccount } from "~/lib/i18n/areas/account";
import { keepFocusInside } from "~/ui/focus-trap";
import { accountUrls } from "../account-urls";
import type { LoginPopupAnswer } from "../login-popup";
import type { GuestForms } from "../sign-in-forms";
import { SignInForms } from "./SignInForms";

export type LoginPopupProps = {
  /** The dialog's id, which the header's account link names (`data-open`). */
  id: string;
  /** The link that opened it (or the account link, when it opened by itself): focus goes back there on closing. */
  opener: HTMLElement | null;
  /** A refused sign-in this page was brought back with, shown above the login form. */
  answer: LoginPopupAnswer | null;
  onClose: () => void;
};

type Loading = { state: "loading" } | { state: "loaded"; forms: GuestForms } | { state: "failed" };

/** The forms' data for this page (`redirect_to`: back here once signed in). */
async function loadForms(): Promise<GuestForms> {
  const here = location.pathname + location.search;
  const answer = await fetch(`/wp-json/cuahang/v1/login-form?redirect_to=${encodeURIComponent(here)}`, { credentials: "same-origin", cache: "no-store" });
  if (!answer.ok) throw new Error(`login form: ${answer.status}`);
  return (await answer.json()) as GuestForms;
}

/**
 * The sign-in and registration forms of My account in a modal dialog over the page: the same
 * forms, scripts and answers, posted to My account with this page as `redirect_to`, so a sign-in
 * comes back here. Closed by its button, Escape or a click beside it; focus goes back to the link.
 */
export default function LoginPopup({ id, opener, answer, onClose }: LoginPopupProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [loading, setLoading] = useState<Loading>({ state: "loading" });

  useEffect(() => {
    dialog.current?.showModal();
    let current = true;
    loadForms().then(
      (forms) => current && setLoading({ state: "loaded", forms }),
      () => current && setLoading({ state: "failed" }),
    );
    return () => {
      current = false;
      opener?.focus({ preventScroll: true });
    };
  }, [opener]);

  useEffect(() => {
    if (loading.state === "loaded") dialog.current?.querySelector<HTMLInputElement>("#username")?.focus();
  }, [loading.state]);

  return (
    <dialog
      ref={dialog}
      id={id}
      aria-label={tAccount("popup.title")}
      className="login-popup m-auto max-h-[92vh] w-[min(56rem,94vw)] overflow-y-auto rounded-lg p-0 shadow-xl backdrop:bg-black/50"
      onClose={onClose}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="flex justify-end px-2 pt-2">
        <button
          type="button"
          className="flex size-11 items-center justify-center rounded-md text-2xl hover:bg-gray-100"
          aria-label={t("site.dismiss")}
          onClick={() => dialog.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="px-5 pb-6" aria-busy={loading.state === "loading"}>
        {loading.state === "loaded" ? (
          <SignInForms {...loading.forms} answer={answer ? { form: "login", ...answer } : undefined} inPopup />
        ) : loading.state === "failed" ? (
          <p role="alert">
            {tAccount("popup.failed")} <a href={accountUrls.dashboard} className="underline">{tAccount("popup.openPage")}</a>
          </p>
        ) : (
          <p role="status" className="py-10 text-center text-muted">{tAccount("popup.loading")}</p>
        )}
      </div>
    </dialog>
  );
}
