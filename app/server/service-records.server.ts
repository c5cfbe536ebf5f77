import { sql } from "kysely";
import { schedulingDefaults } from "#app/domain/scheduling/settings.ts";
import { statusLabel } from "#app/domain/scheduling/status.ts";
import { statusChangeRefusal } from "#app/domain/scheduling/status-change.ts";
import { todayInHouston } from "#app/domain/time.ts";
import {
  matchesLastName,
  type WarrantyCheckResult,
  type WarrantyLookup,
  WARRANTY_LOOKUP_LIMIT,
  warrantyLookupFailure,
  warrantyOutcome,
  warrantyPeriod,
} from "#app/domain/warranty/warranty.ts";
import { warrantyWords } from "#app/words/warranty.ts";
import {
  type CompleteVisitInput,
  type NewServiceRecordInput,
  type ServiceRecordStatus,
  serviceRecordMessages,
} from "#app/domain/warranty/service-records.ts";
import { normalizePhone } from "#app/domain/validation/messages.ts";
import type { Locale } from "#app/domain/i18n/locale.ts";
import type { DB } from "./db.server.ts";
import type { ServiceRecordsTable } from "./db-types.server.ts";
import { type Logger, logError } from "./logger.server.ts";
import { recordHistory } from "./scheduling.server.ts";
import { containsIgnoringCase } from "./sql-like.server.ts";
import { dropReminder } from "./visit-emails.server.ts";

/** A failure says whether the thing was missing, in a state that refuses the change, or the database failed. */
/** The HTTP status of each kind of failure. */
export const FAILURE_STATUS = { "not-found": 404, conflict: 409, error: 500 } as const;

export type Result<T = undefined> =
  | { success: true; message: string; data: T }
  | { success: false; message: string; reason: "not-found" | "conflict" | "error" };

/**
 * The warranty lookup: the phone's records whose last name is the one typed (compared without case
 * or accents, which SQL cannot do alike on both engines), newest service date first, at most 10.
 */
export async function findWarrantyRecords(db: DB, lookup: WarrantyLookup): Promise<ServiceRecordsTable[]> {
  let query = db.selectFrom("service_records").selectAll().where("customer_phone", "=", lookup.phone);
  if (lookup.appliance) {
    query = query.where((eb) =>
      eb.or([
        containsIgnoringCase("appliance_type", lookup.appliance),
        containsIgnoringCase("appliance_model", lookup.appliance),
      ]),
    );
  }
  const records = await query.orderBy("service_date", "desc").orderBy("created_at", "desc").execute();
  return records.filter((r) => matchesLastName(lookup.name, r.customer_name)).slice(0, WARRANTY_LOOKUP_LIMIT);
}

/** The customer's answer: only the appliance, the dates and the days — never address, email or cost. */
export async function checkWarranty(
  db: DB,
  lookup: WarrantyLookup,
  logger: Logger,
  today = todayInHouston(),
  locale: Locale = "en",
): Promise<WarrantyCheckResult> {
  let records: ServiceRecordsTable[];
  try {
    records = await findWarrantyRecords(db, lookup);
  } catch (error) {
    logError(logger, error, "warranty lookup: database error");
    return warrantyLookupFailure(warrantyWords[locale].messages.databaseError);
  }
  try {
    return warrantyOutcome(
      records.map((r) => ({
        applianceType: r.appliance_type,
        serviceDate: r.service_date,
        warrantyEndDate: r.warranty_end_date,
      })),
      today,
      locale,
    );
  } catch (error) {
    logError(logger, error, "warranty lookup: unexpected failure");
    return warrantyLookupFailure(warrantyWords[locale].messages.unexpected);
  }
}

function recordRow(input: NewServiceRecordInput, now: Date): ServiceRecordsTable {
  const serviceDate = input.serviceDate ?? todayInHouston(now);
  const period = warrantyPeriod(serviceDate);
  return {
    id: crypto.randomUUID(),
    customer_name: input.customerName,
    customer_phone: normalizePhone(input.customerPhone),
    customer_email: input.customerEmail,
    customer_address: input.customerAddress,
    zip_code: input.zipCode,
    appliance_type: input.applianceType,
    appliance_model: input.applianceModel,
    issue_description: input.issueDescription,
    service_date: serviceDate,
    technician_name: input.technicianName,
    parts_replaced: input.partsReplaced,
    labor_description: input.laborDescription,
    total_cost: input.totalCost,
    appointment_id: input.appointmentId,
    notes: input.notes,
    status: "completed",
    warranty_start_date: period.start,
    warranty_end_date: period.end,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
}

/** What a write needs besides its input: where to log a failure, and the clock. */
export interface WriteOptions {
  logger?: Logger;
  now?: Date;
}

export async function createServiceRecord(
  db: DB,
  input: NewServiceRecordInput,
  { logger, now = new Date() }: WriteOptions = {},
): Promise<Result<{ id: string }>> {
  try {
    const row = recordRow(input, now);
    const result = await db.insertInto("service_records").values(row).executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 1) !== 1)
      return { success: false, message: serviceRecordMessages.createFailed, reason: "error" };
    return { success: true, message: serviceRecordMessages.created, data: { id: row.id } };
  } catch (error) {
    if (logger) logError(logger, error, "service record could not be created");
    return { success: false, message: serviceRecordMessages.createError, reason: "error" };
  }
}

/** Customer history: by phone digits, optionally also email; newest service first. */
export async function customerHistory(db: DB, phone: string, email?: string): Promise<ServiceRecordsTable[]> {
  let query = db.selectFrom("service_records").selectAll().where("customer_phone", "=", normalizePhone(phone));
  if (email) query = query.where(sql<boolean>`lower(customer_email) = ${email.toLowerCase()}`);
  return query.orderBy("service_date", "desc").orderBy("created_at", "desc").execute();
}

export async function updateServiceRecordStatus(
  db: DB,
  id: string,
  status: ServiceRecordStatus,
  notes: string | null,
  { logger, now = new Date() }: WriteOptions = {},
): Promise<Result> {
  try {
    const result = await db
      .updateTable("service_records")
      .set({ status, updated_at: now.toISOString(), ...(notes ? { notes } : {}) })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      return { success: false, message: serviceRecordMessages.updateFailed, reason: "not-found" };
    return { success: true, message: serviceRecordMessages.updated, data: undefined };
  } catch (error) {
    if (logger) logError(logger, error, "service record status could not be updated", { recordId: id });
    return { success: false, message: serviceRecordMessages.updateError, reason: "error" };
  }
}

class CompletionRefused extends Error {
  constructor(
    readonly reason: "not-found" | "conflict",
    message: string,
  ) {
    super(message);
  }
}

/**
 * Completes an appointment: creates its service record (which starts the warranty) and marks the
 * appointment completed, in one transaction. Only an open visit, on its day or later.
 */
export async function completeAppointment(
  db: DB,
  appointmentId: string,
  input: CompleteVisitInput,
  { logger, now = new Date(), actor = "office" }: WriteOptions & { actor?: string } = {},
): Promise<Result<{ recordId: string }>> {
  try {
    const recordId = await db.transaction().execute(async (trx) => {
      const appointment = await trx
        .selectFrom("appointments")
        .selectAll()
        .where("id", "=", appointmentId)
        .executeTakeFirst();
      if (!appointment) throw new CompletionRefused("not-found", serviceRecordMessages.completeFailed);
      const refusal = statusChangeRefusal(schedulingDefaults, appointment, "completed", now);
      if (refusal)
        throw new CompletionRefused(
          "conflict",
          refusal.reason === "not-next" ? serviceRecordMessages.completeFailed : refusal.message,
        );
      const row = recordRow(
        {
          ...input,
          customerName: appointment.name,
          customerPhone: appointment.phone,
          customerEmail: appointment.email,
          customerAddress: appointment.address,
          zipCode: appointment.zip_code,
          applianceType: appointment.appliance,
          issueDescription: [appointment.issue, appointment.description].filter(Boolean).join(" — "),
          appointmentId: appointment.id,
        },
        now,
      );
      await trx.insertInto("service_records").values(row).execute();
      await trx
        .updateTable("appointments")
        .set({ status: "completed", updated_at: now.toISOString() })
        .where("id", "=", appointmentId)
        .execute();
      await dropReminder(trx, appointmentId);
      await recordHistory(trx, {
        appointmentId,
        actor,
        action: "status",
        details: `${statusLabel(appointment.status)} → ${statusLabel("completed")}; service record and warranty from ${row.service_date}`,
        at: now,
      });
      return row.id;
    });
    return { success: true, message: serviceRecordMessages.completed, data: { recordId } };
  } catch (error) {
    if (error instanceof CompletionRefused) return { success: false, message: error.message, reason: error.reason };
    if (logger) logError(logger, error, "appointment could not be completed", { appointmentId });
    return { success: false, message: serviceRecordMessages.completeFailed, reason: "error" };
  }
}

export async function getServiceRecord(db: DB, id: string): Promise<ServiceRecordsTable | null> {
  return (await db.selectFrom("service_records").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** Office search: by name, phone digits, appointment ID or appliance. */
export async function searchServiceRecords(db: DB, q: string, limit = 50): Promise<ServiceRecordsTable[]> {
  let query = db.selectFrom("service_records").selectAll();
  const text = q.trim();
  if (text) {
    const digits = normalizePhone(text);
    query = query.where((eb) =>
      eb.or([
        containsIgnoringCase("customer_name", text),
        containsIgnoringCase("appliance_type", text),
        containsIgnoringCase("appointment_id", text),
        ...(digits.length >= 3 ? [eb("customer_phone", "like", `%${digits}%`)] : []),
      ]),
    );
  }
  return query.orderBy("service_date", "desc").orderBy("created_at", "desc").limit(limit).execute();
}
