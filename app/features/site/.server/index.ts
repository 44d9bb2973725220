/** What other features' server code may use of the site: its options and menus, and the session's notices. */
export { pushNotice } from "./notices";
export { forgetSiteChrome, loadSiteChrome, type SiteChrome } from "./site";
/** The checkout's defaults carry the options' zod schema, which the browser index leaves out. */
export { CHECKOUT_SETTING_DEFAULTS } from "../options";
