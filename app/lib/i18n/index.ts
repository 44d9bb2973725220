import { fill } from "./format";
import { type MessageKey, vi } from "./vi";

export type { MessageKey };
export type { MessageParams } from "./format";

/** Looks a message of the shared catalogue up and fills its `{placeholders}`. */
export function t(key: MessageKey, params?: Parameters<typeof fill>[1]): string {
  return fill(vi[key], params);
}
