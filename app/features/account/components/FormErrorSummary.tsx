import { tAccount } from "~/lib/i18n/areas/account";

/**
 * What a refused form must fix, above it (spec §5), each linking to its field; announced as it
 * appears. Nothing when there is nothing to fix.
 */
export function FormErrorSummary({ errors }: { errors: Record<string, string | undefined> }) {
  const list = Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === "string");
  if (list.length === 0) return null;
  return (
    <div role="alert" className="woocommerce-error mb-6 rounded-md border-l-4 border-sale bg-red-50 p-4">
      <p className="font-semibold">{tAccount("account.form.errorSummary")}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {list.map(([name, message]) => (
          <li key={name}>
            <a href={`#${name}`} className="text-sale underline">{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
