/** Escapes text for HTML content and attributes. Hand-written content blocks are trusted HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export const p = (html: string) => `<p>${html}</p>`;
export const h2 = (html: string) => `<h2>${html}</h2>`;
export const ul = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
