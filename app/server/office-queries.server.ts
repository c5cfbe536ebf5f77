import type { AppointmentStatus } from "#app/domain/booking/appointment.ts";
import { normalizePhone } from "#app/domain/validation/messages.ts";
import type { DB } from "./db.server.ts";
import { containsIgnoringCase } from "./sql-like.server.ts";

/** Office list: newest first, by status, and by name, phone digits or appointment ID. */
export async function listAppointments(db: DB, filter: { status?: AppointmentStatus; q?: string }, limit = 100) {
  let query = db.selectFrom("appointments").selectAll();
  if (filter.status) query = query.where("status", "=", filter.status);
  const q = filter.q?.trim();
  if (q) {
    const digits = normalizePhone(q);
    query = query.where((eb) =>
      eb.or([
        containsIgnoringCase("name", q),
        containsIgnoringCase("id", q),
        ...(digits.length >= 3 ? [eb("phone", "like", `%${digits}%`)] : []),
      ]),
    );
  }
  return query.orderBy("created_at", "desc").limit(limit).execute();
}

export async function listOutbox(db: DB, limit = 100) {
  return db
    .selectFrom("email_outbox")
    .select([
      "id",
      "channel",
      "kind",
      "recipient",
      "subject",
      "appointment_id",
      "status",
      "attempts",
      "last_error",
      "next_attempt_at",
      "sent_at",
      "created_at",
    ])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
