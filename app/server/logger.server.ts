import pino, { type Logger } from "pino";

export type { Logger };

/**
 * Structured logs. Customer data (names, phones, emails, addresses) is never logged:
 * log appointment IDs and counts instead. The redact list is a second line of defence.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ["*.name", "*.phone", "*.email", "*.address", "*.customerName", "*.customerEmail", "*.customerPhone", "*.customerAddress", "req.headers.cookie"],
      censor: "[redacted]",
    },
  });
}
