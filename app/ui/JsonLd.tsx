/**
 * Structured data for search engines. `<` is escaped so editor text can never close the script.
 * JSON-LD is data, not script: the CSP does not need to allow it.
 */
export function JsonLd({ data }: { data: object | null }) {
  // Null: the server drew it and the document's data left it out (useRenderOnly); hydration keeps
  // an element given inner HTML as it is.
  if (data === null) return <script type="application/ld+json" dangerouslySetInnerHTML={SERVER_JSON} suppressHydrationWarning />;
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

const SERVER_JSON = { __html: "" };
