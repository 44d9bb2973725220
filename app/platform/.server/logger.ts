import pino, { type Logger } from "pino";

export type { Logger };

/** JSON logs on stdout; `LOG_LEVEL` decides how much. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
