import type { DB } from "./db.server.ts";
import { type Logger, logError } from "./logger.server.ts";

/**
 * Takes the named job's current run if it is due. The row's next run moves forward in the same
 * conditional update, so of all the servers sharing the database exactly one gets each run.
 */
export async function claimJobRun(db: DB, name: string, everyMs: number, now = new Date()): Promise<boolean> {
  const nowIso = now.toISOString();
  await db
    .insertInto("scheduled_jobs")
    .values({ name, next_run_at: nowIso, last_run_at: null })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const claimed = await db
    .updateTable("scheduled_jobs")
    .set({ next_run_at: new Date(now.getTime() + everyMs).toISOString(), last_run_at: nowIso })
    .where("name", "=", name)
    .where("next_run_at", "<=", nowIso)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export interface ScheduledJob {
  stop(): Promise<void>;
}

/**
 * Runs `run` once every `everyMs` across the fleet: each server looks at start-up and then every
 * `checkEveryMs` whether a run is due, and only the one that claims it runs it. A failed run is
 * logged and waits for the next period.
 */
export function scheduleJob(
  db: DB,
  logger: Logger,
  job: { name: string; everyMs: number; checkEveryMs?: number; run: () => Promise<unknown> },
): ScheduledJob {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const check = () => {
    if (busy) return;
    busy = true;
    running = claimJobRun(db, job.name, job.everyMs)
      .then(async (claimed) => {
        if (claimed) await job.run();
      })
      .catch((error: unknown) => logError(logger, error, "scheduled job failed", { job: job.name }))
      .finally(() => {
        busy = false;
      });
  };
  check();
  const timer = setInterval(check, job.checkEveryMs ?? Math.min(job.everyMs, 60_000));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
