import { company } from "#content/company.ts";
import {
  type AppointmentForEmail,
  appointmentIcs,
  cancellationParams,
  cancellationText,
  confirmationParams,
  confirmationText,
  emailWordsOf,
  type CalendarEvent,
  icsContentType,
  notificationParams,
  notificationText,
  officeAreaOf,
  officeNoticeTitles,
  reminderParams,
  reminderText,
} from "#app/domain/booking/emails.ts";
import { reminderTime } from "#app/domain/scheduling/self-service.ts";
import { technicianBySlug } from "#app/domain/scheduling/dispatch.ts";
import { schedulingDefaults } from "#app/domain/scheduling/settings.ts";
import type { DB } from "./db.server.ts";
import { toEmailShape } from "./appointment-rows.server.ts";
import type { AppointmentsTable } from "./db-types.server.ts";
import { enqueueEmail, newManageLinkSlot } from "./email/outbox.server.ts";
import type { Env } from "./env.server.ts";
import type { ManageLinkSettings } from "./manage-links.server.ts";
import { enqueueReminderText } from "./sms/texts.server.ts";
import { templatedEmail } from "./email/message.server.ts";

/** What the emails about a visit need: where the office's copies go and how to build the manage link. */
export interface VisitEmailSettings {
  officeEmail: string;
  links: ManageLinkSettings;
}

/**
 * The visit as one customer email shows it, with its manage link as a fresh slot the outbox fills
 * (give the email `manageLinkSlot: shape.manageUrl`) and its calendar sequence.
 */
export function customerEmailShape(row: AppointmentsTable): AppointmentForEmail {
  return {
    ...toEmailShape(row, technicianBySlug(row.technician)?.name ?? null),
    manageUrl: row.manage_nonce ? newManageLinkSlot() : null,
    calendarSequence: row.calendar_sequence,
  };
}

function calendarFile(a: AppointmentForEmail, event: CalendarEvent, now: Date) {
  return {
    filename: `appointment-${a.id}.ics`,
    contentType: icsContentType(event),
    content: appointmentIcs(a, company, now, event),
  };
}

/** The customer's confirmation and its calendar file; after a move, the same event with a higher SEQUENCE. */
export async function enqueueConfirmation(
  trx: DB,
  row: AppointmentsTable,
  { now, moved }: { now: Date; moved: boolean },
): Promise<void> {
  const a = customerEmailShape(row);
  const params = confirmationParams(a, company, { moved });
  const words = emailWordsOf(params);
  const subject = moved ? words.movedSubject(row.id, params.booked_window!) : words.bookedSubject(row.id, company.name);
  const calendar = calendarFile(a, moved ? "moved" : "booked", now);
  await enqueueEmail(
    trx,
    {
      ...templatedEmail("appointment-confirmation", row.email, subject, params, confirmationText, [calendar]),
      manageLinkSlot: a.manageUrl,
    },
    row.id,
    now,
  );
}

/** The customer's cancellation, with a calendar file that removes the event. */
export async function enqueueCancellation(
  trx: DB,
  row: AppointmentsTable,
  { now, siteUrl }: { now: Date; siteUrl: string },
): Promise<void> {
  const a = customerEmailShape(row);
  const params = cancellationParams(a, company, siteUrl);
  const subject = emailWordsOf(params).cancelledSubject(row.id, company.name);
  await enqueueEmail(
    trx,
    {
      ...templatedEmail("appointment-cancellation", row.email, subject, params, cancellationText, [
        calendarFile(a, "cancelled", now),
      ]),
      manageLinkSlot: a.manageUrl,
    },
    row.id,
    now,
  );
}

/** The office's copy of the visit, its technician named when one is assigned. */
function officeParams(
  row: AppointmentsTable,
  technician: string | null = technicianBySlug(row.technician)?.name ?? null,
) {
  return notificationParams(toEmailShape(row, technician), company, officeAreaOf(row.zip_code, company.serviceArea));
}

/** Tells the office of a new booking, marked high priority when the visit asks for it. */
export async function enqueueBookingNotice(
  trx: DB,
  row: AppointmentsTable,
  { now, officeEmail }: { now: Date; officeEmail: string },
): Promise<void> {
  const params = officeParams(row);
  await enqueueOfficeNotice(trx, row, { now, officeEmail }, `${params.title} - ${row.appliance}`, params);
}

/** Tells the office which technician now has the visit. */
export async function enqueueAssignmentNotice(
  trx: DB,
  row: AppointmentsTable,
  { now, officeEmail, technician }: { now: Date; officeEmail: string; technician: string },
): Promise<void> {
  const params = officeParams(row, technician);
  const when = `${params.preferred_date} ${row.preferred_time}`;
  params.title = officeNoticeTitles.assigned(technician, row.id);
  params.message = `${params.title}: ${when}.`;
  await enqueueOfficeNotice(trx, row, { now, officeEmail }, `${params.title} - ${row.appliance}, ${when}`, params);
}

/** Tells the office what the customer changed online: the change is the notice's title, what it did its message. */
export async function enqueueChangeNotice(
  trx: DB,
  row: AppointmentsTable,
  {
    now,
    officeEmail,
    change,
    details,
  }: { now: Date; officeEmail: string; change: "moved" | "cancelled"; details: string },
): Promise<void> {
  const params = officeParams(row);
  params.title = officeNoticeTitles[change](row.id);
  params.message = `${params.title}: ${details}`;
  await enqueueOfficeNotice(trx, row, { now, officeEmail }, `${params.title} - ${row.appliance}`, params);
}

/** Queues one of the office's notices about a visit: same template and text, its own subject, title and message. */
function enqueueOfficeNotice(
  trx: DB,
  row: AppointmentsTable,
  { now, officeEmail }: { now: Date; officeEmail: string },
  subject: string,
  params: Record<string, string>,
): Promise<void> {
  return enqueueEmail(
    trx,
    templatedEmail("appointment-notification", officeEmail, subject, params, notificationText),
    row.id,
    now,
  );
}

/** Drops the visit's reminders, the email and the text, while they still wait to be sent. */
export async function dropReminder(trx: DB, appointmentId: string): Promise<void> {
  await trx
    .deleteFrom("email_outbox")
    .where("appointment_id", "=", appointmentId)
    .where("kind", "in", ["reminder", "sms-reminder"])
    .where("status", "=", "pending")
    .execute();
}

/**
 * Queues the visit's reminder email, and its text when the customer asked for texts, for its reminder
 * time (content, not office, settings), replacing those still waiting; none when that time has already
 * passed, as for a visit booked for tomorrow morning late in the evening.
 */
export async function enqueueReminder(trx: DB, row: AppointmentsTable, { now }: { now: Date }): Promise<void> {
  await dropReminder(trx, row.id);
  const at = reminderTime(schedulingDefaults, row.preferred_date);
  if (at.getTime() <= now.getTime()) return;
  const a = customerEmailShape(row);
  const params = reminderParams(a, company);
  const subject = emailWordsOf(params).reminderSubject(params.appliance!, params.booked_window!);
  await enqueueEmail(
    trx,
    { ...templatedEmail("reminder", row.email, subject, params, reminderText), manageLinkSlot: a.manageUrl },
    row.id,
    now,
    at,
  );
  await enqueueReminderText(trx, row, { now, sendAt: at });
}

/** The email settings of the running server. */
export function visitEmailSettings(env: Pick<Env, "OFFICE_EMAIL" | "SITE_URL" | "SESSION_SECRET">): VisitEmailSettings {
  return {
    officeEmail: env.OFFICE_EMAIL ?? company.email,
    links: { siteUrl: env.SITE_URL, secret: env.SESSION_SECRET },
  };
}
