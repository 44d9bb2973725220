import { describe, expect, it } from "vitest";
import type { ProductAttribute, ProductVariation, StockStatus } from "../../types";
import {
  MAX_QUANTITY,
  choicesFromSearch,
  offeredTerms,
  optionState,
  optionStates,
  quantityBounds,
  resolveSelection,
  toggleChoice,
  variationAttributes,
} from "./variations";

const COLOR = "attribute_pa_mau-sac";
const SIZE = "attribute_pa_kich-thuoc";

const term = (slug: string, name: string) => ({ slug, name, color: null, color2: null, label: null, image: null });
const attribute = (slug: string, name: string, terms: ProductAttribute["terms"], usedForVariations = true): ProductAttribute => ({
  name,
  slug,
  fieldName: `attribute_pa_${slug}`,
  swatchType: "label",
  usedForVariations,
  visible: true,
  terms,
});

const colour = attribute("mau-sac", "Màu sắc", [term("do", "Đỏ"), term("xanh", "Xanh"), term("trang", "Trắng")]);
const size = attribute("kich-thuoc", "Kích thước", [term("s", "S"), term("m", "M"), term("l", "L")]);
const material = attribute("chat-lieu", "Chất liệu", [term("cotton", "Cotton")], false);

let nextId = 100;
const variation = (
  c: string,
  s: string,
  stockStatus: StockStatus = "instock",
  extra: Partial<ProductVariation> = {},
): ProductVariation => ({
  id: nextId++,
  sku: `SKU-${c}-${s}`.toUpperCase(),
  price: { kind: "single", amount: 200_000 },
  stockStatus,
  manageStock: stockStatus === "instock",
  stockQuantity: stockStatus === "instock" ? 10 : null,
  backorders: "no",
  attributes: { [COLOR]: c, [SIZE]: s },
  image: null,
  ...extra,
});

// Red: S in stock, M sold out, no L. Blue: S, M in stock, L on backorder. White: no variation.
const redS = variation("do", "s");
const redM = variation("do", "m", "outofstock");
const blueS = variation("xanh", "s");
const blueM = variation("xanh", "m");
const blueL = variation("xanh", "l", "onbackorder");
const variations = [redS, redM, blueS, blueM, blueL];
const attributes = [colour, size];

const none = { [COLOR]: "", [SIZE]: "" };

describe("variationAttributes", () => {
  it("keeps the attributes used for variations, in order", () => {
    expect(variationAttributes({ attributes: [colour, material, size] }).map((a) => a.slug)).toEqual(["mau-sac", "kich-thuoc"]);
  });
});

describe("offeredTerms", () => {
  it("drops terms no variation can have", () => {
    expect(offeredTerms(colour, variations).map((t) => t.slug)).toEqual(["do", "xanh"]);
    expect(offeredTerms(size, variations).map((t) => t.slug)).toEqual(["s", "m", "l"]);
  });
  it("offers every term when a variation takes any value", () => {
    const anyColour = variation("", "s");
    expect(offeredTerms(colour, [anyColour]).map((t) => t.slug)).toEqual(["do", "xanh", "trang"]);
  });
});

describe("optionState", () => {
  it("with nothing chosen, an option is available when some purchasable variation has it", () => {
    expect(optionState(variations, none, COLOR, "do")).toBe("available");
    expect(optionState(variations, none, SIZE, "l")).toBe("available"); // on backorder counts
    expect(optionState(variations, none, COLOR, "trang")).toBe("unavailable");
  });
  it("follows the other attributes' choices", () => {
    const red = { ...none, [COLOR]: "do" };
    expect(optionState(variations, red, SIZE, "s")).toBe("available");
    expect(optionState(variations, red, SIZE, "m")).toBe("outofstock");
    expect(optionState(variations, red, SIZE, "l")).toBe("unavailable");
    const medium = { ...none, [SIZE]: "m" };
    expect(optionState(variations, medium, COLOR, "do")).toBe("outofstock");
    expect(optionState(variations, medium, COLOR, "xanh")).toBe("available");
  });
  it("ignores the attribute's own choice, so another value of it can still be picked", () => {
    const redMedium = { [COLOR]: "do", [SIZE]: "m" };
    expect(optionState(variations, redMedium, COLOR, "xanh")).toBe("available");
    expect(optionState(variations, redMedium, SIZE, "s")).toBe("available");
  });
  it("is out of stock when every fitting variation is sold out", () => {
    const soldOut = [variation("do", "s", "outofstock"), variation("do", "m", "outofstock")];
    expect(optionState(soldOut, none, COLOR, "do")).toBe("outofstock");
  });
  it("lets a variation with 'any' value fit every choice there", () => {
    const anySize = variation("do", "");
    expect(optionState([anySize], { ...none, [COLOR]: "do" }, SIZE, "l")).toBe("available");
    expect(optionState([anySize], { ...none, [SIZE]: "l" }, COLOR, "do")).toBe("available");
    expect(optionState([anySize], { ...none, [SIZE]: "l" }, COLOR, "xanh")).toBe("unavailable");
  });
});

describe("optionStates", () => {
  it("maps every term of every attribute", () => {
    const states = optionStates(attributes, variations, { ...none, [SIZE]: "l" });
    expect(states[COLOR]).toEqual({ do: "unavailable", xanh: "available", trang: "unavailable" });
    expect(states[SIZE]).toEqual({ s: "available", m: "available", l: "available" });
  });
});

describe("resolveSelection", () => {
  it("lists the attributes still to choose, in order", () => {
    const s = resolveSelection(attributes, variations, none);
    expect(s.kind).toBe("incomplete");
    expect(s.kind === "incomplete" && s.missing.map((a) => a.slug)).toEqual(["mau-sac", "kich-thuoc"]);
    const partial = resolveSelection(attributes, variations, { ...none, [COLOR]: "do" });
    expect(partial.kind === "incomplete" && partial.missing.map((a) => a.slug)).toEqual(["kich-thuoc"]);
  });
  it("finds the variation of a full choice", () => {
    expect(resolveSelection(attributes, variations, { [COLOR]: "xanh", [SIZE]: "m" })).toEqual({ kind: "ready", variation: blueM });
    expect(resolveSelection(attributes, variations, { [COLOR]: "xanh", [SIZE]: "l" })).toEqual({ kind: "ready", variation: blueL });
  });
  it("tells a sold-out variation from a combination that does not exist", () => {
    expect(resolveSelection(attributes, variations, { [COLOR]: "do", [SIZE]: "m" })).toEqual({ kind: "outofstock", variation: redM });
    expect(resolveSelection(attributes, variations, { [COLOR]: "do", [SIZE]: "l" })).toEqual({ kind: "nomatch" });
  });
  it("takes the first variation that fits, 'any' values included", () => {
    const anySize = variation("do", "");
    const later = variation("do", "l");
    expect(resolveSelection(attributes, [anySize, later], { [COLOR]: "do", [SIZE]: "l" })).toEqual({ kind: "ready", variation: anySize });
  });
});

describe("choicesFromSearch", () => {
  it("reads attribute_pa_… parameters for offered terms", () => {
    expect(choicesFromSearch(attributes, variations, `?${COLOR}=xanh&${SIZE}=l`)).toEqual({ [COLOR]: "xanh", [SIZE]: "l" });
    expect(choicesFromSearch(attributes, variations, new URLSearchParams({ [SIZE]: "m" }))).toEqual({ [COLOR]: "", [SIZE]: "m" });
  });
  it("ignores unknown terms, terms no variation has, and other parameters", () => {
    expect(choicesFromSearch(attributes, variations, `?${COLOR}=tim&${SIZE}=<b>`)).toEqual(none);
    expect(choicesFromSearch(attributes, variations, `?${COLOR}=trang`)).toEqual(none);
    expect(choicesFromSearch(attributes, variations, "?utm_source=x")).toEqual(none);
    expect(choicesFromSearch(attributes, variations, "")).toEqual(none);
  });
  it("keeps a sold-out choice (the form then says so)", () => {
    expect(choicesFromSearch(attributes, variations, `?${COLOR}=do&${SIZE}=m`)).toEqual({ [COLOR]: "do", [SIZE]: "m" });
  });
});

describe("toggleChoice", () => {
  const on = { state: "available" as const, disableDeselect: false };
  it("chooses an available option, replacing the attribute's previous one", () => {
    expect(toggleChoice(none, COLOR, "do", on)).toEqual({ ...none, [COLOR]: "do" });
    expect(toggleChoice({ ...none, [COLOR]: "do" }, COLOR, "xanh", on)).toEqual({ ...none, [COLOR]: "xanh" });
  });
  it("clears the chosen option when it is clicked again", () => {
    expect(toggleChoice({ [COLOR]: "do", [SIZE]: "s" }, COLOR, "do", on)).toEqual({ [COLOR]: "", [SIZE]: "s" });
  });
  it("keeps it when the shop disables deselecting", () => {
    const chosen = { [COLOR]: "do", [SIZE]: "s" };
    expect(toggleChoice(chosen, COLOR, "do", { ...on, disableDeselect: true })).toBe(chosen);
  });
  it("refuses options that are not available", () => {
    expect(toggleChoice(none, SIZE, "m", { state: "outofstock", disableDeselect: false })).toBe(none);
    expect(toggleChoice(none, SIZE, "l", { state: "unavailable", disableDeselect: false })).toBe(none);
  });
  it("still lets a chosen option that went out of reach be cleared", () => {
    const chosen = { [COLOR]: "do", [SIZE]: "m" };
    expect(toggleChoice(chosen, SIZE, "m", { state: "outofstock", disableDeselect: false })).toEqual({ [COLOR]: "do", [SIZE]: "" });
  });
});

type Stock = Parameters<typeof quantityBounds>[0];
const stock = (o: Partial<Stock> = {}): Stock => ({
  minQuantity: null,
  maxQuantity: null,
  soldIndividually: false,
  manageStock: false,
  stockQuantity: null,
  backorders: "no",
  stockStatus: "instock",
  ...o,
});

describe("quantityBounds", () => {
  it("is 1 to the form's limit by default", () => {
    expect(quantityBounds(stock(), null)).toEqual({ min: 1, max: MAX_QUANTITY });
  });
  it("follows the product's min and max, and one for an item sold individually", () => {
    expect(quantityBounds(stock({ minQuantity: 2, maxQuantity: 6 }), null)).toEqual({ min: 2, max: 6 });
    expect(quantityBounds(stock({ soldIndividually: true }), null)).toEqual({ min: 1, max: 1 });
  });
  it("stops at the stock left when stock is counted and no backorders are taken", () => {
    expect(quantityBounds(stock({ manageStock: true, stockQuantity: 3 }), null)).toEqual({ min: 1, max: 3 });
    expect(quantityBounds(stock({ manageStock: false, stockQuantity: 3 }), null)).toEqual({ min: 1, max: MAX_QUANTITY });
    expect(quantityBounds(stock({ manageStock: true, stockQuantity: 3, backorders: "notify" }), null).max).toBe(MAX_QUANTITY);
    expect(quantityBounds(stock({ manageStock: true, stockQuantity: -2, backorders: "yes", stockStatus: "onbackorder" }), null).max).toBe(MAX_QUANTITY);
  });
  it("uses the chosen variation's stock, or its product's when the variation counts none", () => {
    expect(quantityBounds(stock({ maxQuantity: 20 }), variation("do", "s", "instock", { stockQuantity: 4 }))).toEqual({ min: 1, max: 4 });
    expect(quantityBounds(stock({ maxQuantity: 2 }), variation("do", "s", "instock", { stockQuantity: 4 }))).toEqual({ min: 1, max: 2 });
    expect(quantityBounds(stock(), variation("do", "s", "instock", { manageStock: false, stockQuantity: null })).max).toBe(MAX_QUANTITY);
    expect(quantityBounds(stock({ manageStock: true, stockQuantity: 2 }), variation("do", "s", "instock", { manageStock: false, stockQuantity: null }))).toEqual({ min: 1, max: 2 });
  });
  it("never puts max below min", () => {
    expect(quantityBounds(stock({ minQuantity: 5, manageStock: true, stockQuantity: 2 }), null)).toEqual({ min: 5, max: 5 });
    expect(quantityBounds(stock({ stockStatus: "outofstock" }), null)).toEqual({ min: 1, max: 1 });
  });
});
