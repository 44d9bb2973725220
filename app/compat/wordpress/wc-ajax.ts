import type { AppLoadContext } from "react-router";

export type CompatHandler = (args: { request: Request; context: AppLoadContext }) => Promise<Response> | Response;

/** WooCommerce AJAX endpoints by name. The cart feature registers add_to_cart, remove_from_cart, get_refreshed_fragments. */
export const wcAjaxHandlers: Record<string, CompatHandler> = {};
