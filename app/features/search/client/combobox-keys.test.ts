import { describe, expect, it } from "vitest";
import { type ListState, keyAction } from "./combobox-keys";

const press = (key: string, modifiers: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});
const open = (active: number, count = 3): ListState => ({ open: true, count, active, reopenable: true, hasText: true });
const closed = (state: Partial<ListState> = {}): ListState => ({ open: false, count: 3, active: -1, reopenable: true, hasText: true, ...state });

describe("keyAction", () => {
  it("moves the highlight down and up, round the list", () => {
    expect(keyAction(open(-1), press("ArrowDown"))).toEqual({ do: "highlight", index: 0 });
    expect(keyAction(open(0), press("ArrowDown"))).toEqual({ do: "highlight", index: 1 });
    expect(keyAction(open(2), press("ArrowDown"))).toEqual({ do: "highlight", index: 0 });
    expect(keyAction(open(-1), press("ArrowUp"))).toEqual({ do: "highlight", index: 2 });
    expect(keyAction(open(0), press("ArrowUp"))).toEqual({ do: "highlight", index: 2 });
    expect(keyAction(open(2), press("ArrowUp"))).toEqual({ do: "highlight", index: 1 });
    expect(keyAction(open(0, 1), press("ArrowDown"))).toEqual({ do: "highlight", index: 0 });
  });

  it("opens a closed list again only while its options fit the text", () => {
    expect(keyAction(closed(), press("ArrowDown"))).toEqual({ do: "open", index: 0 });
    expect(keyAction(closed(), press("ArrowUp"))).toEqual({ do: "open", index: 2 });
    expect(keyAction(closed({ reopenable: false }), press("ArrowDown"))).toBeNull();
    expect(keyAction(closed({ count: 0 }), press("ArrowDown"))).toBeNull();
  });

  it("chooses the highlighted option on Enter, and leaves Enter to the form otherwise", () => {
    expect(keyAction(open(1), press("Enter"))).toEqual({ do: "choose", index: 1 });
    expect(keyAction(open(-1), press("Enter"))).toBeNull();
    expect(keyAction(closed(), press("Enter"))).toBeNull();
  });

  it("closes on the first Escape and clears the text on the second", () => {
    expect(keyAction(open(1), press("Escape"))).toEqual({ do: "close", keepDefault: false });
    expect(keyAction(closed(), press("Escape"))).toEqual({ do: "clear" });
    expect(keyAction(closed({ hasText: false }), press("Escape"))).toBeNull();
  });

  it("closes on Tab and lets focus move on", () => {
    expect(keyAction(open(0), press("Tab"))).toEqual({ do: "close", keepDefault: true });
    expect(keyAction(open(0), press("Tab", { altKey: true }))).toEqual({ do: "close", keepDefault: true });
    expect(keyAction(closed(), press("Tab"))).toBeNull();
  });

  it("leaves shortcuts with modifiers and every other key to the browser", () => {
    expect(keyAction(open(0), press("ArrowDown", { altKey: true }))).toBeNull();
    expect(keyAction(open(0), press("Enter", { ctrlKey: true }))).toBeNull();
    expect(keyAction(open(0), press("Home"))).toBeNull();
    expect(keyAction(open(0), press("a"))).toBeNull();
  });
});
