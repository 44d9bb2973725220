import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The import-boundary rule of eslint.config.js (docs/architecture.md "Import rules"), checked
 * by linting snippets as if they sat at the given paths.
 */
const root = path.resolve(import.meta.dirname, "../..");
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: "eslint.config.js" });
  // The first lint loads the config and its plugins: here, not within a test's time.
  await eslint.lintText("", { filePath: "app/lib/probe.ts" });
}, 60_000);

/** The boundary errors for a module that imports `source` and uses what it imports. */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from "${source}";\nexport const y = x;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("import boundaries", () => {
  it("stop a feature from importing a route module, by alias or relative path", async () => {
    expect(await boundaryErrors("app/features/catalog/listing.ts", "~/routes/shop")).toEqual([
      "'~/routes/shop' import is restricted from being used by a pattern. Route modules are entry points: move shared code into a feature.",
    ]);
    expect(await boundaryErrors("app/features/catalog/.server/listing.ts", "../../../routes/shop")).toHaveLength(1);
  });

  it("stop a feature from importing the WordPress compat layer", async () => {
    expect(await boundaryErrors("app/features/cart/.server/cart.ts", "../../../compat/wordpress/rest")).toHaveLength(1);
  });

  it("stop routes and compat from importing each other", async () => {
    expect(await boundaryErrors("app/routes/cart.tsx", "~/compat/wordpress/rest")).toHaveLength(1);
    expect(await boundaryErrors("app/compat/wordpress/wc-ajax.ts", "../../routes/cart")).toHaveLength(1);
  });

  it("stop ui and lib from importing features", async () => {
    expect(await boundaryErrors("app/ui/Pagination.tsx", "~/features/catalog/types")).toHaveLength(1);
    expect(await boundaryErrors("app/lib/money.ts", "../features/catalog/types")).toHaveLength(1);
  });

  it("stop a component from importing a .server module", async () => {
    expect(await boundaryErrors("app/features/catalog/components/ProductCard.tsx", "~/features/catalog/.server/products")).toEqual([
      "'~/features/catalog/.server/products' import is restricted from being used by a pattern. Browser code cannot import .server modules: call them from a loader or action.",
    ]);
    expect(await boundaryErrors("app/ui/Picture.tsx", "../features/catalog/.server/products")).toHaveLength(2);
  });

  it("let route modules, .server modules, tests and the server import .server modules", async () => {
    expect(await boundaryErrors("app/routes/shop.tsx", "~/features/catalog/.server/listing")).toEqual([]);
    expect(await boundaryErrors("app/root.tsx", "~/features/site/.server/site")).toEqual([]);
    expect(await boundaryErrors("app/compat/wordpress/admin-ajax.ts", "~/platform/.server/rest-nonce")).toEqual([]);
    expect(await boundaryErrors("app/features/site/.server/site.ts", "../../../platform/.server/db")).toEqual([]);
    expect(await boundaryErrors("app/features/cart/totals.test.ts", "./.server/cart")).toEqual([]);
    expect(await boundaryErrors("server/app.ts", "../app/platform/.server/session")).toEqual([]);
  });

  it("allow the intended direction", async () => {
    expect(await boundaryErrors("app/features/catalog/components/ProductCard.tsx", "~/lib/money")).toEqual([]);
    expect(await boundaryErrors("app/routes/shop.tsx", "~/features/catalog/components/ListingTemplate")).toEqual([]);
    expect(await boundaryErrors("app/compat/wordpress/rest.ts", "~/features/site/.server/site")).toEqual([]);
    // A folder deeper down that merely shares a layer's name is not that layer.
    expect(await boundaryErrors("app/features/catalog/index.ts", "~/features/catalog/routes/suggest")).toEqual([]);
  });
});

describe("the feature order (app/features/README.md)", () => {
  it("lets a feature import the features below it through their indexes", async () => {
    expect(await boundaryErrors("app/features/cart/components/MiniCart.tsx", "~/features/catalog")).toEqual([]);
    expect(await boundaryErrors("app/features/checkout/.server/place-order.ts", "~/features/cart/.server")).toEqual([]);
    expect(await boundaryErrors("app/features/shell/components/SiteHeader.tsx", "~/features/search")).toEqual([]);
    expect(await boundaryErrors("app/features/catalog/.server/quick-view.ts", "../../site")).toEqual([]);
  });

  it("stop a feature from importing one above it or beside it", async () => {
    expect(await boundaryErrors("app/features/catalog/components/CardAddToCart.tsx", "~/features/cart")).toEqual([
      "'~/features/cart' import is restricted from being used by a pattern. Features depend downwards only (app/features/README.md): catalog may import site.",
    ]);
    expect(await boundaryErrors("app/features/site/components/Notices.tsx", "~/features/search")).toEqual([
      "'~/features/search' import is restricted from being used by a pattern. Features depend downwards only (app/features/README.md): site, at the bottom, imports no other feature.",
    ]);
    expect(await boundaryErrors("app/features/orders/types.ts", "../checkout/shipping")).toHaveLength(1);
    expect(await boundaryErrors("app/features/search/result-view.ts", "~/features/cart")).toHaveLength(1);
    expect(await boundaryErrors("app/features/cart/.server/cart.ts", "../../../features/shell")).toHaveLength(1);
  });

  it("stop a feature from reaching into another one's files past its index", async () => {
    expect(await boundaryErrors("app/features/search/components/SearchResults.tsx", "~/features/catalog/components/Price")).toEqual([
      "'~/features/catalog/components/Price' import is restricted from being used by a pattern. Another feature is reached through its index: `~/features/<name>` (browser-safe) or `~/features/<name>/.server` (server code).",
    ]);
    expect(await boundaryErrors("app/features/checkout/.server/checkout-page.ts", "../../cart/.server/cart")).toHaveLength(1);
    expect(await boundaryErrors("app/features/checkout/.server/checkout-page.ts", "~/features/cart/.server/index")).toHaveLength(1);
    // A feature's own files are its own to import.
    expect(await boundaryErrors("app/features/catalog/components/ProductCard.tsx", "~/features/catalog/components/Price")).toEqual([]);
  });

  it("keep browser code away from another feature's .server index", async () => {
    expect(await boundaryErrors("app/features/cart/components/MiniCart.tsx", "~/features/site/.server")).toEqual([
      "'~/features/site/.server' import is restricted from being used by a pattern. Browser code cannot import .server modules: call them from a loader or action.",
    ]);
  });

  it("has indexes that only re-export (vite.config.ts builds them as free of side effects)", () => {
    const indexes = readdirSync(path.join(root, "app/features"), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(path.join(root, "app/features", e.name, "index.ts")))
      .map((e) => path.join(root, "app/features", e.name, "index.ts"));
    expect(indexes.length).toBeGreaterThan(1);
    for (const file of indexes) {
      const statements = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").split(";").map((s) => s.trim()).filter(Boolean);
      for (const statement of statements) expect(statement, file).toMatch(/^export (type )?\{[^}]*\} from "[^"]+"$/);
    }
  });

  it("has a place for every feature folder: none may reach into another's files", async () => {
    const features = readdirSync(path.join(root, "app/features"), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(features.length).toBeGreaterThan(1);
    for (const feature of features) {
      const other = features.find((f) => f !== feature);
      expect(await boundaryErrors(`app/features/${feature}/probe.ts`, `~/features/${other}/internal/module`), feature).toHaveLength(1);
    }
  });
});
