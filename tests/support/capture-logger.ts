import { Writable } from "node:stream";
import { createLogger, type Logger } from "#app/server/logger.server.ts";

/** A logger at level info whose lines are kept, parsed, for a test to read. */
export function captureLogger(): { logger: Logger; lines: Record<string, any>[] } {
  const lines: Record<string, any>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger("info", destination), lines };
}
