import { useEffect, useId, useRef, useState } from "react";
import { api, apiErrorMessage, currentRestNonce } from "~/features/back-office/api";
import { tProductCsv } from "~/lib/i18n/areas/product-csv";

/**
 * Products in and out as WooCommerce's CSV ("Nhập / xuất", issue 22): a file chosen is read
 * through `cuahang/v1/products/import` as a dry run first (its first rows with what each will
 * do, the lines passed over and why, the notes), the owner confirms, the same file is imported
 * and the summary shown. The export is a download of `cuahang/v1/products/export`.
 */

type Problem = { line: number; message: string };
type Summary = {
  rows: number;
  created: number;
  updated: number;
  skipped: Array<Problem & { error: boolean }>;
  notes: Problem[];
  preview: Array<{ line: number; action: "create" | "update"; type: string; sku: string | null; name: string }>;
  committed: boolean;
};

type Step = { kind: "choose" } | { kind: "reading" } | { kind: "preview"; file: File; summary: Summary } | { kind: "importing"; file: File; summary: Summary } | { kind: "done"; summary: Summary };

export function meta() {
  return [{ title: tProductCsv("screen.title") }, { name: "robots", content: "noindex, nofollow" }];
}

const TYPE_LABEL: Record<string, "type.simple" | "type.variable" | "type.grouped" | "type.variation"> = {
  simple: "type.simple",
  variable: "type.variable",
  grouped: "type.grouped",
  variation: "type.variation",
};

async function send(file: File, dryRun: boolean): Promise<Summary> {
  const body = new FormData();
  body.append("file", file, file.name);
  body.append("dry_run", dryRun ? "1" : "0");
  return api<Summary>({ path: "/cuahang/v1/products/import", method: "POST", body });
}

function ProblemList({ heading, items, id }: { heading: string; items: Array<Problem & { error?: boolean }>; id: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-4">
      <h3 id={id} className="font-semibold">
        {heading} ({items.length})
      </h3>
      {/* Scrolled when long: focusable, so a keyboard scrolls it too. */}
      <ul className="mt-1 max-h-64 list-disc space-y-1 overflow-y-auto pl-6" tabIndex={0} aria-labelledby={id}>
        {items.map((p, i) => (
          <li key={`${p.line}-${i}`} className="[overflow-wrap:anywhere]">
            <span className="font-medium">{tProductCsv("line", { line: p.line })}</span>
            {p.error ? <span className="bo-badge bo-badge-failed ml-2">{tProductCsv("skipped.error")}</span> : null}: {p.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ImportExportScreen() {
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [error, setError] = useState("");
  const [exportHref, setExportHref] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    let live = true;
    void currentRestNonce().then((nonce) => {
      if (live) setExportHref(`/wp-json/cuahang/v1/products/export?_wpnonce=${encodeURIComponent(nonce)}`);
    });
    return () => {
      live = false;
    };
  }, []);

  // The preview and the summary are announced by moving focus to their heading.
  useEffect(() => {
    if (step.kind === "preview" || step.kind === "done") resultHeading.current?.focus();
  }, [step.kind]);

  async function onPreview(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return;
    setError("");
    setStep({ kind: "reading" });
    try {
      setStep({ kind: "preview", file, summary: await send(file, true) });
    } catch (failure) {
      setError(apiErrorMessage(failure));
      setStep({ kind: "choose" });
    }
  }

  async function onConfirm() {
    if (step.kind !== "preview") return;
    setError("");
    setStep({ kind: "importing", file: step.file, summary: step.summary });
    try {
      setStep({ kind: "done", summary: await send(step.file, false) });
    } catch (failure) {
      setError(apiErrorMessage(failure));
      setStep({ kind: "preview", file: step.file, summary: step.summary });
    }
  }

  function restart() {
    setError("");
    setStep({ kind: "choose" });
    if (fileInput.current) fileInput.current.value = "";
  }

  const busy = step.kind === "reading" || step.kind === "importing";
  const shown = step.kind === "preview" || step.kind === "importing" ? step.summary : null;
  const blocked = shown ? shown.skipped.some((s) => s.error) : false;

  return (
    <div>
      <h1 className="text-2xl font-bold">{tProductCsv("screen.title")}</h1>
      <noscript>
        <p className="mt-2">{tProductCsv("screen.noScript")}</p>
      </noscript>

      <section className="bo-card mt-4" aria-labelledby={`${id}-import`}>
        <h2 id={`${id}-import`} className="text-lg font-semibold">
          {tProductCsv("import.heading")}
        </h2>
        <p className="mt-1 text-muted">{tProductCsv("import.intro")}</p>
        <form onSubmit={onPreview} className="mt-3 flex flex-wrap items-end gap-3">
          <label htmlFor={`${id}-file`} className="block min-w-0 flex-1 basis-64">
            <span className="font-medium">{tProductCsv("import.file")}</span>
            <input id={`${id}-file`} ref={fileInput} name="file" type="file" accept=".csv,text/csv" required className="bo-field" disabled={busy || step.kind === "preview"} />
          </label>
          {step.kind === "choose" || step.kind === "reading" ? (
            <button type="submit" className="bo-button" disabled={busy}>
              {step.kind === "reading" ? tProductCsv("import.previewing") : tProductCsv("import.preview")}
            </button>
          ) : (
            <button type="button" className="bo-button-secondary" onClick={restart} disabled={busy}>
              {tProductCsv("import.again")}
            </button>
          )}
        </form>
        {error ? (
          <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-red-900">
            {error}
          </p>
        ) : null}

        {shown ? (
          <div className="mt-4 border-t border-gray-200 pt-4">
            <h2 ref={resultHeading} tabIndex={-1} className="text-lg font-semibold">
              {tProductCsv("preview.heading")}
            </h2>
            <p className="mt-1">{tProductCsv("preview.counts", { rows: shown.rows, created: shown.created, updated: shown.updated, skipped: shown.skipped.length })}</p>
            {shown.preview.length > 0 ? (
              <div className="bo-scroll-x mt-3" tabIndex={0} role="group" aria-label={tProductCsv("preview.first")}>
                <table className="w-full min-w-[36rem] border-collapse text-left">
                  <caption className="sr-only">{tProductCsv("preview.first")}</caption>
                  <thead>
                    <tr className="border-b border-gray-300">
                      <th scope="col" className="py-2 pr-3">{tProductCsv("preview.line")}</th>
                      <th scope="col" className="py-2 pr-3">{tProductCsv("preview.action")}</th>
                      <th scope="col" className="py-2 pr-3">{tProductCsv("preview.type")}</th>
                      <th scope="col" className="py-2 pr-3">{tProductCsv("preview.sku")}</th>
                      <th scope="col" className="py-2">{tProductCsv("preview.name")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.preview.map((row) => (
                      <tr key={row.line} className="border-b border-gray-100">
                        <td className="py-2 pr-3">{row.line}</td>
                        <td className="py-2 pr-3">
                          <span className={`bo-badge ${row.action === "create" ? "bo-badge-processing" : "bo-badge-completed"}`}>{tProductCsv(row.action === "create" ? "preview.create" : "preview.update")}</span>
                        </td>
                        <td className="py-2 pr-3">{TYPE_LABEL[row.type] ? tProductCsv(TYPE_LABEL[row.type]!) : row.type}</td>
                        <td className="py-2 pr-3 break-all">{row.sku ?? "—"}</td>
                        <td className="py-2">{row.name}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            <ProblemList heading={tProductCsv("skipped.heading")} items={shown.skipped} id={`${id}-skipped`} />
            <ProblemList heading={tProductCsv("notes.heading")} items={shown.notes} id={`${id}-notes`} />
            {blocked ? (
              <p className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900">{tProductCsv("preview.blocked")}</p>
            ) : (
              <button type="button" className="bo-button mt-4" onClick={onConfirm} disabled={busy}>
                {step.kind === "importing" ? tProductCsv("import.importing") : tProductCsv("import.confirm", { count: shown.rows })}
              </button>
            )}
          </div>
        ) : null}

        {step.kind === "done" ? (
          <div className="mt-4 border-t border-gray-200 pt-4">
            <h2 ref={resultHeading} tabIndex={-1} className="text-lg font-semibold">
              {tProductCsv("summary.heading")}
            </h2>
            <p className="mt-1" role="status">
              {step.summary.committed
                ? tProductCsv("summary.done", { rows: step.summary.rows, created: step.summary.created, updated: step.summary.updated, skipped: step.summary.skipped.length })
                : tProductCsv("summary.failed")}
            </p>
            <ProblemList heading={tProductCsv("skipped.heading")} items={step.summary.skipped} id={`${id}-done-skipped`} />
            <ProblemList heading={tProductCsv("notes.heading")} items={step.summary.notes} id={`${id}-done-notes`} />
          </div>
        ) : null}
      </section>

      <section className="bo-card mt-4" aria-labelledby={`${id}-export`}>
        <h2 id={`${id}-export`} className="text-lg font-semibold">
          {tProductCsv("export.heading")}
        </h2>
        <p className="mt-1 text-muted">{tProductCsv("export.intro")}</p>
        {exportHref ? (
          <a href={exportHref} download className="bo-button mt-3">
            {tProductCsv("export.download")}
          </a>
        ) : null}
      </section>
    </div>
  );
}
