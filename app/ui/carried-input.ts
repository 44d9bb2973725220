/**
 * What a shopper typed or picked in server-drawn markup before its component's code arrived
 * (DeferredHydration): the component then draws its part anew, with its own defaults, so the
 * entries are read just before and put back just after, with the focus. Fields are matched by
 * name and order, radios and checkboxes by name and value too. Fetched with the component's code:
 * nothing of it is in a page's first load.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Entry = { key: string; value?: string; checked?: boolean; selected?: number[] };
type CarriedInput = { entries: Entry[]; focused: string | null };

const SKIPPED = new Set(["hidden", "submit", "button", "reset", "image", "file"]);

function fields(root: ParentNode): Array<[string, Field]> {
  const seen = new Map<string, number>();
  const out: Array<[string, Field]> = [];
  for (const field of root.querySelectorAll<Field>("input[name], textarea[name], select[name]")) {
    if (field instanceof HTMLInputElement && SKIPPED.has(field.type)) continue;
    const base = field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox") ? `${field.name}=${field.value}` : field.name;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.push([`${base}#${n}`, field]);
  }
  return out;
}

/** The entries that differ from the markup's own defaults, and the focused field's key. */
function readInput(root: ParentNode): CarriedInput {
  const entries: Entry[] = [];
  let focused: string | null = null;
  for (const [key, field] of fields(root)) {
    if (field === document.activeElement) focused = key;
    if (field instanceof HTMLSelectElement) {
      const options = [...field.options];
      if (options.some((o) => o.selected !== o.defaultSelected)) entries.push({ key, selected: options.flatMap((o, i) => (o.selected ? [i] : [])) });
    } else if (field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox")) {
      if (field.checked !== field.defaultChecked) entries.push({ key, checked: field.checked });
    } else if (field.value !== field.defaultValue) {
      entries.push({ key, value: field.value });
    }
  }
  return { entries, focused };
}

/** Reads `root`'s entries now; the answer puts them back into what `root` holds then. */
export function carryInput(root: ParentNode): (root: ParentNode) => void {
  const carried = readInput(root);
  return (into) => restoreInput(into, carried);
}

/** Puts the entries back into the new markup, for fields still there; the rest are let go. */
function restoreInput(root: ParentNode, carried: CarriedInput) {
  const byKey = new Map(fields(root));
  for (const { key, value, checked, selected } of carried.entries) {
    const field = byKey.get(key);
    if (!field) continue;
    if (field instanceof HTMLSelectElement && selected) for (const [i, option] of [...field.options].entries()) option.selected = selected.includes(i);
    else if (field instanceof HTMLInputElement && checked !== undefined) field.checked = checked;
    else if (value !== undefined) field.value = value;
  }
  const focused = carried.focused && byKey.get(carried.focused);
  if (focused && !root.contains(document.activeElement)) focused.focus({ preventScroll: true });
}
