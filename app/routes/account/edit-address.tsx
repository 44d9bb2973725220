import { savedAddressesOf } from "~/features/account/.server/addresses";
import { requireAccount } from "~/features/account/.server/current-account";
import { AddressSummary } from "~/features/account/components/AddressSummary";
import { personalPageHeaders } from "~/platform/.server/personal-pages";
import type { Route } from "./+types/edit-address";

/** My account's `edit-address/`: the billing and shipping addresses, each with its edit link. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireAccount(context, request);
  return { addresses: await savedAddressesOf(context.db, account.id) };
}

export const headers = personalPageHeaders;

export default function EditAddressesPage({ loaderData }: Route.ComponentProps) {
  return <AddressSummary addresses={loaderData.addresses} />;
}
