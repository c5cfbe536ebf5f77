import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

/** Fields that may hold customer data, at any depth pino's redaction reaches. */
const PERSONAL_FIELDS = [
  "name",
  "phone",
  "email",
  "address",
  "customerName",
  "customerEmail",
  "customerPhone",
  "customerAddress",
];

/**
 * Structured logs. Customer data (names, phones, emails, addresses) is never logged:
 * log appointment IDs and counts instead. The redact list is a second line of defence; it also
 * covers errors, whose extra properties (a database's `detail`, the values of a failed row) can
 * quote what a customer typed.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    serializers: { err: pino.stdSerializers.err },
    redact: {
      paths: [...PERSONAL_FIELDS.map((f) => `*.${f}`), "err.detail", "err.parameters", "req.headers.cookie"],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Logs a failure with its stack, so it can be found and fixed. Use it in every catch whose
 * answer to the user is an error message. Anything thrown that is not an Error is logged as the
 * message of one.
 */
export function logError(logger: Logger, error: unknown, message: string, fields: Record<string, unknown> = {}): void {
  logger.error({ ...fields, err: error instanceof Error ? error : new Error(String(error)) }, message);
}
