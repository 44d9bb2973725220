/**
 * ASCII kebab-case slugs from Vietnamese text, as WordPress would make them with a
 * transliteration plugin: "Đồng hồ dây da" → "dong-ho-day-da". The result always satisfies
 * the schema's slug check `^[a-z0-9]+(-[a-z0-9]+)*$` (or is empty for text with no letters).
 */
export function slugify(text: string): string {
  return (
    text
      // đ/Đ are letters of their own, not a d with a mark, so NFD leaves them alone.
      .replace(/đ/g, "d")
      .replace(/Đ/g, "D")
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
  );
}
