import { describe, expect, it } from "vitest";
import { AJAX_ADD_BUTTON, AJAX_ADD_FORM, HEADER_CART_LINK, MINI_CART_QUANTITY_FORM, MINI_CART_QUANTITY_INPUT, MINI_CART_REMOVE_LINK, MINI_CART_STEPPER, handledControls } from "./selectors";

describe("handledControls", () => {
  it("lists every control the scripts take over, by the event that uses it", () => {
    expect(handledControls("dropdown")).toEqual({
      click: `${AJAX_ADD_BUTTON}, ${MINI_CART_REMOVE_LINK}, ${MINI_CART_STEPPER}`,
      submit: `${AJAX_ADD_FORM}, ${MINI_CART_QUANTITY_FORM}`,
      change: MINI_CART_QUANTITY_INPUT,
    });
    expect(AJAX_ADD_FORM).toBe("form.cart[data-ajax-add-to-cart]");
  });

  it("takes the header's cart link only when it opens the off-canvas panel (a dropdown's link goes to the cart page)", () => {
    expect(handledControls("dropdown").click).not.toContain(HEADER_CART_LINK);
    expect(handledControls("off-canvas").click.split(", ")).toContain(HEADER_CART_LINK);
  });
});
