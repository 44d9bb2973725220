import { t } from "~/lib/i18n";
import { decrease, increase } from "~/lib/quantity";
import { ADMIN_AJAX_URL } from "./addresses";
import { type QuantityOutcome, quantityOutcome } from "./answers";
import { blockItem } from "./block-item";
import { miniCartRegion, noteFocusIn } from "./focus-return";
import type { FragmentsSync } from "./fragments-sync";
import type { Announcer } from "./live-region";
import { postFields } from "./post-fields";
import type { RequestQueue } from "./request-queue";
import { MINI_CART_ITEM, MINI_CART_QUANTITY, MINI_CART_QUANTITY_FORM, MINI_CART_QUANTITY_INPUT, MINI_CART_STEPPER } from "./selectors";

export type QuantityDeps = { queue: RequestQueue; sync: FragmentsSync; announcer: Announcer };

/** An item's control (its field, minus or plus), found again in the content that replaced the old one. */
const controlOf = (key: string, control: "input.qty" | "button.minus" | "button.plus") =>
  `${MINI_CART_ITEM}[data-cart_item_key="${CSS.escape(key)}"] ${MINI_CART_QUANTITY} ${control}`;

/** Which of an item's quantity controls has focus now (the field when none does). */
const focusedControl = () => {
  const active = document.activeElement;
  return active?.matches(`${MINI_CART_QUANTITY} button.plus`) ? "button.plus" : active?.matches(`${MINI_CART_QUANTITY} button.minus`) ? "button.minus" : "input.qty";
};

/**
 * Quantities in the mini cart (spec §4 "Mini-cart item", §5 "Quantities", §7
 * `flatsome_ajax_cart_item_alter_quantity`): minus and plus step the field within its
 * min/max/step and count as a change; a change that passes the browser's own constraint check
 * is sent (in the page's request queue), then the cart is refreshed; one that does not shows the
 * browser's message and sends nothing. The field's little form (the way without scripts) is
 * not posted: Enter in the field is a change.
 */
export function attachMiniCartQuantity({ queue, sync, announcer }: QuantityDeps): () => void {
  /** The value a field is sending, so Enter right after a change does not send it twice. */
  const sent = new WeakMap<HTMLInputElement, string>();

  const send = (input: HTMLInputElement) => {
    input.setCustomValidity(""); // a refusal shown on it before is not the browser's constraint
    if (input.value.trim() === "") {
      input.value = input.defaultValue; // nothing typed: the quantity stays
      return;
    }
    if (!input.checkValidity()) {
      input.reportValidity();
      return;
    }
    if (sent.get(input) === input.value) return;
    sent.set(input, input.value);
    const key = input.dataset.cart_item_key ?? input.closest<HTMLElement>(MINI_CART_ITEM)?.dataset.cart_item_key ?? "";
    const region = miniCartRegion(input);
    const unblock = blockItem(input.closest<HTMLElement>(MINI_CART_ITEM));
    const fields = new URLSearchParams({ action: "flatsome_ajax_cart_item_alter_quantity", quantity: input.value, cart_item_key: key });
    void queue
      .run(async () => {
        const outcome: QuantityOutcome = await postFields(ADMIN_AJAX_URL, fields).then(
          (reply) => quantityOutcome(reply.body),
          () => ({ ok: false, message: null }),
        );
        // Refreshed whatever the answer: the mini cart then shows what the cart holds.
        const restoreFocus = noteFocusIn(region);
        const control = focusedControl();
        await sync.refreshNow();
        restoreFocus(controlOf(key, control));
        return outcome;
      })
      .then((outcome) => {
        unblock();
        sent.delete(input);
        if (outcome.ok) return announcer.announceLater(t("cart.quantityUpdated"));
        const message = outcome.message ?? t("cart.quantityFailed");
        announcer.announce(message);
        // Shown on the field, as the browser shows its own checks, when the shopper is working there.
        const field = region?.contains(document.activeElement) ? region.querySelector<HTMLInputElement>(controlOf(key, "input.qty")) : null;
        if (field) {
          field.setCustomValidity(message);
          field.reportValidity();
        }
      });
  };

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(MINI_CART_STEPPER);
    const input = button?.closest(".quantity")?.querySelector<HTMLInputElement>("input.qty");
    if (!button || !input) return;
    event.preventDefault();
    const bounds = { min: input.min, max: input.max, step: input.step };
    const next = button.classList.contains("plus") ? increase(input.value, bounds) : decrease(input.value, bounds);
    if (next === input.value) return;
    input.value = next;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  };

  const onChange = (event: Event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.matches(MINI_CART_QUANTITY_INPUT)) send(input);
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(MINI_CART_QUANTITY_FORM)) return;
    event.preventDefault();
    const input = form.querySelector<HTMLInputElement>("input.qty");
    if (input && input.value !== input.defaultValue) send(input);
  };

  document.addEventListener("click", onClick);
  document.addEventListener("change", onChange);
  document.addEventListener("submit", onSubmit);
  return () => {
    document.removeEventListener("click", onClick);
    document.removeEventListener("change", onChange);
    document.removeEventListener("submit", onSubmit);
  };
}
