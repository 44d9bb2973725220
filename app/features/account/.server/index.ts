/** What other features may use of accounts on the server (app/features/README.md). */
export { savedAddressesOf } from "./addresses";
export { requireAccount, signedInAccount } from "./current-account";
export type { Account } from "./users";
