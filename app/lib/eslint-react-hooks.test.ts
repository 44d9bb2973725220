import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/** The Rules of React in eslint.config.js, checked by linting snippets as if they sat at the given paths. */
const root = path.resolve(import.meta.dirname, "../..");
let eslint: ESLint;

// The first lint loads the config, the parser and the plugin's compiler: done once, here, with time for it.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: "eslint.config.js" });
  await eslint.lintText("export const x = 1;\n", { filePath: "app/ui/x.tsx" });
}, 60_000);

/** The react-hooks findings for `source` at `filePath`, as `rule severity` (2: an error). */
async function hookFindings(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith("react-hooks/")).map((m) => `${m.ruleId} ${m.severity}`);
}

describe("react-hooks rules", () => {
  it("fail a hook called conditionally in a .ts hook module", async () => {
    const source = `import { useState } from "react";\nexport function useMaybe(on: boolean) {\n  if (on) useState(0);\n}\n`;
    expect(await hookFindings("app/features/cart/use-maybe.ts", source)).toEqual(["react-hooks/rules-of-hooks 2"]);
  });

  it("fail an effect missing a dependency in a component, as an error", async () => {
    const source = `import { useEffect } from "react";\nexport function Title({ text }: { text: string }) {\n  useEffect(() => {\n    document.title = text;\n  }, []);\n  return null;\n}\n`;
    expect(await hookFindings("app/ui/Title.tsx", source)).toEqual(["react-hooks/exhaustive-deps 2"]);
  });

  it("fail state set synchronously in an effect (the recommended set's compiler rules)", async () => {
    const source = `import { useEffect, useState } from "react";\nexport function Shown() {\n  const [shown, setShown] = useState(false);\n  useEffect(() => setShown(true), []);\n  return shown ? "on" : null;\n}\n`;
    expect(await hookFindings("app/ui/Shown.tsx", source)).toEqual(["react-hooks/set-state-in-effect 2"]);
  });
});
