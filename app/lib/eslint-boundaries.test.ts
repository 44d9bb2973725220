import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The import-boundary rule of eslint.config.js (docs/architecture.md "Import rules"), checked
 * by linting snippets as if they sat at the given paths.
 */
const root = path.resolve(import.meta.dirname, "../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: "eslint.config.js" });
});

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
    expect(await boundaryErrors("app/compat/wordpress/nonce.ts", "~/platform/.server/nonce")).toEqual([]);
    expect(await boundaryErrors("app/features/site/.server/site.ts", "../../../platform/.server/db")).toEqual([]);
    expect(await boundaryErrors("app/features/cart/totals.test.ts", "./.server/cart")).toEqual([]);
    expect(await boundaryErrors("server/app.ts", "../app/platform/.server/session")).toEqual([]);
  });

  it("allow the intended direction", async () => {
    expect(await boundaryErrors("app/features/catalog/components/ProductCard.tsx", "~/lib/money")).toEqual([]);
    expect(await boundaryErrors("app/routes/shop.tsx", "~/features/catalog/components/ListingTemplate")).toEqual([]);
    expect(await boundaryErrors("app/compat/wordpress/rest.ts", "~/features/site/.server/site")).toEqual([]);
    // A folder deeper down that merely shares a layer's name is not that layer.
    expect(await boundaryErrors("app/features/cart/index.ts", "~/features/search/routes/suggest")).toEqual([]);
  });
});
