import { z } from "zod";

/**
 * WooCommerce's product CSV (its built-in exporter's columns and its importer's reading of them),
 * as this shop keeps products: one row a product or variation, lists in a cell separated by
 * commas (`\,` a comma inside a value), category paths `A > B`, attributes in numbered column
 * groups. What the shop has no place for (tax, dimensions, downloads, up-sells, sale dates…) is
 * read and left, and a row says so in its notes; what the shop keeps is written back the same,
 * so an export imported again changes nothing.
 */

/** The exporter's columns before the attributes, in its order (WooCommerce's `get_default_column_names`). */
export const BASE_COLUMNS = [
  "ID",
  "Type",
  "SKU",
  "GTIN, UPC, EAN, or ISBN",
  "Name",
  "Published",
  "Is featured?",
  "Visibility in catalog",
  "Short description",
  "Description",
  "Date sale price starts",
  "Date sale price ends",
  "Tax status",
  "Tax class",
  "In stock?",
  "Stock",
  "Low stock amount",
  "Backorders allowed?",
  "Sold individually?",
  "Weight (kg)",
  "Length (cm)",
  "Width (cm)",
  "Height (cm)",
  "Allow customer reviews?",
  "Purchase note",
  "Sale price",
  "Regular price",
  "Categories",
  "Tags",
  "Shipping class",
  "Images",
  "Download limit",
  "Download expiry days",
  "Parent",
  "Grouped products",
  "Upsells",
  "Cross-sells",
  "External URL",
  "Button text",
  "Position",
] as const;

/** The four columns of attribute `n` (1-based), as the exporter names them. */
export const attributeColumns = (n: number) => [`Attribute ${n} name`, `Attribute ${n} value(s)`, `Attribute ${n} visible`, `Attribute ${n} global`] as const;

/**
 * A `Meta: <key>` column, WooCommerce's for a product's meta entry (its exporter writes one for
 * each key its products have, a value that is not text as JSON; its importer sets the key's value).
 */
export const metaColumn = (key: string) => `Meta: ${key}`;
const META_COLUMN = /^Meta:\s*(.+)$/i;

/** A meta value as its cell holds it: text as it is, any other value as JSON (the exporter's `wp_json_encode`). */
export const metaCellText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** Grams in one unit of the weight column's unit (`Weight (lbs)`); the shop keeps whole grams. */
const GRAMS_PER: Record<string, number> = { kg: 1000, g: 1, lbs: 453.59237, lb: 453.59237, oz: 28.349523125 };

/** A cell's values: WooCommerce's `explode_values` (`\,` is a comma inside a value), trimmed, empties left out. */
export function splitList(cell: string): string[] {
  return cell
    .replaceAll("\\,", "\u0000")
    .split(",")
    .map((v) => v.replaceAll("\u0000", ",").trim())
    .filter((v) => v !== "");
}

/** Values joined as `splitList` reads them back. */
export const joinList = (values: readonly string[]) => values.map((v) => v.replaceAll(",", "\\,")).join(", ");

/**
 * The exporter writes a `'` before a cell starting with `=`, `+`, `-` or `@` (so a spreadsheet
 * does not run it as a formula); the importer takes it off.
 */
export const unescapeCell = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);
export const escapeCell = (cell: string) => (/^[=+\-@]/.test(cell) ? `'${cell}` : cell);

/** One cell of a CSV file as RFC 4180 writes it: quoted when it holds a comma, quote or line break. */
export const csvCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

export type Money = { dong: number; rounded: boolean };

/**
 * A price cell in whole đồng. The shop's money has no smaller unit: a decimal price (WooCommerce
 * stores `19.99`) is rounded half up to the đồng, and the row notes it; a negative, a number in
 * another notation or text is refused.
 */
export function parseMoney(cell: string): Money | null {
  const text = cell.trim().replace(/^\+/, "");
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  const base = Number(whole || "0");
  const roundsUp = fraction !== "" && Number(fraction[0]) >= 5;
  const dong = base + (roundsUp ? 1 : 0);
  if (!Number.isSafeInteger(dong)) return null;
  return { dong, rounded: /[1-9]/.test(fraction) };
}

/** The unit in a weight header, `Weight (lbs)` → `lbs`; WooCommerce's default kg when none is named. */
export function weightUnit(header: string): string | null {
  const unit = /^Weight(?: \(([^)]*)\))?$/.exec(header.trim())?.[1]?.trim().toLowerCase() ?? "kg";
  return unit in GRAMS_PER ? unit : null;
}

export function gramsOf(cell: string, unit: string): number | null {
  const text = cell.trim();
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  return Math.round(Number(text) * GRAMS_PER[unit]!);
}

/** Grams written in kilograms without trailing zeros: 1500 → `1.5`. */
export const kilogramsOf = (grams: number) => String(grams / 1000);

export type ProductCsvType = "simple" | "variable" | "grouped" | "variation";
export type CsvPublished = "publish" | "draft" | "private";
export type CsvStockStatus = "instock" | "outofstock" | "onbackorder";
export type CsvBackorders = "no" | "yes" | "notify";
export type CsvAttribute = { name: string; values: string[]; visible: boolean; global: boolean };
export type CsvParent = { id: number } | { sku: string };

/**
 * One row read: each field undefined when its column is not in the file (an update keeps what
 * the product has), else its value. `notes` says what was read but not kept.
 */
export type ProductCsvRow = {
  line: number;
  id: number | null;
  type: ProductCsvType | undefined;
  sku: string | null | undefined;
  name: string | undefined;
  status: CsvPublished | undefined;
  featured: boolean | undefined;
  shortDescription: string | undefined;
  description: string | undefined;
  stockStatus: CsvStockStatus | undefined;
  /** Null: the stock is not counted. */
  stockQuantity: number | null | undefined;
  backorders: CsvBackorders | undefined;
  soldIndividually: boolean | undefined;
  weightGrams: number | null | undefined;
  reviewsAllowed: boolean | undefined;
  regularPrice: number | null | undefined;
  salePrice: number | null | undefined;
  /** Each category as its path from the top, `["Quần áo", "Áo thun"]`. */
  categories: string[][] | undefined;
  tags: string[] | undefined;
  shippingClass: string | null | undefined;
  images: string[] | undefined;
  parent: CsvParent | null;
  /** A grouped product's products in its order (`Grouped products`: SKUs or `id:N`); undefined without the column. */
  groupedProducts: CsvParent[] | undefined;
  menuOrder: number | undefined;
  /** Undefined when the file has no attribute columns. */
  attributes: CsvAttribute[] | undefined;
  /**
   * The row's `Meta: <key>` cells that hold a value, each as text (WooCommerce's importer keeps
   * them so); undefined when the file has no such column. An empty cell changes nothing, and a
   * protected key (`_…`, WooCommerce's own) is left out.
   */
  metaData: Array<{ key: string; value: string }> | undefined;
  notes: string[];
};

export type RowProblem = { line: number; message: string };

/**
 * A line not imported: bad input (`error`: the whole file is refused unless the import goes on
 * past errors) or a row of a kind the shop has no place for, reported and passed over.
 */
export type SkippedRow = RowProblem & { error: boolean };

const flag = (label: string) =>
  z
    .string()
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(["1", "0", "yes", "no", "true", "false", ""], { error: `${label}: cần 1 hoặc 0` }))
    .transform((v) => v === "1" || v === "yes" || v === "true");

const optionalInt = (label: string) =>
  z
    .string()
    .transform((v) => v.trim())
    .pipe(z.union([z.literal(""), z.string().regex(/^-?\d{1,9}$/, { error: `${label}: cần một số nguyên` })]))
    .transform((v) => (v === "" ? null : Number(v)));

/** The cells the shop reads, each checked and typed; absent columns are left undefined by `readProductRow`. */
const cellShapes = {
  Type: z.string(),
  Published: z
    .string()
    .transform((v) => v.trim())
    .pipe(z.enum(["1", "0", "-1", ""], { error: "Published: cần 1, 0 hoặc -1" }))
    .transform((v): CsvPublished => (v === "1" || v === "" ? "publish" : v === "-1" ? "private" : "draft")),
  "Is featured?": flag("Is featured?"),
  "Sold individually?": flag("Sold individually?"),
  "Allow customer reviews?": flag("Allow customer reviews?"),
  "In stock?": z
    .string()
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(["1", "0", "backorder", "onbackorder", "instock", "outofstock", ""], { error: "In stock?: cần 1, 0 hoặc backorder" }))
    .transform((v): CsvStockStatus => (v === "0" || v === "outofstock" ? "outofstock" : v === "backorder" || v === "onbackorder" ? "onbackorder" : "instock")),
  "Backorders allowed?": z
    .string()
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(["1", "0", "notify", "yes", "no", ""], { error: "Backorders allowed?: cần 1, 0 hoặc notify" }))
    .transform((v): CsvBackorders => (v === "1" || v === "yes" ? "yes" : v === "notify" ? "notify" : "no")),
  Stock: optionalInt("Stock"),
  Position: optionalInt("Position"),
};

/** What a file's header row says: which columns it has, its weight unit, how many attribute groups. */
export type CsvHeader = {
  columns: string[];
  has: (name: string) => boolean;
  weightColumn: string | null;
  weightUnit: string | null;
  attributeCount: number;
  /** Each `Meta: <key>` column with its key. */
  metaColumns: Array<{ column: string; key: string }>;
};

export function readHeader(columns: string[]): { ok: true; header: CsvHeader } | { ok: false; message: string } {
  const trimmed = columns.map((c) => c.replace(/^\uFEFF/, "").trim());
  const set = new Set(trimmed);
  if (!set.has("Name") && !set.has("SKU") && !set.has("ID")) {
    return { ok: false, message: "không phải tệp CSV sản phẩm của WooCommerce (không có cột ID, SKU hay Name)" };
  }
  const weightColumn = trimmed.find((c) => /^Weight(\s|$)/.test(c)) ?? null;
  const unit = weightColumn ? weightUnit(weightColumn) : null;
  if (weightColumn && !unit) return { ok: false, message: `đơn vị khối lượng không rõ trong cột "${weightColumn}" (kg, g, lbs hoặc oz)` };
  let attributeCount = 0;
  while (set.has(`Attribute ${attributeCount + 1} name`)) attributeCount++;
  const metaColumns = trimmed.flatMap((column) => {
    const key = META_COLUMN.exec(column)?.[1]?.trim();
    return key ? [{ column, key }] : [];
  });
  return { ok: true, header: { columns: trimmed, has: (name) => set.has(name), weightColumn, weightUnit: unit, attributeCount, metaColumns } };
}

/** What WooCommerce types mean here: the shop sells simple, variable (with their variations) and grouped products. */
function typeOf(cell: string, notes: string[]): ProductCsvType | "unknown" {
  const parts = splitList(cell.toLowerCase());
  if (parts.includes("variation")) return "variation";
  if (parts.includes("variable")) return "variable";
  if (parts.includes("grouped")) return "grouped";
  if (parts.includes("downloadable")) notes.push("tệp tải về không được giữ (cửa hàng không bán hàng tải về)");
  if (parts.includes("virtual")) notes.push("hàng ảo được nhập như hàng thường");
  if (parts.includes("external")) {
    notes.push("sản phẩm liên kết ngoài được nhập như sản phẩm thường (không giữ External URL)");
    return "simple";
  }
  if (parts.includes("simple") || parts.length === 0) return "simple";
  return "unknown";
}

/** `id:44` or a SKU, as WooCommerce's Parent column holds it. */
export function parentOf(cell: string): CsvParent | null {
  const text = cell.trim();
  if (text === "") return null;
  const byId = /^id:(\d{1,9})$/i.exec(text);
  return byId ? { id: Number(byId[1]) } : { sku: text };
}

/**
 * One data row of the file typed as the shop keeps it, or its problems (each with the line).
 * A grouped product's prices are its products' (WooCommerce's importer leaves a group's own
 * price cells unread too).
 */
export function readProductRow(header: CsvHeader, cells: Record<string, string>, line: number): { ok: true; row: ProductCsvRow } | { ok: false; problems: SkippedRow[] } {
  const problems: string[] = [];
  const notes: string[] = [];
  const cell = (name: string) => unescapeCell(cells[name] ?? "");
  const present = (name: string) => header.has(name);
  function typed<K extends keyof typeof cellShapes>(name: K): z.output<(typeof cellShapes)[K]> | undefined {
    if (!present(name)) return undefined;
    const parsed = cellShapes[name].safeParse(cell(name));
    if (parsed.success) return parsed.data as z.output<(typeof cellShapes)[K]>;
    problems.push(parsed.error.issues[0]?.message ?? name);
    return undefined;
  }
  const money = (name: "Regular price" | "Sale price"): number | null | undefined => {
    if (!present(name)) return undefined;
    const text = cell(name).trim();
    if (text === "") return null;
    const parsed = parseMoney(text);
    if (!parsed) {
      problems.push(`${name}: "${text}" không phải một giá (số không âm, đơn vị đồng)`);
      return undefined;
    }
    if (parsed.rounded) notes.push(`${name} ${text} được làm tròn thành ${parsed.dong} đồng`);
    return parsed.dong;
  };

  const idText = cell("ID").trim();
  let id: number | null = null;
  if (idText !== "") {
    if (/^\d{1,9}$/.test(idText)) id = Number(idText);
    else problems.push(`ID: "${idText}" không phải một số`);
  }
  let type: ProductCsvType | undefined;
  if (present("Type")) {
    const found = typeOf(cell("Type"), notes);
    if (found === "unknown") problems.push(`Type: "${cell("Type")}" không phải simple, variable, grouped hay variation`);
    else type = found;
  }
  const name = present("Name") ? cell("Name").trim() : undefined;
  const sku = present("SKU") ? cell("SKU").trim() || null : undefined;
  const parent = present("Parent") ? parentOf(cell("Parent")) : null;
  const groupedCell = cell("Grouped products").trim();
  const groupedProducts = present("Grouped products") && (type === "grouped" || type === undefined) ? splitList(groupedCell).map((ref) => parentOf(ref)!) : undefined;
  if (groupedCell !== "" && type !== undefined && type !== "grouped") notes.push("Grouped products chỉ được giữ cho sản phẩm nhóm (grouped)");
  if (type === "variation" && !parent) problems.push("biến thể cần cột Parent (id:NN hoặc SKU của sản phẩm cha)");

  let weightGrams: number | null | undefined;
  if (header.weightColumn && header.weightUnit) {
    const text = cell(header.weightColumn).trim();
    weightGrams = text === "" ? null : gramsOf(text, header.weightUnit);
    if (weightGrams === null && text !== "") {
      problems.push(`${header.weightColumn}: "${text}" không phải một khối lượng`);
      weightGrams = undefined;
    }
  }

  let attributes: CsvAttribute[] | undefined;
  if (header.attributeCount > 0) {
    attributes = [];
    for (let n = 1; n <= header.attributeCount; n++) {
      const [nameColumn, valuesColumn, visibleColumn, globalColumn] = attributeColumns(n);
      const attributeName = cell(nameColumn).trim();
      if (attributeName === "") continue;
      const visible = cell(visibleColumn).trim();
      const global = cell(globalColumn).trim();
      attributes.push({ name: attributeName, values: splitList(cell(valuesColumn)), visible: visible !== "0", global: global !== "0" });
      if (global === "0") notes.push(`thuộc tính riêng "${attributeName}" được nhập như thuộc tính chung`);
    }
  }

  for (const [column, what] of [
    ["Date sale price starts", "ngày bắt đầu giảm giá"],
    ["Date sale price ends", "ngày kết thúc giảm giá"],
    ["Upsells", "sản phẩm bán kèm (Upsells)"],
    ["Cross-sells", "sản phẩm bán chéo (Cross-sells)"],
    ["Purchase note", "ghi chú mua hàng"],
  ] as const) {
    if (cell(column).trim() !== "") notes.push(`${what} không được giữ`);
  }
  const visibility = cell("Visibility in catalog").trim();
  if (visibility !== "" && visibility !== "visible") notes.push(`Visibility in catalog "${visibility}" không được giữ: sản phẩm hiện như mọi sản phẩm`);

  const row: ProductCsvRow = {
    line,
    id,
    type,
    sku,
    name,
    status: typed("Published"),
    featured: typed("Is featured?"),
    shortDescription: present("Short description") ? cell("Short description") : undefined,
    description: present("Description") ? cell("Description") : undefined,
    stockStatus: typed("In stock?"),
    stockQuantity: typed("Stock"),
    backorders: typed("Backorders allowed?"),
    soldIndividually: typed("Sold individually?"),
    weightGrams,
    reviewsAllowed: typed("Allow customer reviews?"),
    regularPrice: type === "grouped" ? undefined : money("Regular price"),
    salePrice: type === "grouped" ? undefined : money("Sale price"),
    categories: present("Categories") ? splitList(cell("Categories")).map((path) => path.split(">").map((part) => part.trim()).filter(Boolean)) : undefined,
    tags: present("Tags") ? splitList(cell("Tags")) : undefined,
    shippingClass: present("Shipping class") ? cell("Shipping class").trim() || null : undefined,
    images: present("Images") ? splitList(cell("Images")) : undefined,
    parent,
    groupedProducts,
    menuOrder: present("Position") ? (typed("Position") ?? 0) : undefined,
    attributes,
    metaData:
      header.metaColumns.length === 0
        ? undefined
        : header.metaColumns.filter((m) => !m.key.startsWith("_") && cell(m.column) !== "").map((m) => ({ key: m.key, value: cell(m.column) })),
    notes,
  };
  if (row.regularPrice !== undefined && row.salePrice !== undefined && row.salePrice !== null && (row.regularPrice === null || row.salePrice >= row.regularPrice)) {
    problems.push("Sale price phải nhỏ hơn Regular price");
  }
  if (row.stockQuantity !== undefined && row.stockQuantity !== null && row.stockQuantity < 0 && row.backorders !== "yes" && row.backorders !== "notify") {
    problems.push("Stock âm chỉ được khi nhận đặt hàng trước (Backorders allowed?)");
  }
  if (problems.length > 0) return { ok: false, problems: problems.map((message) => ({ line, error: true, message })) };
  return { ok: true, row };
}
