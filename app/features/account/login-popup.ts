/**
 * The header's login popup (Flatsome's `#login-form-popup`): the account link names it as its
 * target (`data-open`), and the popup opens over the page instead of going to My account.
 */
export const LOGIN_POPUP_ID = "login-form-popup";
export const OPENS_LOGIN_POPUP = `[data-open="#${LOGIN_POPUP_ID}"]`;
/** The hidden field saying a sign-in was posted from the popup: a refusal goes back to the page. */
export const FROM_POPUP_FIELD = "login_popup";

/** A refused sign-in from the popup, shown in it on the page it was posted from. */
export type LoginPopupAnswer = { error: string; login: string };
