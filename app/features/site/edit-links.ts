/**
 * Where a content block's edit links lead (spec §2 "Editor block edit links"): the page builder
 * and the back office's editor, each with `menu_id`, the back office menu entry to mark as
 * current (Pages). The back office has no page editor yet (issue 9): these are the addresses it
 * is to have, under /wp-admin/ like its other screens.
 */
export const PAGES_MENU_ID = "trang";

export const pageBuilderHref = (postId: number) => `/wp-admin/trang/${postId}/trinh-dung/?menu_id=${PAGES_MENU_ID}`;
export const pageEditorHref = (postId: number) => `/wp-admin/trang/${postId}/?menu_id=${PAGES_MENU_ID}`;
