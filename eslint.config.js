import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * An import of the top-level `app/<folder>`, by alias (`~/routes/shop`) or relative path
 * (`./routes/shop`, `../../routes/shop`). Anchored so `~/features/cart/routes` is not taken for it.
 */
const folderImport = (folder) => `^(~|\\.{1,2}(/\\.\\.)*)/${folder}(/|$)`;

const ROUTES = { regex: folderImport("routes"), message: "Route modules are entry points: move shared code into a feature." };
const COMPAT = { regex: folderImport("compat"), message: "compat/ only translates WordPress shapes: import the feature it calls instead." };
const FEATURES = { regex: folderImport("features"), message: "ui/ and lib/ are domain-free: pass the data in as props or arguments." };
/** `.server/` folders and `*.server.ts` modules: queries, secrets and Node APIs that must never reach the browser. */
const SERVER_ONLY = {
  regex: "\\.server(/|$)",
  message: "Browser code cannot import .server modules: call them from a loader or action.",
};

/**
 * Code that never reaches the browser bundle: server-only modules, tests, and route modules
 * (React Router strips their loaders and actions, and the .server imports with them, from the
 * client build).
 */
const NOT_BROWSER = [
  "**/.server/**",
  "**/*.server.{ts,tsx}",
  "**/*.test.{ts,tsx}",
  "app/routes/**",
  "app/compat/**",
  "app/root.tsx",
];
/** Node-side folders outside the app, free of the browser rule. */
const NODE_FOLDERS = ["server/**", "tests/**", "db/**", "bench/**", "scripts/**"];

/**
 * The order in which features may depend on each other (app/features/README.md), top to bottom:
 * a feature imports only features on lower rows, never one on its own row or above.
 */
const FEATURE_ORDER = [
  ["shell", "back-office"],
  ["checkout"],
  ["account"],
  ["cart", "orders", "search"],
  ["catalog", "content", "contact-forms"],
  ["site"],
];

/**
 * An import of another feature by alias (`~/features/cart/types`) or by climbing out of this one
 * (`../../cart/types`, `../../../features/cart`); `rest` is what may follow the feature's name.
 */
const featureImport = (names, rest) => `^(~/features|\\.\\.(/\\.\\.)*(/features)?)/(${names.join("|")})${rest}`;

/** What a feature's files may not import of other features: those not below it, and the insides of those below. */
function featureBoundaries(feature) {
  const row = FEATURE_ORDER.findIndex((names) => names.includes(feature));
  const below = FEATURE_ORDER.slice(row + 1).flat();
  const notBelow = FEATURE_ORDER.flat().filter((name) => name !== feature && !below.includes(name));
  return [
    {
      regex: featureImport(notBelow, "(/|$)"),
      message: below.length
        ? `Features depend downwards only (app/features/README.md): ${feature} may import ${below.join(", ")}.`
        : `Features depend downwards only (app/features/README.md): ${feature}, at the bottom, imports no other feature.`,
    },
    ...(below.length
      ? [{
          regex: featureImport(below, "/(?!\\.server$).+"),
          message: "Another feature is reached through its index: `~/features/<name>` (browser-safe) or `~/features/<name>/.server` (server code).",
        }]
      : []),
  ];
}

/** The direction of dependencies between the app's layers (docs/architecture.md, "Import rules"). */
const LAYERS = [
  { files: ["app/routes/**"], forbidden: [COMPAT] },
  { files: ["app/compat/**"], forbidden: [ROUTES] },
  { files: ["app/features/**"], forbidden: [ROUTES, COMPAT] },
  ...FEATURE_ORDER.flat().map((feature) => ({
    files: [`app/features/${feature}/**`],
    forbidden: [ROUTES, COMPAT, ...featureBoundaries(feature)],
  })),
  { files: ["app/ui/**", "app/lib/**"], forbidden: [FEATURES] },
];

const restrict = (patterns) => ({
  "no-restricted-imports": ["error", { patterns: patterns.map((p) => ({ ...p, caseSensitive: true })) }],
});

/**
 * A later config object replaces an earlier one's options for the same rule, so each block lists
 * everything forbidden for its files: first browser code anywhere, then each layer as a whole,
 * then the layer's browser code with the layer's own rule and the .server rule together.
 */
const importBoundaries = [
  { files: ["**/*.{ts,tsx,js,mjs}"], ignores: [...NOT_BROWSER, ...NODE_FOLDERS], rules: restrict([SERVER_ONLY]) },
  ...LAYERS.flatMap(({ files, forbidden }) => [
    { files, rules: restrict(forbidden) },
    { files, ignores: NOT_BROWSER, rules: restrict([...forbidden, SERVER_ONLY]) },
  ]),
];

/**
 * The Rules of React for the app's components and hooks: the plugin's recommended set, with its
 * warnings raised to errors so a finding fails `npm run lint` instead of scrolling past.
 */
const reactHooksRules = {
  files: ["app/**/*.{ts,tsx}"],
  plugins: reactHooks.configs.flat.recommended.plugins,
  rules: Object.fromEntries(Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, "error"])),
};

export default defineConfig(
  globalIgnores([".scratch/", "build/", ".react-router/", "node_modules/", "data/", "bench/results/", "playwright-report/", "test-results/"]),
  // Syntax-only rules: type-aware linting would double the run time for little gain over `tsc`.
  tseslint.configs.recommended,
  {
    rules: {
      // Signatures sometimes need a parameter they do not use (Express knows an error handler by
      // its four arguments); a leading underscore says so.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  ...importBoundaries,
  reactHooksRules,
);
