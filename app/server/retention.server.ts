import { retentionCutoffs } from "#app/domain/privacy/retention.ts";
import { todayInHouston } from "#app/domain/time.ts";
import type { DB } from "./db.server.ts";
import { type ScheduledJob, scheduleJob } from "./jobs.server.ts";
import type { Logger } from "./logger.server.ts";

export interface PurgeReport {
  appointments: number;
  emails: number;
  serviceRecords: number;
  sessions: number;
}

/** Deletes what the privacy policy promises not to keep; runs in one transaction. */
export async function purgeExpiredData(db: DB, now = new Date()): Promise<PurgeReport> {
  const cutoffs = retentionCutoffs(todayInHouston(now));
  const requestsBefore = `${cutoffs.requestsCreatedBefore}T00:00:00.000Z`;
  return db.transaction().execute(async (trx) => {
    const stale = trx
      .selectFrom("appointments")
      .select("id")
      .where("status", "=", "pending")
      .where("created_at", "<", requestsBefore);
    // A completed appointment goes with its service record.
    const finished = trx
      .selectFrom("service_records")
      .select("appointment_id")
      .where("warranty_end_date", "<", cutoffs.warrantiesEndedBefore)
      .where("appointment_id", "is not", null);
    const emails = await trx
      .deleteFrom("email_outbox")
      .where((eb) =>
        eb.or([
          eb("appointment_id", "in", stale),
          eb("appointment_id", "in", finished),
          eb.and([eb("created_at", "<", requestsBefore), eb("status", "!=", "pending")]),
        ]),
      )
      .executeTakeFirst();
    const appointments = await trx
      .deleteFrom("appointments")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("created_at", "<", requestsBefore)]),
          eb("id", "in", finished),
        ]),
      )
      .executeTakeFirst();
    const serviceRecords = await trx
      .deleteFrom("service_records")
      .where("warranty_end_date", "<", cutoffs.warrantiesEndedBefore)
      .executeTakeFirst();
    const sessions = await trx.deleteFrom("sessions").where("expires_at", "<", now.toISOString()).executeTakeFirst();
    return {
      appointments: Number(appointments.numDeletedRows),
      emails: Number(emails.numDeletedRows),
      serviceRecords: Number(serviceRecords.numDeletedRows),
      sessions: Number(sessions.numDeletedRows),
    };
  });
}

const DAY_MS = 86_400_000;

/** Purges once a day across every server sharing the database (the first server to start runs the first purge). */
export function scheduleDailyPurge(db: DB, logger: Logger): ScheduledJob {
  return scheduleJob(db, logger, {
    name: "retention-purge",
    everyMs: DAY_MS,
    run: async () => logger.info(await purgeExpiredData(db), "retention purge"),
  });
}
