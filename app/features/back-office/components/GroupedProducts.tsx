import { useCallback, useState } from "react";
import { tCatalogAdmin } from "~/lib/i18n/areas/back-office-catalog";
import { api } from "../api";
import type { WcProduct } from "../wc-product";
import { IdPicker, type Pickable } from "./IdPicker";

/**
 * A grouped product's products (WooCommerce's "Grouped products" field): simple products found
 * by name or SKU, kept in the order chosen, sent with the product's form as `grouped_products`.
 * `named` are the chosen ones the screen loaded, by id.
 */
export function GroupedProducts({ groupId, chosen, named, error }: { groupId: number; chosen: number[]; named: Pickable[]; error?: string }) {
  const [ids, setIds] = useState(chosen);
  const [names, setNames] = useState(() => new Map(named.map((p) => [p.id, p.name])));
  const find = useCallback(
    async (text: string, signal: AbortSignal): Promise<Pickable[]> => {
      const found = await api<WcProduct[]>({ path: `/wc/v3/products?search=${encodeURIComponent(text)}&type=simple&per_page=10&orderby=title&order=asc`, signal });
      // A group holds simple products, never itself.
      return found.filter((p) => p.id !== groupId).map((p) => ({ id: p.id, name: p.sku ? `${p.name} (${p.sku})` : p.name }));
    },
    [groupId],
  );
  return (
    <section className="bo-card space-y-2" aria-labelledby="product-grouped">
      <h2 id="product-grouped" className="text-lg font-semibold">{tCatalogAdmin("new.type.grouped")}</h2>
      <input type="hidden" name="grouped_fields" value="1" />
      {ids.map((id) => (
        <input key={id} type="hidden" name="grouped_products" value={id} />
      ))}
      <IdPicker
        label={tCatalogAdmin("grouped.title")}
        hint={tCatalogAdmin("grouped.hint")}
        error={error}
        chosen={ids}
        nameOf={(id) => names.get(id) ?? `#${id}`}
        find={find}
        onChange={(next, added) => {
          if (added) setNames((known) => new Map(known).set(added.id, added.name));
          setIds(next);
        }}
      />
    </section>
  );
}
