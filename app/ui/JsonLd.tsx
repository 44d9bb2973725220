/**
 * Structured data for search engines. `<` is escaped so editor text can never close the script.
 * JSON-LD is data, not script: the CSP does not need to allow it.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
