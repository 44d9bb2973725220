import { useEffect, useId, useRef, useState } from "react";
import { apiErrorMessage } from "../api";
import { tBackOffice } from "~/lib/i18n/areas/back-office";

export type Pickable = { id: number; name: string };

/**
 * A list of chosen things (products, categories) with a search to add more: each chosen one
 * shown with a button that takes it out, each found one a button that adds it; what happened is
 * announced, and the focus stays in the search field so the owner goes on typing. `find` answers
 * the matches of a text (at most a few); `nameOf` names what is already chosen.
 */
export function IdPicker({
  label,
  hint,
  error,
  chosen,
  nameOf,
  find,
  onChange,
}: {
  label: string;
  hint?: string;
  error?: string;
  chosen: number[];
  nameOf: (id: number) => string;
  find: (text: string, signal: AbortSignal) => Promise<Pickable[]>;
  onChange: (ids: number[], added?: Pickable) => void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [result, setResult] = useState<{ text: string; items: Pickable[] } | null>(null);
  const [said, setSaid] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const wanted = text.trim();

  useEffect(() => {
    if (wanted === "") return;
    const controller = new AbortController();
    // A pause in the typing, then one search; a newer text cancels the older one.
    const timer = setTimeout(() => {
      find(wanted, controller.signal).then(
        (items) => {
          setResult({ text: wanted, items });
          setSaid(items.length === 0 ? tBackOffice("coupon.pickerEmpty") : tBackOffice("coupon.pickerResults", { count: items.length }));
        },
        (e: unknown) => {
          if (controller.signal.aborted) return;
          setResult({ text: wanted, items: [] });
          setSaid(apiErrorMessage(e));
        },
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, find]);

  const found = wanted !== "" && result?.text === wanted ? result.items : null;
  const searching = wanted !== "" && result?.text !== wanted;
  const offered = (found ?? []).filter((item) => !chosen.includes(item.id));
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="mt-4" aria-describedby={described}>
      <legend className="font-medium">{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {chosen.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{tBackOffice("coupon.pickerNone")}</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-2">
          {chosen.map((chosenId) => {
            const name = nameOf(chosenId);
            return (
              <li key={chosenId} className="inline-flex items-center rounded-full border border-gray-300 bg-gray-50 pl-3">
                <span>{name}</span>
                <button
                  type="button"
                  className="ml-1 inline-flex size-11 items-center justify-center rounded-full text-lg hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-brand-700"
                  aria-label={tBackOffice("coupon.pickerRemove", { name, label })}
                  onClick={() => {
                    onChange(chosen.filter((c) => c !== chosenId));
                    setSaid(tBackOffice("coupon.pickerRemoved", { name }));
                    input.current?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <label htmlFor={`${id}-search`} className="mt-2 block text-sm">
        {tBackOffice("coupon.pickerSearch", { label })}
      </label>
      <input
        ref={input}
        id={`${id}-search`}
        type="search"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          // Enter adds nothing and sends no form: the owner picks from the list below.
          if (e.key === "Enter") e.preventDefault();
        }}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        className="bo-field"
      />
      {offered.length > 0 ? (
        <ul className="mt-1 max-h-64 overflow-y-auto rounded-md border border-gray-200 bg-white">
          {offered.map((item) => (
            <li key={item.id} className="border-b border-gray-100 last:border-0">
              <button
                type="button"
                className="flex min-h-11 w-full items-center gap-2 px-3 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
                onClick={() => {
                  onChange([...chosen, item.id], item);
                  setSaid(tBackOffice("coupon.pickerAdded", { name: item.name }));
                  input.current?.focus();
                }}
              >
                <span aria-hidden="true">+</span>
                <span>
                  {item.name}
                  <span className="sr-only"> {tBackOffice("coupon.pickerAdd", { label })}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="mt-1 text-sm text-muted">
        {searching ? tBackOffice("coupon.pickerSearching") : said}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-medium text-sale">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
