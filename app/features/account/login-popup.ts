/** The hidden field saying a sign-in was posted from the header's login popup: a refusal goes back to the page. */
export const FROM_POPUP_FIELD = "login_popup";

/** A refused sign-in from the popup, shown in it on the page it was posted from. */
export type LoginPopupAnswer = { error: string; login: string };
