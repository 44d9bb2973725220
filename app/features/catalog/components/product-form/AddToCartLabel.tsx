import { t } from "~/lib/i18n";
import { tProductForm } from "~/lib/i18n/areas/product-form";

/** The add-to-cart buttons' text, with a spinner and a spoken "adding…" while the form is being sent. */
export function AddToCartLabel({ loading }: { loading: boolean }) {
  return (
    <>
      {loading && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
      <span>{t("product.addToCart")}</span>
      {loading && <span className="sr-only">{tProductForm("productForm.adding")}</span>}
    </>
  );
}
