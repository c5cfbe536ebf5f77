import type { DB } from "../db.server";
import type { Env } from "../env.server";
import type { Logger } from "../logger.server";
import { deliverDueEmails, releaseStuckEmails } from "./outbox.server";
import { type EmailTransport, transportFromEnv } from "./transports.server";

export interface EmailWorker {
  /** Runs a delivery round soon, e.g. right after a booking queued its emails. */
  wake(): void;
  stop(): Promise<void>;
}

export function startEmailWorker(options: { db: DB; env: Env; logger: Logger; transport?: EmailTransport }): EmailWorker {
  const { db, env, logger } = options;
  const transport = options.transport ?? transportFromEnv(env, logger);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const round = async () => {
    do {
      again = false;
      try {
        const report = await deliverDueEmails(db, transport);
        if (report.sent || report.logged || report.failed) logger.info({ ...report, transport: transport.name }, "email outbox round");
      } catch (error) {
        logger.error({ err: error instanceof Error ? error.message : String(error) }, "email outbox round failed");
      }
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

  void releaseStuckEmails(db).catch(() => undefined).then(trigger);
  const timer = setInterval(trigger, env.EMAIL_WORKER_INTERVAL_MS);
  timer.unref();
  logger.info({ transport: transport.name }, "email worker started");

  return {
    wake: () => setImmediate(trigger),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
