/**
 * What other features may use of accounts (app/features/README.md): the account's addresses and
 * what a role may do. Browser-safe.
 */
export { ACCOUNT_PATH, WP_LOGIN_PATH, accountUrls } from "./account-urls";
export { type Role, canEditPages, isStoreAdmin } from "./roles";
