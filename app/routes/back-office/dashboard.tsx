import { Link } from "react-router";
import { api } from "~/features/back-office/api";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import type { WcStatusTotal } from "~/features/back-office/wc-order";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import type { Route } from "./+types/dashboard";

/** The back office's first screen: what waits for the owner (orders to handle, by status). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { totals: await api<WcStatusTotal[]>({ path: "/wc/v3/reports/orders/totals", signal: request.signal }) };
}

export function HydrateFallback() {
  return (
    <div aria-busy="true">
      <h1 className="text-2xl font-bold">{tBackOffice("frame.dashboard")}</h1>
      <p className="mt-4 text-muted">{tBackOffice("frame.loading")}</p>
    </div>
  );
}

export const ErrorBoundary = ScreenError;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-2xl font-bold">{tBackOffice("frame.dashboard")}</h1>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 md:grid-cols-4">
        {loaderData.totals.map((s) => (
          <li key={s.slug}>
            <Link to={`/wp-admin/don-hang/?status=${s.slug}`} className="bo-card block hover:border-brand-700">
              <span className="block text-3xl font-bold">{s.total}</span>
              <span className="block">{s.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
