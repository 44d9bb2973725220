import { validation } from "../constants";

const LOCAL_PART = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const LABEL = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$/;

/**
 * The contact forms' e-mail rule (spec §5 "email"): at least 6 characters, exactly one "@" not at
 * the start, a local part of the allowed characters, a domain of at least two labels without
 * empty or hyphen-edged labels.
 */
export function isContactFormEmail(value: string): boolean {
  if (value.length < validation.email_min_length) return false;
  const at = value.indexOf("@");
  if (at < 1 || at !== value.lastIndexOf("@")) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!LOCAL_PART.test(local)) return false;
  if (domain !== domain.trim() || domain.startsWith(".") || domain.endsWith(".") || domain.includes("..")) return false;
  const labels = domain.split(".");
  return labels.length >= 2 && labels.every((label) => LABEL.test(label));
}

/** The site's generic e-mail check: the rule above and a top-level domain of 2–63 letters. */
export function isEmail(value: string): boolean {
  if (!isContactFormEmail(value)) return false;
  const tld = value.slice(value.lastIndexOf(".") + 1);
  return new RegExp(`^[a-zA-Z]{${validation.email_tld_min},${validation.email_tld_max}}$`).test(tld);
}
