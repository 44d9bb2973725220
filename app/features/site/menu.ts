export type MenuItem = { id: number; label: string; url: string; children: MenuItem[] };

/** Builds the nested menu from flat rows (ordered by position); orphans are dropped. */
export function buildMenuTree(rows: ReadonlyArray<{ id: number; parentId: number | null; label: string; url: string }>): MenuItem[] {
  const byId = new Map<number, MenuItem>();
  for (const r of rows) byId.set(r.id, { id: r.id, label: r.label, url: r.url, children: [] });
  const roots: MenuItem[] = [];
  for (const r of rows) {
    const item = byId.get(r.id)!;
    if (r.parentId === null) roots.push(item);
    else byId.get(r.parentId)?.children.push(item);
  }
  return roots;
}
