/**
 * The published reference validator (`@contactable/swv`, plain JavaScript, a dev dependency):
 * only what the differential test calls. Its results hold a ValidationError (with `error`) for a
 * failing field and `{ validInputs }` for the others.
 */
declare module "@contactable/swv" {
  export function validate(
    schema: { rules: readonly unknown[] },
    formData: FormData,
    options?: Record<string, unknown>,
  ): Map<string, { error?: string; validInputs?: unknown[] }>;
}
