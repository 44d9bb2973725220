import { type ComponentType, Suspense, lazy, useEffect, useRef, useState } from "react";
import { type LoginPopupAnswer, OPENS_LOGIN_POPUP } from "../login-popup";
import type { LoginPopupProps } from "./LoginPopup";

const loadPopup = () => import("./LoginPopup");

/** Without the popup's code (the network failed), the link goes where it points: My account. */
function GoToAccountPage({ opener }: LoginPopupProps) {
  useEffect(() => location.assign(opener?.getAttribute("href") ?? "/tai-khoan/"), [opener]);
  return null;
}

const LoginPopup = lazy<ComponentType<LoginPopupProps>>(() => loadPopup().catch(() => ({ default: GoToAccountPage })));

/** A page that shows the sign-in forms itself (My account, wp-login.php) keeps its link a link. */
const pageHasSignInForms = () => document.querySelector("form.woocommerce-form-login, #loginform") !== null;

function plainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

type Opening = { opener: HTMLElement | null; answer: LoginPopupAnswer | null };

/**
 * The header's login popup for guests (Flatsome's `#login-form-popup`): the account link opens
 * it instead of leaving the page, and it opens by itself when the page brings a refused sign-in
 * posted from it (`answer`). Its code and forms load on first use (the link hovered or focused),
 * so no page weighs more for it. Without scripts the link is My account's page.
 */
export function LoginPopupHost({ answer }: { answer: LoginPopupAnswer | null }) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const shown = useRef<LoginPopupAnswer | null>(null);

  useEffect(() => {
    if (answer && shown.current !== answer) {
      shown.current = answer;
      setOpening({ opener: document.querySelector<HTMLElement>(OPENS_LOGIN_POPUP), answer });
    }
  }, [answer]);

  useEffect(() => {
    const linkOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLElement>(OPENS_LOGIN_POPUP) ?? null;
    function onClick(event: MouseEvent) {
      const link = linkOf(event);
      if (!link || !plainClick(event) || pageHasSignInForms()) return;
      event.preventDefault();
      setOpening({ opener: link, answer: null });
    }
    // Pointing at the link or tabbing to it is the start of a sign-in: fetch the popup's code meanwhile.
    function onIntent(event: Event) {
      if (linkOf(event)) void loadPopup().catch(() => {});
    }
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", onIntent);
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, []);

  if (!opening) return null;
  return (
    <Suspense fallback={null}>
      <LoginPopup opener={opening.opener} answer={opening.answer} onClose={() => setOpening(null)} />
    </Suspense>
  );
}
