const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** `text` safe inside HTML text and quoted attributes: the one escaper of markup built as strings (e-mails, answers with HTML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Plain text as HTML paragraphs (a blank line between them, a line break within), escaped; addresses in it made links. */
export function textToHtml(text: string): string {
  const linked = (line: string) => escapeHtml(line).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.split("\n").map(linked).join("<br>")}</p>`)
    .join("\n");
}
