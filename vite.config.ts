import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";

/**
 * The browser's bundle gets React Router's production build: the package's export map names only
 * its development build, whose warnings for developers cost shoppers ~0.6 KB (gzip) of every
 * first load. The server keeps the export map's choice, as do tests and the dev server.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.resolve(import.meta.dirname, "node_modules/react-router/dist/production");
  const entries: Record<string, string> = {
    "react-router": path.join(dist, "index.mjs"),
    "react-router/dom": path.join(dist, "dom-export.mjs"),
  };
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (id) => entries[id] ?? null,
  };
}

/**
 * A lazy module's preload list without the chunks its importer imports statically: those ran
 * before the importer did, so listing them only added their names to every first load's code.
 */
function preloadOnlyWhatIsMissing() {
  const staticImports = new Map<string, readonly string[]>();
  const loadedWith = (host: string, seen = new Set<string>()): Set<string> => {
    for (const file of staticImports.get(host) ?? []) if (!seen.has(file)) loadedWith(file, seen.add(file));
    return seen;
  };
  const plugin: Plugin = {
    name: "preload-only-what-is-missing",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    // Runs before the preload lists are written (resolveDependencies below).
    generateBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle)) if (output.type === "chunk") staticImports.set(file, output.imports);
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
    const loaded = loadedWith(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

const preload = preloadOnlyWhatIsMissing();

/**
 * A feature's `index.ts` only re-exports (app/features/README.md). Declared free of side effects,
 * an import through it reaches just the modules whose exports are used; otherwise every
 * component it names (each runs React's module set-up) would join the importer's chunk.
 */
function featureIndexesOnlyReexport(): Plugin {
  return {
    name: "feature-indexes-only-reexport",
    apply: "build",
    transform: { filter: { id: /\/app\/features\/[^/]+\/index\.ts$/ }, handler: () => ({ moduleSideEffects: false }) },
  };
}

/**
 * What every storefront page runs before its route's own code — the modules the root and the
 * site layout import statically, React and React Router with them — as one chunk. Left to the
 * automatic splitting they came as a dozen files of 0.1–2 KB, each a preload link in every page,
 * an import line in its importers and a request of its own: 0.5–2.3 KB (gzip) of a first load
 * (bench/results/weight-issue-23.md). Dynamic imports are not followed: what loads on first use stays apart.
 */
function siteFrameInOneChunk(): Plugin {
  const frames = ["app/root.tsx", "app/routes/site-layout.tsx"].map((file) => path.resolve(import.meta.dirname, file));
  let shared: Set<string> | null = null;
  const importedStatically = (graph: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        visit(imported);
      }
    };
    for (const frame of frames) visit(frame);
    for (const frame of frames) seen.delete(frame);
    return seen;
  };
  return {
    name: "site-frame-in-one-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    outputOptions: (options) => ({
      ...options,
      codeSplitting: {
        groups: [{ name: (id, graph) => ((shared ??= importedStatically(graph)).has(id) ? "site-frame" : null) }],
      },
    }),
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), reactRouterProductionBuild(), featureIndexesOnlyReexport(), siteFrameInOneChunk(), preload.plugin],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: { assetsInlineLimit: 0, modulePreload: { resolveDependencies: preload.resolveDependencies } },
});
