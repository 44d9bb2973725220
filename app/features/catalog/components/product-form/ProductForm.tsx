import { type ComponentProps, type ComponentType, type FormEvent, Suspense, lazy, useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router";
import { useSiteSettings } from "~/features/site";
import { t } from "~/lib/i18n";
import { tProductForm } from "~/lib/i18n/areas/product-form";
import type { Picture } from "~/lib/media";
import { useHydrated } from "~/ui/use-hydrated";
import { ADD_TO_CART_FIELD, AJAX_ADD_ATTRIBUTE, AJAX_ADD_SETTLED_EVENT, QUANTITY_FIELD, VARIATION_ID_FIELD } from "../../add-to-cart-fields";
import { addedToCartMessage } from "../../added-notice";
import type { ProductAttribute, ProductDetail, ProductVariation } from "../../types";
import { productUrl } from "../../product-url";
import { AddToCartLabel } from "./AddToCartLabel";
import { DeferredHydration, deferredCode } from "~/ui/DeferredHydration";
import { QuantityInput } from "./QuantityInput";
import type { StickyAddToCart } from "./StickyAddToCart";
import { Swatches } from "./Swatches";
import { useScrolledAbove } from "./use-scrolled-above";
import type { VariationChange } from "./variation-events";
import { VariationPrice, VariationStock } from "./VariationSummary";
import {
  type Choices,
  type OptionState,
  choicesFromSearch,
  isPurchasable,
  offeredTerms,
  optionStates,
  quantityBounds,
  resolveSelection,
  toggleChoice,
  variationAttributes,
} from "./variations";

/** What the form needs of a product: its page's data without the long texts (the quick view has no more). */
export type FormProduct = Omit<ProductDetail, "description" | "shortDescription" | "createdAt" | "updatedAt">;

export type ProductFormProps = {
  product: FormProduct;
  /**
   * A variable product's `data-product_variations`, for scripts written for WooCommerce's
   * variation form; the server makes it (`../../.server/variation-data.ts`). Null where the
   * document's data left it out: the form keeps the attribute the server drew.
   */
  variationsData?: string | null;
  /** A chosen variation's image (null when the choice is cleared), for the gallery to show. */
  onVariationChange?: (image: Picture | null) => void;
  /** A chosen variation's SKU (null: show the product's own). */
  onSkuChange?: (sku: string | null) => void;
  /** The sticky add-to-cart bar: the product page has one, a quick-view popup does not. */
  sticky?: boolean;
  /**
   * Add through the cart's AJAX call once the cart's scripts run (the quick view, which should
   * not leave the page); the product page's form posts.
   */
  ajaxAdd?: boolean;
};

const listFormat = new Intl.ListFormat("vi", { type: "conjunction" });

/**
 * The product page's add-to-cart form, in WooCommerce's markup and field names
 * (`../../add-to-cart-form.ts`), so it posts the same fields with or without JavaScript:
 * a simple product's quantity and button; a variable product's `variations_form` with one select
 * per attribute under its swatches, the chosen variation's price and stock, and the hidden
 * `variation_id`. Plus, once scripts run, the sticky add-to-cart bar (at the end of the body, so
 * it sits outside the summary's markup).
 */
export function ProductForm({ product, variationsData = null, onVariationChange, onSkuChange, sticky = true, ajaxAdd = false }: ProductFormProps) {
  const attributes = useMemo(() => (product.type === "variable" ? variationAttributes(product) : []), [product]);
  if (product.type === "grouped") {
    const grouped = { id: product.id, slug: product.slug, name: product.name, children: product.children };
    return <DeferredHydration server={ServerGroupedForm} load={loadGroupedForm} props={{ product: grouped }} />;
  }
  const variable = attributes.length > 0;
  const purchasable = variable ? product.variations.some((v) => isPurchasable(v.stockStatus)) : isPurchasable(product.stockStatus);
  if (!purchasable) {
    return <p className="stock out-of-stock woocommerce-info rounded-md bg-gray-100 px-4 py-3 text-sm">{tProductForm("productForm.soldOut")}</p>;
  }
  return (
    <PurchaseForm
      product={product}
      variationsData={variationsData}
      attributes={attributes}
      onVariationChange={onVariationChange}
      onSkuChange={onSkuChange}
      sticky={sticky}
      ajaxAdd={ajaxAdd}
    />
  );
}

/**
 * A grouped product's form is a plain form that needs no script: the server draws it and the
 * browser keeps it as drawn, its code fetched only where no server drew it (a page drawn in the
 * browser, the quick view), so other products' pages do not carry it.
 */
const loadGroupedForm = deferredCode(() => import("./GroupedForm").then((m) => m.GroupedForm));
const ServerGroupedForm = import.meta.env.SSR ? await loadGroupedForm() : null;

/**
 * The sticky bar, its code fetched when the bar is first shown, as most visits never scroll that
 * far. Not fetched (offline, a new release): no bar, and the form's own button still adds.
 */
const StickyBar = lazy<ComponentType<ComponentProps<typeof StickyAddToCart>>>(() =>
  import("./StickyAddToCart").then(
    (m) => ({ default: m.StickyAddToCart }),
    () => ({ default: () => null }),
  ),
);

/** The code raising WooCommerce's variation events: fetched once the form runs, as a first load need not carry it. */
const loadVariationEvents = () => import("./variation-events");

type PurchaseProps = Omit<ProductFormProps, "product"> & { product: FormProduct; attributes: ProductAttribute[] };

function PurchaseForm({ product, variationsData, attributes, onVariationChange, onSkuChange, sticky, ajaxAdd }: PurchaseProps) {
  const { theme } = useSiteSettings();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const variable = attributes.length > 0;
  const formId = `product-form-${product.id}`;

  const [choices, setChoices] = useState<Choices>(() => choicesFromSearch(attributes, product.variations, search));
  const selection = variable ? resolveSelection(attributes, product.variations, choices) : null;
  const variation = selection?.kind === "ready" || selection?.kind === "outofstock" ? selection.variation : null;
  const states = useMemo(() => optionStates(attributes, product.variations, choices), [attributes, product.variations, choices]);
  const bounds = quantityBounds(product, variation);

  const [quantity, setQuantity] = useState(() => String(bounds.min));
  /** The shopper tried to add before choosing everything: say what is missing. */
  const [attempted, setAttempted] = useState(false);
  const [cleared, setCleared] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const barShown = useScrolledAbove(sticky ? buttonRef : null);
  // Once shown, the bar stays on the page (hidden when not needed), so it can slide in and out.
  const [barWanted, setBarWanted] = useState(false);
  if (barShown && !barWanted) setBarWanted(true);

  // The gallery and the SKU follow the chosen variation (and go back when it is cleared).
  const announceVariation = useEffectEvent((v: ProductVariation | null) => {
    onVariationChange?.(v?.image ?? null);
    onSkuChange?.(v?.sku ?? null);
  });
  useEffect(() => announceVariation(variation), [variation]);

  // WooCommerce's variation events, raised once the choices a change made are on the page (the
  // form's start checks the choices it opens with, as WooCommerce's does).
  const pendingChange = useRef<VariationChange | null>(variable ? { kind: "start" } : null);
  const variationEvents = useRef<ReturnType<typeof loadVariationEvents> | null>(null);
  const raiseVariationEvents = useEffectEvent(() => {
    const change = pendingChange.current;
    const form = formRef.current;
    pendingChange.current = null;
    if (!change || !form) return;
    const outcome = variation ? { variationId: variation.id, purchasable: selection?.kind === "ready" } : null;
    (variationEvents.current ??= loadVariationEvents()).then(
      (events) => events.raiseVariationEvents(form, change, outcome),
      () => {}, // Not fetched (offline, a new release): the form works without them.
    );
  });
  useEffect(() => raiseVariationEvents(), [choices]);

  // Back from the next page (bfcache), the buttons must not stay busy.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setSubmitting(false);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  // An AJAX add that ended with the page still here (the cart's scripts say so): not busy any more.
  useEffect(() => {
    const form = formRef.current;
    if (!ajaxAdd || !form) return;
    const onSettled = () => setSubmitting(false);
    form.addEventListener(AJAX_ADD_SETTLED_EVENT, onSettled);
    return () => form.removeEventListener(AJAX_ADD_SETTLED_EVENT, onSettled);
  }, [ajaxAdd]);

  const incomplete = selection?.kind === "incomplete";
  const blocked = selection?.kind === "nomatch" || selection?.kind === "outofstock";

  const choose = (next: Choices) => {
    if (next === choices) return;
    pendingChange.current = { kind: "change" };
    setChoices(next);
    setCleared(false);
  };

  /** Moves focus to the first attribute still to choose (its first open swatch, or its select). */
  const focusMissing = (scroll: boolean) => {
    if (selection?.kind !== "incomplete") return;
    const first = selection.missing[0]!;
    const group = document.getElementById(`${formId}-${first.slug}-swatches`);
    const target = group?.querySelector<HTMLElement>("button:not([aria-disabled])") ?? document.getElementById(`${formId}-${first.slug}`);
    if (scroll) {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      formRef.current?.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
    }
    target?.focus({ preventScroll: scroll });
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (selection && selection.kind !== "ready") {
      e.preventDefault();
      if (selection.kind === "incomplete") {
        setAttempted(true);
        focusMissing(false);
      }
      return;
    }
    setSubmitting(true);
  };

  const addFromBar = () => {
    if (incomplete) {
      setAttempted(true);
      focusMissing(true);
      return;
    }
    if (blocked) return;
    formRef.current?.requestSubmit(buttonRef.current);
  };

  const reset = () => {
    pendingChange.current = { kind: "reset", fields: attributes.length };
    setChoices(Object.fromEntries(attributes.map((a) => [a.fieldName, ""])));
    setAttempted(false);
    setCleared(true);
    const first = attributes[0];
    if (first) document.getElementById(`${formId}-${first.slug}-swatches`)?.querySelector<HTMLElement>("button")?.focus();
  };

  const anyChosen = attributes.some((a) => choices[a.fieldName]);
  const missingNames =
    selection?.kind === "incomplete" ? listFormat.format(selection.missing.map((a) => a.name.toLocaleLowerCase("vi"))) : "";

  const button = (
    <button
      ref={buttonRef}
      type="submit"
      name={ADD_TO_CART_FIELD}
      value={product.id}
      className={`single_add_to_cart_button button alt btn-primary min-w-48 flex-1 sm:flex-none ${submitting ? "loading" : ""} ${
        hydrated && incomplete ? "disabled wc-variation-selection-needed opacity-60" : ""
      } disabled:cursor-not-allowed disabled:opacity-50`}
      // Only once scripts run: without them the server is the one to answer a bad choice.
      disabled={hydrated && blocked}
      aria-disabled={hydrated && incomplete ? true : undefined}
      aria-busy={submitting || undefined}
      data-success_message={ajaxAdd ? addedToCartMessage(product.name, Number(quantity)) : undefined}
    >
      <AddToCartLabel loading={submitting} />
    </button>
  );

  const quantityField = (
    <QuantityInput
      id={`quantity-${product.id}`}
      name={QUANTITY_FIELD}
      value={quantity}
      onChange={setQuantity}
      min={bounds.min}
      max={bounds.max}
      label={t("product.quantityOf", { name: product.name })}
    />
  );

  return (
    <>
      <form
        ref={formRef}
        id={formId}
        className={`${variable ? "variations_form " : ""}cart scroll-mt-24 space-y-4`}
        method="post"
        action={productUrl(product.slug)}
        onSubmit={onSubmit}
        {...(variable ? { "data-product_id": product.id, "data-product_variations": variationsData ?? undefined } : {})}
        // The browser's render leaves `data-product_variations` out where the server drew it.
        suppressHydrationWarning
        {...(ajaxAdd ? { [AJAX_ADD_ATTRIBUTE]: "true" } : {})}
      >
        {variable && (
          <div className="variations space-y-4">
            {attributes.map((a, i) => {
              const chosen = choices[a.fieldName] ?? "";
              const terms = offeredTerms(a, product.variations);
              const chosenName = terms.find((x) => x.slug === chosen)?.name;
              const selectId = `${formId}-${a.slug}`;
              const swatches = a.swatchType !== "select";
              return (
                <div key={a.fieldName} className="variation" data-attribute_name={a.fieldName}>
                  <div className="label flex flex-wrap items-baseline gap-x-1 text-sm">
                    <label
                      id={`${selectId}-label`}
                      htmlFor={selectId}
                      className={`font-semibold ${chosenName && swatches ? "after:content-[':']" : ""}`}
                    >
                      {a.name}
                    </label>
                    {swatches && chosenName && (
                      <span className="swatch-selected-name text-muted [@media(scripting:none)]:hidden">{chosenName}</span>
                    )}
                  </div>
                  <select
                    id={selectId}
                    name={a.fieldName}
                    data-attribute_name={a.fieldName}
                    data-show_option_none="yes"
                    className={`mt-1 h-11 w-full max-w-xs rounded-md border border-gray-300 bg-white px-3 ${swatches ? "[@media(scripting:enabled)]:hidden" : ""}`}
                    value={chosen}
                    onChange={(e) => {
                      const slug = e.currentTarget.value;
                      choose(slug ? { ...choices, [a.fieldName]: slug } : { ...choices, [a.fieldName]: "" });
                    }}
                  >
                    <option value="">{t("product.chooseAnOption")}</option>
                    {terms.map((term) => (
                      <option
                        key={term.slug}
                        value={term.slug}
                        disabled={states[a.fieldName]?.[term.slug] !== "available" && term.slug !== chosen}
                      >
                        {term.name}
                      </option>
                    ))}
                  </select>
                  <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
                    {swatches && (
                      <div id={`${selectId}-swatches`}>
                        <Swatches
                          attribute={a}
                          terms={terms}
                          states={states[a.fieldName] ?? {}}
                          chosen={chosen}
                          labelledBy={`${selectId}-label`}
                          onToggle={(slug: string, state: OptionState) =>
                            choose(toggleChoice(choices, a.fieldName, slug, { state, disableDeselect: theme.swatches.disable_deselect }))
                          }
                        />
                      </div>
                    )}
                    {i === attributes.length - 1 && anyChosen && (
                      <button
                        type="button"
                        className="reset_variations min-h-11 text-sm text-brand-700 underline hover:text-brand-800 [@media(scripting:none)]:hidden"
                        onClick={reset}
                      >
                        {tProductForm("productForm.reset")}
                      </button>
                    )}
                  </div>
                </div>
              );
            })}
          </div>
        )}

        <div className={variable ? "single_variation_wrap" : undefined}>
          {variable && (
            <div className="woocommerce-variation single_variation" role="status" aria-live="polite" aria-atomic="true">
              {(variation || selection?.kind === "nomatch" || (incomplete && (attempted || cleared))) && (
                <div className="mb-4 space-y-1">
                  {variation && (
                    <>
                      <div className="woocommerce-variation-price">
                        <VariationPrice price={variation.price} />
                      </div>
                      <div className="woocommerce-variation-availability text-sm">
                        <VariationStock variation={variation} />
                      </div>
                    </>
                  )}
                  {selection?.kind === "outofstock" && (
                    <p className="wc-no-matching-variations woocommerce-info text-sm text-sale">{tProductForm("productForm.variationOutOfStock")}</p>
                  )}
                  {selection?.kind === "nomatch" && (
                    <p className="wc-no-matching-variations woocommerce-info text-sm text-sale">{tProductForm("productForm.variationNotFound")}</p>
                  )}
                  {incomplete && attempted && (
                    <p className="woocommerce-info text-sm text-sale">{tProductForm("productForm.chooseFirst", { missing: missingNames })}</p>
                  )}
                  {incomplete && !attempted && cleared && <p className="sr-only">{tProductForm("productForm.resetDone")}</p>}
                </div>
              )}
            </div>
          )}
          <div className={`${variable ? "woocommerce-variation-add-to-cart variations_button " : ""}flex flex-wrap items-center gap-3`}>
            {quantityField}
            {button}
            {variable && (
              <>
                <input type="hidden" name="product_id" value={product.id} />
                <input type="hidden" name={VARIATION_ID_FIELD} className="variation_id" value={variation?.id ?? ""} />
              </>
            )}
          </div>
        </div>
      </form>
      {barWanted &&
        createPortal(
          <Suspense fallback={null}>
            <StickyBar
              active={barShown}
              productId={product.id}
              name={product.name}
              price={variation?.price ?? product.price}
              image={variation?.image ?? product.image}
              quantity={quantity}
              onQuantityChange={setQuantity}
              min={bounds.min}
              max={bounds.max}
              onAdd={addFromBar}
              disabled={blocked}
              needsChoice={incomplete}
              loading={submitting}
            />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
