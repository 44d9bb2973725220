import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { api, apiErrorMessage } from "../api";
import type { WcProduct } from "../wc-product";
import { tCatalogAdmin } from "~/lib/i18n/areas/back-office-catalog";
import { ConfirmButton } from "./ConfirmButton";

/**
 * A product's removal, as WooCommerce's edit screen offers it: "Move to trash" (hidden from the
 * shop, restorable), and for a product in the trash "Restore" (as a draft) and "Delete
 * permanently" (orders keep their lines: name, SKU and price as sold). Each asked about first.
 */
export function ProductRemoval({ product }: { product: Pick<WcProduct, "id" | "name" | "status"> }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async (work: () => Promise<unknown>, after: () => void | Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      await after();
    } catch (error) {
      setMessage({ ok: false, text: apiErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const trashed = product.status === "trash";
  return (
    <section className="bo-card space-y-3" aria-labelledby="product-removal">
      <h2 id="product-removal" className="text-lg font-semibold">
        {tCatalogAdmin("remove.title")}
      </h2>
      {trashed ? <p>{tCatalogAdmin("remove.inTrash")}</p> : null}
      <div className="flex flex-wrap gap-3">
        {trashed ? (
          <>
            <button
              type="button"
              className="bo-button-secondary"
              disabled={busy}
              onClick={() =>
                run(
                  () => api({ path: `/wc/v3/products/${product.id}`, method: "PUT", data: { status: "draft" } }),
                  async () => {
                    await revalidator.revalidate();
                    setMessage({ ok: true, text: tCatalogAdmin("remove.restored") });
                  },
                )
              }
            >
              {tCatalogAdmin("remove.restore")}
            </button>
            <ConfirmButton
              label={tCatalogAdmin("remove.delete")}
              question={tCatalogAdmin("remove.deleteQuestion", { name: product.name })}
              confirmLabel={tCatalogAdmin("remove.deleteConfirm")}
              cancelLabel={tCatalogAdmin("remove.cancel")}
              busy={busy}
              onConfirm={() => run(() => api({ path: `/wc/v3/products/${product.id}?force=true`, method: "DELETE" }), () => navigate("/wp-admin/san-pham/"))}
            />
          </>
        ) : (
          <ConfirmButton
            label={tCatalogAdmin("remove.trash")}
            question={tCatalogAdmin("remove.trashQuestion", { name: product.name })}
            confirmLabel={tCatalogAdmin("remove.trashConfirm")}
            cancelLabel={tCatalogAdmin("remove.cancel")}
            busy={busy}
            onConfirm={() =>
              run(
                () => api({ path: `/wc/v3/products/${product.id}`, method: "DELETE" }),
                async () => {
                  await revalidator.revalidate();
                  setMessage({ ok: true, text: tCatalogAdmin("remove.trashed") });
                },
              )
            }
          />
        )}
      </div>
      <p role={message?.ok === false ? "alert" : "status"} className={message?.ok === false ? "font-medium text-sale" : "text-green-800"}>
        {message?.text ?? ""}
      </p>
    </section>
  );
}
