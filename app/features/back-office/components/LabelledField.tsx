import { useId } from "react";

export type FieldProps = { id: string; "aria-describedby"?: string; "aria-invalid"?: boolean };

/** A labelled control with its hint and its error, tied to it for screen readers. */
export function LabelledField({ label, name, hint, error, children }: { label: string; name: string; hint?: string; error?: string; children: (props: FieldProps) => React.ReactNode }) {
  const id = `${useId()}-${name}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children({ id, "aria-describedby": described || undefined, "aria-invalid": error ? true : undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The fields a REST refusal names (WordPress's `data.params`), each with its reason. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const params = (error as { data?: { params?: unknown } } | null)?.data?.params;
  return params && typeof params === "object" && !Array.isArray(params) ? Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) : {};
}
