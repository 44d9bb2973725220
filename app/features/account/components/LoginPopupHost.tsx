import { type ComponentType, Suspense, lazy, useEffect, useRef, useState } from "react";
import { ACCOUNT_PATH } from "../account-urls";
import type { LoginPopupAnswer } from "../login-popup";
import type { LoginPopupProps } from "./LoginPopup";

/** Flatsome's login popup, which the header's account link names as its target (`data-open`). */
export const LOGIN_POPUP_ID = "login-form-popup";
export const OPENS_LOGIN_POPUP = `[data-open="#${LOGIN_POPUP_ID}"]`;

/** Without the popup's code (the network failed), the link goes where it points: My account. */
const LoginPopup = lazy<ComponentType<LoginPopupProps>>(() => import("./LoginPopup").catch(() => ({ default: () => (location.assign(ACCOUNT_PATH), null) })));

type Opening = { opener: HTMLElement | null; answer: LoginPopupAnswer | null };

/**
 * The header's login popup for guests: the account link opens it instead of leaving the page,
 * and it opens by itself, once the page's scripts run, when the page brings a refused sign-in
 * posted from it (`answer`). Its code and forms load on first use, so no page weighs more than
 * this listener for it. Without scripts, and on a page that shows the sign-in forms itself (My
 * account, wp-login.php), the link is My account's page.
 */
export function LoginPopupHost({ answer }: { answer: LoginPopupAnswer | null }) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const shownAnswer = useRef<LoginPopupAnswer | null>(null);

  useEffect(() => {
    if (!answer || shownAnswer.current === answer) return;
    shownAnswer.current = answer;
    setOpening({ opener: document.querySelector(OPENS_LOGIN_POPUP), answer });
  }, [answer]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLElement>(OPENS_LOGIN_POPUP);
      const plain = !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
      if (!link || !plain || document.querySelector("form.woocommerce-form-login, #loginform")) return;
      event.preventDefault();
      setOpening({ opener: link, answer: null });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  // A popup to open by itself asks the page's scripts to start at load, not at first use (decision 044).
  if (answer && !opening) return <span hidden data-needs-scripts="" />;
  return (
    opening && (
      <Suspense>
        <LoginPopup id={LOGIN_POPUP_ID} opener={opening.opener} answer={opening.answer} onClose={() => setOpening(null)} />
      </Suspense>
    )
  );
}
