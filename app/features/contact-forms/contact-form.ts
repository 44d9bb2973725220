import { type ContactFormMessageKey, contactFormMessages } from "../../lib/i18n/areas/contact-forms";
import type { ParsedTemplate } from "./form-model";
import type { SwvSchema } from "./swv/types";

/** Contact Form 7's additional settings this shop honours (`settings`, as `key: on` lines in WordPress). */
export type ContactFormSettings = {
  /** An unticked acceptance box is a field error (`validation_failed`), not `acceptance_missing`. */
  acceptanceAsValidation: boolean;
  /** Answers `mail_sent` without mailing (a form being tried out); the submission is still stored. */
  demoMode: boolean;
  /** `altcha: on`: every submission must carry a solved proof of work, as with an `[altcha]` tag. */
  altcha: boolean;
};

/** The mail template: each header and the body may hold mail-tags (`[your-name]`); no `from` sends from the shop's address. */
export type ContactFormMail = { to: string; from?: string; subject: string; body: string; replyTo?: string };

/** A stored contact form, parsed once: what both the page and the feedback endpoint work from. */
export type ContactForm = {
  id: number;
  slug: string;
  title: string;
  locale: string;
  template: ParsedTemplate;
  mail: ContactFormMail;
  /** Every message, the form's own where it has one, else the shop's default. */
  messages: Record<ContactFormMessageKey, string>;
  settings: ContactFormSettings;
  schema: SwvSchema;
};

/** The form's messages: its overrides (by Contact Form 7's keys) over the defaults; unknown keys ignored. */
export function formMessages(overrides: Readonly<Record<string, string>>): Record<ContactFormMessageKey, string> {
  const messages: Record<string, string> = { ...contactFormMessages };
  for (const [key, text] of Object.entries(overrides)) if (Object.hasOwn(contactFormMessages, key) && text.trim() !== "") messages[key] = text;
  return messages as Record<ContactFormMessageKey, string>;
}

/** Settings as WordPress writes them (`acceptance_as_validation: on`), read from the stored map. */
export function formSettings(stored: Readonly<Record<string, string>>): ContactFormSettings {
  const on = (key: string) => /^(?:on|true|1|yes)$/i.test((stored[key] ?? "").trim());
  return { acceptanceAsValidation: on("acceptance_as_validation"), demoMode: on("demo_mode"), altcha: on("altcha") };
}

/**
 * Whether the form asks for the invisible proof of work (decision 026): an `[altcha]` tag in its
 * template or the `altcha: on` setting. Its script then solves a challenge before each send, and
 * the server takes a submission without a fresh solution for spam.
 */
export function asksProofOfWork(form: Pick<ContactForm, "template" | "settings">): boolean {
  return form.settings.altcha || form.template.tags.some((tag) => tag.type === "altcha");
}
