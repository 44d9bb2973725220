import { createContext, useContext } from "react";

/**
 * Values the server's render of a document reads but the page's data does not carry: parts of a
 * page the browser keeps as the server drew them (DeferredHydration) need no data there.
 * Loaders put them here through `context.renderOnly`; entry.server.tsx provides them.
 */
export const RenderOnlyValues = createContext<ReadonlyMap<string, unknown> | null>(null);

/** `fromData` when the page's data has it (a data request, or a test), else what the server's render was given under `key`. */
export function useRenderOnly<T>(key: string, fromData: T | null): T | null {
  const values = useContext(RenderOnlyValues);
  return fromData ?? ((values?.get(key) as T | undefined) ?? null);
}

/**
 * A render-only value the server draws to HTML before the page's render (entry.server.tsx), not
 * within it: React cannot render one tree inside another's render. The render reads the HTML.
 */
export class DrawnBeforeRender {
  /** `draw` answers null when the part is to be drawn within the page after all. */
  constructor(readonly draw: () => string | null) {}
}

/** The values as the page's render reads them: every `DrawnBeforeRender` drawn. */
export function drawnRenderOnlyValues(values: ReadonlyMap<string, unknown>): ReadonlyMap<string, unknown> {
  if (![...values.values()].some((value) => value instanceof DrawnBeforeRender)) return values;
  return new Map([...values].map(([key, value]) => [key, value instanceof DrawnBeforeRender ? value.draw() : value]));
}

/**
 * Inner HTML for an element whose server markup the browser keeps: hydration gives an element with
 * inner HTML its server children untouched, and as this never changes React leaves them alone after.
 */
export const AS_DRAWN = { __html: "" };
