/**
 * Validates a contact form's values against its Schema-Woven Validation schema, the same in the
 * browser (whole form on submit, one field on change) and on the server.
 */
import { FIELD_RULES } from "./rules";
import type { SwvErrors, SwvInput, SwvRule, SwvSchema } from "./types";

export type ValidateOptions = {
  /**
   * Only the schema's rules on this field (top-level rules whose `field` is it, each whole, `all`
   * and `any` with every sub-rule): what a field's change re-checks, as Contact Form 7's
   * front end narrows the schema before validating.
   */
  field?: string;
};

/** The rule that failed, whose field and message are reported. */
type Failure = Pick<SwvRule, "field" | "error">;

function isFieldRule(name: string): name is keyof typeof FIELD_RULES {
  return Object.hasOwn(FIELD_RULES, name);
}

function isKnownRule(rule: SwvRule): boolean {
  return rule.rule === "all" || rule.rule === "any" || isFieldRule(rule.rule);
}

/**
 * The failure of one rule, or null when it passes. `all` fails with the first failing sub-rule's
 * own message when it has one, else with its own; `any` fails with its own when no sub-rule
 * passes (so an empty `any` fails and an empty `all` passes). Rules of unknown names are skipped.
 */
function check(rule: SwvRule, input: SwvInput): Failure | null {
  const subRules = (rule.rules ?? []).filter(isKnownRule);
  switch (rule.rule) {
    case "all":
      for (const subRule of subRules) {
        const failure = check(subRule, input);
        if (failure) return failure.error === undefined ? rule : failure;
      }
      return null;
    case "any":
      return subRules.some((subRule) => check(subRule, input) === null) ? null : rule;
    default:
      return isFieldRule(rule.rule) && !FIELD_RULES[rule.rule](rule, input.get(rule.field) ?? []) ? rule : null;
  }
}

/**
 * Field name → the message of the field's first failing rule, in schema order. A failing rule
 * without a message reports nothing and leaves its field to the rules after it.
 */
export function validate(schema: SwvSchema, input: SwvInput, options: ValidateOptions = {}): SwvErrors {
  const errors: SwvErrors = new Map();
  for (const rule of schema.rules ?? []) {
    if (!isKnownRule(rule) || (options.field !== undefined && rule.field !== options.field)) continue;
    const failure = check(rule, input);
    if (failure && failure.field !== undefined && failure.error !== undefined && !errors.has(failure.field)) {
      errors.set(failure.field, failure.error);
    }
  }
  return errors;
}
