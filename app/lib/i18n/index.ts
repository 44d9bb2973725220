import { type MessageKey, vi } from "./vi";

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

/** Looks a message up and fills its `{placeholders}`; a missing parameter is left visible, never "undefined". */
export function t(key: MessageKey, params?: MessageParams): string {
  const template: string = vi[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
