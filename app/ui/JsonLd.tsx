/**
 * Structured data for search engines. `<` is escaped so editor text can never close the script.
 * JSON-LD is data, not script: the CSP does not need to allow it.
 */
export function JsonLd({ data }: { data: object | null }) {
  // Null: the server drew it and the document's data left it out (useRenderOnly).
  if (data === null) return <script type="application/ld+json" dangerouslySetInnerHTML={AS_DRAWN_JSON} suppressHydrationWarning />;
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * As render-only.tsx's AS_DRAWN: its own copy, as importing that module would split the chunks
 * every page loads in two (one more file on each first load).
 */
const AS_DRAWN_JSON = { __html: "" };
