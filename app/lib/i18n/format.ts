export type MessageParams = Record<string, string | number>;

/** Fills a message's `{placeholders}`; a missing parameter is left visible, never "undefined". */
export function fill(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/**
 * A `t()` over one area's own catalogue. Areas that only some pages show (checkout, orders) keep
 * their messages out of the catalogue every page ships, and their modules import this instead.
 */
export function translator<C extends Record<string, string>>(catalog: C) {
  return (key: keyof C & string, params?: MessageParams): string => fill(catalog[key] as string, params);
}
