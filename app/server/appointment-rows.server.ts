import type { BookingRequest } from "#app/domain/booking/schema.ts";
import type { AppointmentForEmail } from "#app/domain/booking/emails.ts";
import { localeOf } from "#app/domain/i18n/locale.ts";
import type { DB } from "./db.server.ts";
import type { AppointmentsTable } from "./db-types.server.ts";

/** A stored appointment as the booking form's request. */
export function storedRequest(row: AppointmentsTable): BookingRequest {
  return {
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    zipCode: row.zip_code,
    appliance: row.appliance,
    issue: row.issue,
    description: row.description,
    preferredDate: row.preferred_date,
    preferredTime: row.preferred_time,
    smsConsent: row.sms_consent_at !== null,
  };
}

export async function findBySubmissionKey(db: DB, key: string): Promise<AppointmentsTable | null> {
  return (await db.selectFrom("appointments").selectAll().where("submission_key", "=", key).executeTakeFirst()) ?? null;
}

export async function getAppointment(db: DB, id: string): Promise<AppointmentsTable | null> {
  return (await db.selectFrom("appointments").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** A stored appointment as the emails about it show it, naming its technician when one is given. */
export function toEmailShape(row: AppointmentsTable, technician: string | null = null): AppointmentForEmail {
  return { id: row.id, ...storedRequest(row), createdAt: row.created_at, technician, language: localeOf(row.language) };
}
