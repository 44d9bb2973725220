/** Why an add to cart was refused; each has its Vietnamese message in the cart messages. */
export type AddToCartError =
  | { code: "not_found" }
  | { code: "not_purchasable"; name: string }
  | { code: "choose_options"; name: string }
  | { code: "no_such_variation"; name: string }
  | { code: "out_of_stock"; name: string }
  | { code: "not_enough_stock"; name: string; available: number; inCart: number }
  | { code: "below_minimum"; name: string; min: number }
  | { code: "above_maximum"; name: string; max: number };

export type AddToCartResult =
  | { ok: true; key: string; name: string; quantity: number; productSlug: string }
  | { ok: false; error: AddToCartError; productSlug: string | null };

