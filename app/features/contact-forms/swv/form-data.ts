/**
 * The validator's input from a form's FormData, keyed as PHP (and Contact Form 7's FormDataTree)
 * reads the names: `checkbox[]` is `checkbox`, bracketed keys nest under the name, and a name
 * sent twice without brackets keeps its last value.
 */
import { isChosenFile } from "./rules";
import type { SwvInput, SwvValue } from "./types";

/** A name (a letter, then letters, digits, `-_:.`), then any `[key]` / `[]` / `[0]` suffixes. */
const NAME_PATTERN = /^([a-z][-a-z0-9_:.]*)((?:\[(?:[a-z][-a-z0-9_:]*|[0-9]*)\])*)/i;
const BRACKET_PATTERN = /\[([a-z][-a-z0-9_:]*|[0-9]*)\]/gi;

/** Values under a bracketed name, as PHP nests them: `[]` appends, `[3]` and `[key]` overwrite. */
class Branch {
  readonly entries = new Map<string, Branch | SwvValue>();
  private nextIndex = 0;

  set(key: string, value: Branch | SwvValue): void {
    let slot = key;
    if (key === "") {
      slot = String(this.nextIndex++);
    } else if (/^[0-9]+$/.test(key)) {
      slot = String(Number(key));
      this.nextIndex = Math.max(this.nextIndex, Number(key) + 1);
    }
    this.entries.set(slot, value);
  }

  /** The branch under the key, made when the key holds a value or nothing. */
  branch(key: string): Branch {
    const existing = /^[0-9]+$/.test(key) ? this.entries.get(String(Number(key))) : this.entries.get(key);
    if (existing instanceof Branch) return existing;
    const branch = new Branch();
    this.set(key, branch);
    return branch;
  }

  leaves(): SwvValue[] {
    return [...this.entries.values()].flatMap((value) => (value instanceof Branch ? value.leaves() : [value]));
  }
}

/** A text as it is; a file as its name, type and size; no value for an empty text or an empty file input. */
function toSwvValue(entry: FormDataEntryValue): SwvValue | null {
  if (typeof entry === "string") return entry === "" ? null : entry;
  const chosen = { name: entry.name, type: entry.type, size: entry.size };
  return isChosenFile(chosen) ? chosen : null;
}

export function swvInputFromFormData(formData: FormData): SwvInput {
  const root = new Branch();
  for (const [key, entry] of formData) {
    const match = NAME_PATTERN.exec(key);
    if (!match) continue;
    const [, name = "", brackets = ""] = match;
    const value = toSwvValue(entry);
    const keys = [name, ...[...brackets.matchAll(BRACKET_PATTERN)].map(([, inner = ""]) => inner)];
    const last = keys.pop() ?? name;
    const parent = keys.reduce((branch, key) => branch.branch(key), root);
    // An empty value still takes its place (and overwrites), as in PHP; it is dropped when read.
    parent.set(last, value ?? "");
  }
  const input = new Map<string, SwvValue[]>();
  for (const [name, value] of root.entries) {
    const values = value instanceof Branch ? value.leaves() : [value];
    input.set(name, values.filter((leaf) => leaf !== ""));
  }
  return input;
}
