import { newAppointmentId } from "#app/domain/booking/appointment.ts";
import type { BookingRequest } from "#app/domain/booking/schema.ts";
import type { Locale } from "#app/domain/i18n/locale.ts";
import { coverageOf } from "#app/domain/areas/coverage.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { findBySubmissionKey } from "./appointment-rows.server.ts";
import { type DB, isUniqueViolation } from "./db.server.ts";
import type { AppointmentsTable } from "./db-types.server.ts";
import { claimWindow, recordHistory } from "./scheduling.server.ts";
import { enqueueBookingNotice, enqueueConfirmation, enqueueReminder } from "./visit-emails.server.ts";
import { type ManageLinkSettings, newManageLink } from "./manage-links.server.ts";
import { enqueueConfirmationText } from "./sms/texts.server.ts";
import { photoRows, type SavedPhoto } from "./photos.server.ts";

export interface CreatedAppointment {
  appointment: AppointmentsTable;
  /** False when this submission had been stored already (a double click or a reload). */
  created: boolean;
}

/**
 * Stores the request (with the rows of its photos), takes its place in the chosen arrival window and
 * queues both emails (and the confirmation text, when the customer ticked the box) in one transaction, before anything else
 * happens. The same submission key never creates a second appointment nor takes a second place. Throws WindowUnavailableError (reason "full" with the
 * message "That time was just booked. Please choose another time.") when the window has no place.
 */
export async function createAppointment(
  db: DB,
  request: BookingRequest,
  options: {
    submissionKey: string;
    officeEmail: string;
    links: ManageLinkSettings;
    /** The address the form came from, kept with a consent to texts. */
    clientAddress?: string;
    /** The language the customer booked in; their emails and texts are written in it. */
    language?: Locale;
    /** Photos already in the photo folder: their rows are stored with the appointment or not at all. */
    photos?: readonly SavedPhoto[];
    now?: Date;
    newId?: () => string;
  },
): Promise<CreatedAppointment> {
  const now = options.now ?? new Date();
  const newId = options.newId ?? (() => newAppointmentId());
  for (let attempt = 0; attempt < 8; attempt++) {
    // oxlint-disable-next-line no-await-in-loop -- each attempt follows the failed one before it
    const existing = await findBySubmissionKey(db, options.submissionKey);
    if (existing) return { appointment: existing, created: false };
    const id = newId();
    const row: AppointmentsTable = {
      id,
      name: request.name,
      phone: request.phone,
      email: request.email,
      address: request.address,
      zip_code: request.zipCode,
      appliance: request.appliance,
      issue: request.issue,
      description: request.description,
      preferred_date: request.preferredDate,
      preferred_time: request.preferredTime,
      status: "pending",
      submission_key: options.submissionKey,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      technician: null,
      ...newManageLink(id, options.links.secret),
      calendar_sequence: 0,
      sms_consent_at: request.smsConsent ? now.toISOString() : null,
      // The words the customer agreed to, in the language they were shown in.
      sms_consent_text: request.smsConsent ? uiWords[options.language ?? "en"].bookingPage.smsConsent : null,
      sms_consent_ip: request.smsConsent ? (options.clientAddress ?? null) : null,
      language: options.language ?? "en",
    };
    try {
      // oxlint-disable-next-line no-await-in-loop -- each attempt follows the failed one before it
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("appointments").values(row).execute();
        if (options.photos?.length)
          await trx
            .insertInto("appointment_photos")
            .values(photoRows(row.id, options.photos, now))
            .execute();
        const coverage = coverageOf(row.zip_code);
        await claimWindow(trx, {
          appointmentId: row.id,
          date: row.preferred_date,
          window: row.preferred_time,
          region: coverage.covered ? coverage.region : null,
          now,
          locale: options.language ?? "en",
        });
        await recordHistory(trx, {
          appointmentId: row.id,
          actor: "customer",
          action: "booked",
          details: `${row.preferred_date}, ${row.preferred_time}`,
          at: now,
        });
        await enqueueBookingNotice(trx, row, { now, officeEmail: options.officeEmail });
        await enqueueConfirmation(trx, row, { now, moved: false });
        await enqueueConfirmationText(trx, row, { now });
        await enqueueReminder(trx, row, { now });
      });
      return { appointment: row, created: true };
    } catch (error) {
      // A clash on the submission key is a double submit; a clash on the ID gets a new ID.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error("Could not find a free appointment ID");
}
