import type { DB } from "../db.server.ts";
import type { Env } from "../env.server.ts";
import { type Logger, logError } from "../logger.server.ts";
import { DEFAULT_CONCURRENCY, deliverDueEmails } from "./outbox.server.ts";
import { type SmsTransport, smsTransportFromEnv } from "../sms/transports.server.ts";
import { type EmailTransport, transportFromEnv } from "./transports.server.ts";

export interface EmailWorker {
  /** Runs a delivery round soon, e.g. right after a booking queued its emails. */
  wake(): void;
  /**
   * Takes no new email and waits for the sends under way, at most `graceMs`. An email still being
   * sent after that keeps its lease, and another server sends it once the lease has ended.
   */
  stop(graceMs?: number): Promise<void>;
}

/** Sends the outbox's emails and texts. */
export function startEmailWorker(options: {
  db: DB;
  env: Env;
  logger: Logger;
  transport?: EmailTransport;
  sms?: SmsTransport;
}): EmailWorker {
  const { db, env, logger } = options;
  const transport = options.transport ?? transportFromEnv(env, logger);
  const sms = options.sms ?? smsTransportFromEnv(env, logger);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const round = async () => {
    do {
      again = false;
      try {
        // oxlint-disable-next-line no-await-in-loop -- a round starts once the last one has ended
        const report = await deliverDueEmails(db, transport, new Date(), {
          concurrency: DEFAULT_CONCURRENCY,
          timeoutMs: env.EMAIL_SEND_TIMEOUT_MS,
          stopping: () => stopped,
          sms,
          links: { siteUrl: env.SITE_URL, secret: env.SESSION_SECRET },
        });
        if (report.sent || report.logged || report.failed || report.skipped)
          logger.info({ ...report, transport: transport.name, smsTransport: sms.name }, "email outbox round");
      } catch (error) {
        logError(logger, error, "email outbox round failed");
      }
      // oxlint-disable-next-line no-unmodified-loop-condition -- stop() sets `stopped` while a round runs
    } while (again && !stopped);
  };

  const trigger = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round().finally(() => {
      running = null;
    });
  };

  trigger();
  const timer = setInterval(trigger, env.EMAIL_WORKER_INTERVAL_MS);
  timer.unref();
  logger.info({ transport: transport.name, smsTransport: sms.name }, "email worker started");

  return {
    wake: () => setImmediate(trigger),
    async stop(graceMs = 5_000) {
      stopped = true;
      clearInterval(timer);
      let graceTimer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        (running ?? Promise.resolve()).then(() => true),
        new Promise<false>((resolve) => (graceTimer = setTimeout(() => resolve(false), graceMs))),
      ]);
      clearTimeout(graceTimer);
      if (!finished)
        logger.warn(
          { graceMs },
          "emails still being sent at shutdown keep their lease; another server sends them when it ends",
        );
      await transport.close?.();
    },
  };
}
