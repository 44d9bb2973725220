import type { SwvErrors, SwvInput } from "../swv/types";

/**
 * The fields whose shown error a pass replaces: those with a value in the input and those the
 * pass found wrong. A field with neither (no rule failed, nothing posted) keeps what the server said.
 */
export function judgedFields(input: SwvInput, errors: SwvErrors): Set<string> {
  return new Set([...input.keys(), ...errors.keys()]);
}
