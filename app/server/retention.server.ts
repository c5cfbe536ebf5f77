import { unconfirmedSentBefore } from "#app/domain/newsletter/confirmation.ts";
import { retentionCutoffs } from "#app/domain/privacy/retention.ts";
import { todayInHouston } from "#app/domain/time.ts";
import type { DB } from "./db.server.ts";
import { type ScheduledJob, scheduleJob } from "./jobs.server.ts";
import type { Logger } from "./logger.server.ts";
import { removePhotoFiles } from "./photos.server.ts";

export interface PurgeReport {
  appointments: number;
  photos: number;
  emails: number;
  serviceRecords: number;
  sessions: number;
  textsReceived: number;
  unconfirmedSubscriptions: number;
}

/**
 * Deletes what the privacy policy promises not to keep, in one transaction; the photo files of the
 * visits deleted go once it has committed (a file left by a failure there is no longer linked).
 */
export async function purgeExpiredData(db: DB, photoDir: string, now = new Date()): Promise<PurgeReport> {
  const cutoffs = retentionCutoffs(todayInHouston(now));
  const requestsBefore = `${cutoffs.requestsCreatedBefore}T00:00:00.000Z`;
  const purged = await db.transaction().execute(async (trx) => {
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
    const goingAppointments = trx
      .selectFrom("appointments")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("created_at", "<", requestsBefore)]),
          eb("id", "in", finished),
        ]),
      );
    const photos = await trx
      .deleteFrom("appointment_photos")
      .where("appointment_id", "in", goingAppointments)
      .returning("id")
      .execute();
    // A text the customer sent goes with the visit it is about, and after the same months when it is about none.
    const textsReceived = await trx
      .deleteFrom("sms_inbound")
      .where((eb) =>
        eb.or([
          eb("appointment_id", "in", stale),
          eb("appointment_id", "in", finished),
          eb.and([eb("appointment_id", "is", null), eb("received_at", "<", requestsBefore)]),
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
    // A newsletter sign-up never confirmed goes once its last link has stopped working.
    const unconfirmedSubscriptions = await trx
      .deleteFrom("newsletter_subscribers")
      .where("confirmed_at", "is", null)
      .where("confirmation_sent_at", "<", unconfirmedSentBefore(now).toISOString())
      .executeTakeFirst();
    const sessions = await trx.deleteFrom("sessions").where("expires_at", "<", now.toISOString()).executeTakeFirst();
    const counts = {
      appointments: Number(appointments.numDeletedRows),
      photos: photos.length,
      emails: Number(emails.numDeletedRows),
      serviceRecords: Number(serviceRecords.numDeletedRows),
      sessions: Number(sessions.numDeletedRows),
      textsReceived: Number(textsReceived.numDeletedRows),
      unconfirmedSubscriptions: Number(unconfirmedSubscriptions.numDeletedRows),
    };
    return { counts, photos };
  });
  await removePhotoFiles(photoDir, purged.photos);
  return purged.counts;
}

const DAY_MS = 86_400_000;

/** Purges once a day across every server sharing the database (the first server to start runs the first purge). */
export function scheduleDailyPurge(db: DB, photoDir: string, logger: Logger): ScheduledJob {
  return scheduleJob(db, logger, {
    name: "retention-purge",
    everyMs: DAY_MS,
    run: async () => logger.info(await purgeExpiredData(db, photoDir), "retention purge"),
  });
}
