/** Hydration keeps the server's children of an element given inner HTML; never changed, React leaves it alone after. */
const AS_DRAWN = { __html: "" };

/**
 * Editor-written HTML (a product's descriptions). `html` is null where the document's data left it
 * out (`context.renderOnly`): in the browser, after a server render, the element keeps what the
 * server drew, so the text is not sent a second time as data.
 */
export function ServerHtml({ html, className }: { html: string | null; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={html === null ? AS_DRAWN : { __html: html }} suppressHydrationWarning />;
}
