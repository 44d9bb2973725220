import type { AppLoadContext } from "react-router";

export type CompatHandler = (args: { request: Request; context: AppLoadContext }) => Promise<Response> | Response;

/** WooCommerce AJAX endpoints by name: add_to_cart, remove_from_cart, get_refreshed_fragments over the cart feature. */
export const wcAjaxHandlers: Record<string, CompatHandler> = {};
