import { tAccount } from "~/lib/i18n/areas/account";
import { accountUrls } from "../account-urls";
import { ADDRESS_KINDS, type AddressKind, type SavedAddress } from "../address-book";

const TITLE = { billing: "account.addresses.billing", shipping: "account.addresses.shipping" } as const;

/**
 * My account's addresses (WooCommerce's `myaccount/my-address.php`): each address as the
 * checkout will fill it in, with a link to edit it (or to add it when none is saved).
 */
export function AddressSummary({ addresses }: { addresses: Record<AddressKind, SavedAddress | null> }) {
  return (
    <div className="grid gap-4">
      <p>{tAccount("account.addresses.intro")}</p>
      <div className="woocommerce-Addresses col2-set addresses grid gap-4 sm:grid-cols-2">
        {ADDRESS_KINDS.map((kind) => {
          const address = addresses[kind];
          const title = tAccount(TITLE[kind]);
          return (
            <section key={kind} className={`woocommerce-Address ${kind}-address rounded-lg border border-gray-200 p-4`} aria-labelledby={`${kind}-address-title`}>
              <header className="woocommerce-Address-title title flex items-center justify-between gap-3">
                <h2 id={`${kind}-address-title`} className="text-lg font-semibold">{title}</h2>
                <a
                  href={accountUrls.editAddressOf(kind)}
                  className="edit text-sm underline"
                  aria-label={tAccount(address ? "account.addresses.editLabel" : "account.addresses.addLabel", { address: title.toLowerCase() })}
                >
                  {tAccount(address ? "account.addresses.edit" : "account.addresses.add")}
                </a>
              </header>
              <address className="mt-2 text-sm not-italic leading-relaxed">
                {address ? (
                  <>
                    {address.fullName}
                    <br />
                    {[address.street, address.ward, address.province].filter(Boolean).join(", ")}
                    {address.phone && (
                      <>
                        <br />
                        {address.phone}
                      </>
                    )}
                    {kind === "billing" && address.email && (
                      <>
                        <br />
                        <span className="break-all">{address.email}</span>
                      </>
                    )}
                  </>
                ) : (
                  tAccount("account.addresses.none")
                )}
              </address>
            </section>
          );
        })}
      </div>
    </div>
  );
}
