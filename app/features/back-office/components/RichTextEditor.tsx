import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { allowedFragment, allowedHtml, editorHtml, linkAddress, pointAt, textPlaceOf, tidyBlocks } from "../rich-text";

/**
 * A description's editor: an editable area with a toolbar (bold, italic, headings 2 and 3,
 * bulleted and numbered lists, a link), built on the browser's own editing commands, so undo and
 * redo are the browser's (Ctrl+Z). "HTML" shows the raw HTML in a textarea instead. The field the
 * form posts is always that textarea (named `name`): the server's draw and a page without scripts
 * get it as it is, the editor keeps it up to date. The server sanitises whatever comes.
 *
 * Accessible as WAI-ARIA's toolbar pattern: one tab stop, arrow keys between the buttons, each
 * button's `aria-pressed` following the selection; the area is a labelled multi-line textbox.
 */

const noSubscription = () => () => {};
/**
 * False while the server draws and hydrates, true in the browser (as `ui/use-hydrated`, written
 * here so that the back office's screen imports no chunk the storefront shares: the route table
 * every page loads names each route's imports, and must not grow).
 */
const useEnhanced = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

type Format = "bold" | "italic" | "h2" | "h3" | "ul" | "ol" | "link";
type State = Record<Format, boolean>;
const NONE: State = { bold: false, italic: false, h2: false, h3: false, ul: false, ol: false, link: false };

const BUTTONS: ReadonlyArray<{ format: Format; label: string; keys?: string; shortcut?: string; icon: ReactNode }> = [
  { format: "bold", label: tBackOffice("editor.bold"), keys: "Control+B", shortcut: "Ctrl+B", icon: <b className="text-base">B</b> },
  { format: "italic", label: tBackOffice("editor.italics"), keys: "Control+I", shortcut: "Ctrl+I", icon: <i className="font-serif text-base">I</i> },
  { format: "h2", label: tBackOffice("editor.heading2"), icon: <span className="text-sm font-bold">H2</span> },
  { format: "h3", label: tBackOffice("editor.heading3"), icon: <span className="text-sm font-bold">H3</span> },
  { format: "ul", label: tBackOffice("editor.bulleted"), icon: <ListIcon numbered={false} /> },
  { format: "ol", label: tBackOffice("editor.numbered"), icon: <ListIcon numbered /> },
  { format: "link", label: tBackOffice("editor.link"), keys: "Control+K", shortcut: "Ctrl+K", icon: <LinkIcon /> },
];

function ListIcon({ numbered }: { numbered: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" fill="currentColor">
      {numbered ? (
        <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M2.5 3.5 4 2.5v5" />
          <path d="M2 12.5c0-1 .8-1.5 1.5-1.5S5 11.5 5 12.3c0 1-3 2.2-3 4.2h3" />
        </g>
      ) : (
        <>
          <circle cx="3" cy="5" r="1.8" />
          <circle cx="3" cy="14" r="1.8" />
        </>
      )}
      <rect x="7" y="4" width="12" height="2" rx="1" />
      <rect x="7" y="13" width="12" height="2" rx="1" />
    </svg>
  );
}

function LinkIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l3-3a3.5 3.5 0 0 0-5-5l-1 1" />
      <path d="M11.5 8.5a3.5 3.5 0 0 0-5 0l-3 3a3.5 3.5 0 0 0 5 5l1-1" />
    </svg>
  );
}

/** The block the selection is in ("h2", "p"…), as the browser's `formatBlock` names it. */
function currentBlock(): string {
  return document.queryCommandValue("formatBlock").toLowerCase().replace(/[<>]/g, "");
}

/** The link the selection is in, if any. */
function linkAround(editable: HTMLElement): HTMLAnchorElement | null {
  const node = document.getSelection()?.anchorNode ?? null;
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const link = element?.closest("a") ?? null;
  return link && editable.contains(link) ? link : null;
}

function selectionIn(editable: HTMLElement): Range | null {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return editable.contains(range.commonAncestorContainer) ? range : null;
}

type LinkField = { open: false } | { open: true; value: string; existing: boolean; error: string | null };

export function RichTextEditor({ name, label, defaultValue, error, rows = 8 }: { name: string; label: string; defaultValue: string; error?: string; rows?: number }) {
  const enhanced = useEnhanced();
  const id = useId();
  const ids = { label: `${id}-label`, field: `${id}-field`, hint: `${id}-hint`, error: `${id}-error`, area: `${id}-area`, link: `${id}-link`, linkHint: `${id}-link-hint` };
  const [html, setHtml] = useState(false);
  const [state, setState] = useState<State>(NONE);
  const [focused, setFocused] = useState(0);
  const [link, setLink] = useState<LinkField>({ open: false });
  const editable = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const linkInput = useRef<HTMLInputElement>(null);
  /** Where the selection was in the area, to put it back when a button or the link field took the focus. */
  const savedRange = useRef<Range | null>(null);

  const sync = useCallback(() => {
    if (editable.current && field.current) field.current.value = editorHtml(editable.current);
  }, []);

  const readState = useCallback(() => {
    const area = editable.current;
    if (!area) return;
    const range = selectionIn(area);
    if (!range) return;
    savedRange.current = range.cloneRange();
    const block = currentBlock();
    setState({
      bold: document.queryCommandState("bold"),
      italic: document.queryCommandState("italic"),
      h2: block === "h2",
      h3: block === "h3",
      ul: document.queryCommandState("insertUnorderedList"),
      ol: document.queryCommandState("insertOrderedList"),
      link: linkAround(area) !== null,
    });
  }, []);

  // The area takes the field's HTML when it appears (first, and back from the HTML view), only what a save keeps.
  useLayoutEffect(() => {
    const area = editable.current;
    if (!enhanced || html || !area || !field.current) return;
    area.replaceChildren(allowedFragment(field.current.value));
    tidyBlocks(area);
    sync();
  }, [enhanced, html, sync]);

  useEffect(() => {
    if (!enhanced) return;
    document.addEventListener("selectionchange", readState);
    return () => document.removeEventListener("selectionchange", readState);
  }, [enhanced, readState]);

  useEffect(() => {
    if (link.open) linkInput.current?.focus();
  }, [link.open]);

  /** Puts the focus and the selection back in the area, where the browser's commands act. */
  const restore = () => {
    const area = editable.current;
    if (!area) return;
    // A selection still in the area (a click on a button, a shortcut) is the one to act on; the
    // kept one only when it left (for the link's field), read before the focus puts a caret at the start.
    const inside = selectionIn(area) !== null;
    if (document.activeElement !== area) area.focus();
    if (inside) return;
    const range = savedRange.current;
    if (range && area.contains(range.commonAncestorContainer)) {
      const selection = document.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
  };

  const run = (command: string, value?: string) => {
    restore();
    // Enter makes paragraphs, not the browser's default divs (which a save would unwrap).
    document.execCommand("defaultParagraphSeparator", false, "p");
    // Chrome leaves the caret at the start of a paragraph it made a list: it goes back where it was, by its place in the text.
    const area = editable.current;
    const selection = document.getSelection();
    const list = command === "insertOrderedList" || command === "insertUnorderedList";
    const places =
      // (Only a caret in text: one in an empty line is where Chrome puts it, in the new item.)
      area && list && selection?.anchorNode?.nodeType === Node.TEXT_NODE && selection.focusNode?.nodeType === Node.TEXT_NODE && area.contains(selection.anchorNode)
        ? [textPlaceOf(area, selection.anchorNode, selection.anchorOffset), textPlaceOf(area, selection.focusNode!, selection.focusOffset)]
        : null;
    document.execCommand(command, false, value);
    if (area) {
      tidyBlocks(area);
      if (places) selection!.setBaseAndExtent(...pointAt(area, places[0]!), ...pointAt(area, places[1]!));
    }
    sync();
    readState();
  };

  const openLink = () => {
    const area = editable.current;
    if (!area) return;
    const range = selectionIn(area);
    if (range) savedRange.current = range.cloneRange();
    const existing = linkAround(area);
    setLink({ open: true, value: existing?.getAttribute("href") ?? "", existing: existing !== null, error: null });
  };

  const apply = (format: Format) => {
    switch (format) {
      case "bold":
      case "italic":
        return run(format);
      case "h2":
      case "h3":
        return run("formatBlock", state[format] ? "p" : format);
      case "ul":
        return run("insertUnorderedList");
      case "ol":
        return run("insertOrderedList");
      case "link":
        return link.open ? closeLink() : openLink();
    }
  };

  const closeLink = () => {
    setLink({ open: false });
    restore();
  };

  const insertLink = () => {
    if (!link.open) return;
    const address = linkAddress(link.value);
    if (!address.ok) {
      const message = { empty: "editor.linkEmpty", invalid: "editor.linkInvalid", scheme: "editor.linkScheme" } as const;
      setLink({ ...link, error: tBackOffice(message[address.reason]) });
      linkInput.current?.focus();
      return;
    }
    setLink({ open: false });
    restore();
    const area = editable.current!;
    const existing = linkAround(area);
    const selection = document.getSelection();
    if (existing && selection?.isCollapsed) {
      // The caret in a link: that link takes the new address.
      existing.setAttribute("href", address.href);
      sync();
    } else if (!selection || selection.isCollapsed) {
      // Nothing chosen: the address itself becomes the link's text.
      const anchor = document.createElement("a");
      anchor.href = address.href;
      anchor.textContent = address.href.replace(/^mailto:|^tel:/, "");
      run("insertHTML", anchor.outerHTML);
    } else {
      run("createLink", address.href);
    }
    readState();
  };

  const removeLink = () => {
    setLink({ open: false });
    restore();
    const existing = editable.current ? linkAround(editable.current) : null;
    if (existing && document.getSelection()?.isCollapsed) {
      const range = document.createRange();
      range.selectNodeContents(existing);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
    }
    run("unlink");
  };

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = BUTTONS.length + 1;
    const moves: Record<string, number> = { ArrowRight: focused + 1, ArrowLeft: focused - 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + count) % count;
    setFocused(next);
    buttons.current[next]?.focus();
  };

  const onAreaKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    const format = key === "b" ? "bold" : key === "i" ? "italic" : key === "k" ? "link" : null;
    if (!format) return;
    event.preventDefault();
    apply(format);
  };

  const described = [ids.hint, error ? ids.error : ""].filter(Boolean).join(" ");
  const toolbarButton = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-transparent px-2 text-ink hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800";

  return (
    <div>
      <label id={ids.label} htmlFor={ids.field} className="font-medium" onClick={(e) => {
        if (enhanced && !html) {
          e.preventDefault();
          editable.current?.focus();
        }
      }}>
        {label}
      </label>
      {enhanced ? (
        <div
          role="toolbar"
          aria-label={tBackOffice("editor.toolbar", { field: label })}
          aria-controls={html ? ids.field : ids.area}
          className="mt-1 flex flex-wrap gap-1 rounded-t-md border border-b-0 border-gray-400 bg-gray-50 p-1"
          onKeyDown={onToolbarKey}
        >
          {BUTTONS.map((b, i) => (
            <button
              key={b.format}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              tabIndex={focused === i ? 0 : -1}
              aria-label={b.label}
              title={b.shortcut ? tBackOffice("editor.withKeys", { name: b.label, keys: b.shortcut }) : b.label}
              aria-keyshortcuts={b.keys}
              aria-pressed={html ? undefined : b.format === "link" ? state.link || link.open : state[b.format]}
              aria-expanded={b.format === "link" ? link.open : undefined}
              // Still focusable in the HTML view, as the toolbar pattern asks, but doing nothing there.
              aria-disabled={html || undefined}
              className={`${toolbarButton} aria-disabled:opacity-40`}
              // A click must not take the selection out of the area.
              onMouseDown={(e) => e.preventDefault()}
              onFocus={() => setFocused(i)}
              onClick={() => {
                if (!html) apply(b.format);
              }}
            >
              {b.icon}
            </button>
          ))}
          <button
            ref={(el) => {
              buttons.current[BUTTONS.length] = el;
            }}
            type="button"
            tabIndex={focused === BUTTONS.length ? 0 : -1}
            aria-pressed={html}
            className={`${toolbarButton} ml-auto text-sm font-semibold`}
            onFocus={() => setFocused(BUTTONS.length)}
            onClick={() => {
              if (!html) sync();
              setLink({ open: false });
              setHtml(!html);
            }}
          >
            {tBackOffice("editor.html")}
          </button>
        </div>
      ) : null}
      {enhanced && link.open ? (
        <div className="flex flex-wrap items-end gap-2 border border-b-0 border-gray-400 bg-gray-50 p-2">
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor={ids.link} className="text-sm font-medium">
              {tBackOffice("editor.linkAddress")}
            </label>
            <input
              ref={linkInput}
              id={ids.link}
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={link.value}
              aria-invalid={link.error ? true : undefined}
              aria-describedby={ids.linkHint}
              className="bo-field"
              onChange={(e) => setLink({ ...link, value: e.target.value, error: null })}
              onKeyDown={(e) => {
                // Enter inserts the link, not the product form's save; Escape goes back to the text.
                if (e.key === "Enter") {
                  e.preventDefault();
                  insertLink();
                } else if (e.key === "Escape") {
                  e.preventDefault();
                  closeLink();
                }
              }}
            />
            <p id={ids.linkHint} className={`mt-1 text-sm ${link.error ? "font-medium text-sale" : "text-muted"}`} role={link.error ? "alert" : undefined}>
              {link.error ?? tBackOffice("editor.linkHint")}
            </p>
          </div>
          <div className="flex flex-wrap gap-2 pb-7">
            <button type="button" className="bo-button" onClick={insertLink}>
              {tBackOffice(link.existing ? "editor.linkUpdate" : "editor.linkInsert")}
            </button>
            {link.existing ? (
              <button type="button" className="bo-button-secondary" onClick={removeLink}>
                {tBackOffice("editor.linkRemove")}
              </button>
            ) : null}
            <button type="button" className="bo-button-secondary" onClick={closeLink}>
              {tBackOffice("editor.linkCancel")}
            </button>
          </div>
        </div>
      ) : null}
      {enhanced && !html ? (
        <div
          ref={editable}
          id={ids.area}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={ids.label}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          contentEditable
          suppressContentEditableWarning
          spellCheck
          className="bo-rich bo-field bo-joined overflow-auto"
          style={{ minHeight: `${rows * 1.5 + 1}rem`, maxHeight: "70vh" }}
          onFocus={() => document.execCommand("defaultParagraphSeparator", false, "p")}
          onInput={() => {
            if (editable.current) tidyBlocks(editable.current);
            sync();
          }}
          onKeyDown={onAreaKey}
          onKeyUp={readState}
          onMouseUp={readState}
          onPaste={(event) => {
            // A paste keeps its formatting, without what a save would strip (styles, classes, scripts).
            const pasted = event.clipboardData.getData("text/html");
            event.preventDefault();
            if (pasted) run("insertHTML", allowedHtml(pasted));
            else run("insertText", event.clipboardData.getData("text/plain"));
          }}
        />
      ) : null}
      <textarea
        ref={field}
        id={ids.field}
        name={name}
        defaultValue={defaultValue}
        rows={rows}
        hidden={enhanced && !html}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        spellCheck={false}
        // `.bo-field` is a block, above the `hidden` attribute's rule: the inline style hides it for sure.
        style={enhanced && !html ? { display: "none" } : undefined}
        className={`bo-field font-mono text-sm ${enhanced ? "bo-joined" : ""}`}
      />
      <p id={ids.hint} className="mt-1 text-sm text-muted">
        {tBackOffice(enhanced ? "editor.hint" : "product.htmlHint")}
      </p>
      {error ? (
        <p id={ids.error} className="mt-1 text-sm font-medium text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}
