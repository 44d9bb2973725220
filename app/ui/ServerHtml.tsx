import { AS_DRAWN } from "./render-only";

/**
 * Editor-written HTML (a product's descriptions). `html` is null where the document's data left it
 * out (`context.renderOnly`): in the browser, after a server render, the element keeps what the
 * server drew, so the text is not sent a second time as data.
 */
export function ServerHtml({ html, className }: { html: string | null; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={html === null ? AS_DRAWN : { __html: html }} suppressHydrationWarning />;
}
