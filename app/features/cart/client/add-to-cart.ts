import { AJAX_ADD_SETTLED_EVENT, type AjaxAddSettledDetail } from "~/features/catalog";
import { t } from "~/lib/i18n";
import { CART_PATH, wcAjaxUrl } from "./addresses";
import { type AddOutcome, type CartState, addOutcome } from "./answers";
import { raiseWcEvent } from "~/lib/wc-events";
import type { Announcer } from "./live-region";
import { postFields } from "./post-fields";
import { buttonFields, productFormFields } from "./request-fields";
import type { RequestQueue } from "./request-queue";
import { AJAX_ADD_BUTTON, AJAX_ADD_FORM } from "./selectors";
import type { CartClientSettings } from "./settings";

export type AddToCartDeps = {
  queue: RequestQueue;
  settings: CartClientSettings;
  announcer: Announcer;
  navigate: (url: string) => void;
};

/**
 * Add to cart without leaving the page (spec §4 "Add to cart", §7 `add_to_cart`), as
 * WooCommerce's add-to-cart.js: from a listing's AJAX button (delegated, so cards appended later
 * work too) and from a product form marked for it (the quick view's). Every add waits its turn
 * in the page's one request queue and ends in `added_to_cart`, whose listeners show the new cart
 * (`cart-reactions.ts`). A click another script has taken (WooCommerce's own add-to-cart.js,
 * whose handler on the body runs before ours on the document) is left to it: one click, one add.
 */
export function attachAddToCart(deps: AddToCartDeps): () => void {
  const { queue, settings, announcer, navigate } = deps;

  const send = (fields: URLSearchParams): Promise<AddOutcome> =>
    queue
      .run(() => postFields(wcAjaxUrl("add_to_cart"), fields))
      .then(
        (reply) => addOutcome(reply.body, { redirectAfterAdd: settings.redirectAfterAdd, cartUrl: CART_PATH, base: location.href }),
        (): AddOutcome => ({ kind: "failed" }),
      );

  /** Tells everyone listening, with WooCommerce's arguments; the listeners put the new cart on the page. */
  const announceAdded = (cart: CartState, button: HTMLElement | null) =>
    raiseWcEvent(document.body, "added_to_cart", { fragments: cart.fragments, cart_hash: cart.cartHash, button });

  const addFromButton = async (button: HTMLElement) => {
    const fields = buttonFields(button.dataset);
    button.classList.remove("added");
    button.classList.add("loading");
    button.setAttribute("aria-busy", "true");
    announcer.clear();
    raiseWcEvent(document.body, "adding_to_cart", { button, data: Object.fromEntries(fields) });
    const outcome = await send(fields);
    if (outcome.kind === "go") return navigate(outcome.url);
    if (outcome.kind === "failed") {
      button.classList.remove("loading");
      button.removeAttribute("aria-busy");
      return announcer.announce(t("cart.addFailed"));
    }
    announceAdded(outcome.cart, button);
  };

  const addFromForm = async (form: HTMLFormElement, submitter: HTMLElement | null) => {
    const button = submitter instanceof HTMLButtonElement ? submitter : null;
    const fields = productFormFields(new FormData(form, button), button?.value);
    const settled = (added: boolean) =>
      form.dispatchEvent(new CustomEvent<AjaxAddSettledDetail>(AJAX_ADD_SETTLED_EVENT, { bubbles: true, detail: { added } }));
    announcer.clear();
    raiseWcEvent(document.body, "adding_to_cart", { button, data: Object.fromEntries(fields) });
    // The form shows its own busy button (it is React's, with its spinner and spoken "adding…").
    const outcome = await send(fields);
    if (outcome.kind === "go") return navigate(outcome.url);
    if (outcome.kind === "failed") {
      settled(false);
      return announcer.announce(t("cart.addFailed"));
    }
    settled(true);
    announceAdded(outcome.cart, button);
  };

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented) return;
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(AJAX_ADD_BUTTON);
    if (!button?.dataset.product_id) return;
    event.preventDefault();
    void addFromButton(button);
  };

  const onSubmit = (event: SubmitEvent) => {
    // React's own handler ran first (its listener is on the document, added before this one):
    // a form it stopped (options still to choose) is not sent.
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches(AJAX_ADD_FORM)) return;
    event.preventDefault();
    void addFromForm(form, event.submitter);
  };

  document.addEventListener("click", onClick);
  document.addEventListener("submit", onSubmit);
  return () => {
    document.removeEventListener("click", onClick);
    document.removeEventListener("submit", onSubmit);
  };
}
