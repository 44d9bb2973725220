/**
 * Mail templates as Contact Form 7 writes them: `[your-name]` stands for what the sender typed
 * in that field (several values joined by ", "), `[_date]`, `[_site_title]`… for the
 * submission's own facts. An unknown tag stays as written, as in Contact Form 7.
 */
export type MailTagValues = {
  /** The submission's fields by name, each as the mail shows it (a choice's pipe value). */
  fields: ReadonlyMap<string, readonly string[]>;
  /** `_remote_ip`, `_date`, `_time`, `_url`, `_site_title`, `_site_url`, `_post_title`… without the underscore. */
  special: Readonly<Record<string, string>>;
};

const MAIL_TAG = /\[\s*([a-zA-Z_][0-9a-zA-Z:._-]*)\s*\]/g;

/** `template` with its mail-tags replaced, each value passed through `escape` (HTML for an HTML body). */
export function replaceMailTags(template: string, values: MailTagValues, escape: (text: string) => string = (t) => t): string {
  return template.replace(MAIL_TAG, (whole, name: string) => {
    if (name.startsWith("_")) {
      const special = values.special[name.slice(1)];
      return special === undefined ? whole : escape(special);
    }
    const field = values.fields.get(name);
    return field === undefined ? whole : escape(field.join(", "));
  });
}

/**
 * A header value (To, Subject, Reply-To) as filled in, or null when a field put a line break in
 * it: a header never spans lines, and one that would is an attempt to add headers of its own.
 */
export function headerValue(template: string, values: MailTagValues): string | null {
  const filled = replaceMailTags(template, values);
  return /[\r\n\u2028\u2029\u0085]/.test(filled) ? null : filled.trim();
}
