import { sql } from "kysely";
import { todayInHouston } from "~/domain/time";
import { type WarrantyCheckResult, type WarrantyLookup, WARRANTY_LOOKUP_LIMIT, warrantyLookupFailure, warrantyMessages, warrantyOutcome, warrantyPeriod } from "~/domain/warranty/warranty";
import { type CompleteVisitInput, type NewServiceRecordInput, serviceRecordMessages } from "~/domain/warranty/service-records";
import type { DB } from "./db.server";
import type { ServiceRecordsTable } from "./db-types.server";
import type { Logger } from "./logger.server";

export type Result<T = undefined> = { success: true; message: string; data: T } | { success: false; message: string };

/** `%` and `_` typed by a customer are matched literally. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function containsIgnoringCase(column: string, text: string) {
  return sql<boolean>`lower(${sql.ref(column)}) like ${likeContains(text)} escape '\\'`;
}

/** Spec 000 §7's warranty lookup, newest service date first, at most 10 records. */
export async function findWarrantyRecords(db: DB, lookup: WarrantyLookup): Promise<ServiceRecordsTable[]> {
  let query = db
    .selectFrom("service_records")
    .selectAll()
    .where("customer_phone", "=", lookup.phone)
    .where(containsIgnoringCase("customer_name", lookup.name));
  if (lookup.appliance) {
    query = query.where((eb) => eb.or([containsIgnoringCase("appliance_type", lookup.appliance), containsIgnoringCase("appliance_model", lookup.appliance)]));
  }
  return query.orderBy("service_date", "desc").orderBy("created_at", "desc").limit(WARRANTY_LOOKUP_LIMIT).execute();
}

/** The customer's answer: only the appliance, the dates and the days — never address, email or cost. */
export async function checkWarranty(db: DB, lookup: WarrantyLookup, logger: Logger, today = todayInHouston()): Promise<WarrantyCheckResult> {
  let records: ServiceRecordsTable[];
  try {
    records = await findWarrantyRecords(db, lookup);
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "warranty lookup: database error");
    return warrantyLookupFailure(warrantyMessages.databaseError);
  }
  try {
    return warrantyOutcome(
      records.map((r) => ({ applianceType: r.appliance_type, serviceDate: r.service_date, warrantyEndDate: r.warranty_end_date })),
      today,
    );
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "warranty lookup: unexpected failure");
    return warrantyLookupFailure(warrantyMessages.unexpected);
  }
}

function recordRow(input: NewServiceRecordInput, now: Date): ServiceRecordsTable {
  const serviceDate = input.serviceDate ?? todayInHouston(now);
  const period = warrantyPeriod(serviceDate);
  return {
    id: crypto.randomUUID(),
    customer_name: input.customerName,
    customer_phone: input.customerPhone.replace(/\D/g, ""),
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

export async function createServiceRecord(db: DB, input: NewServiceRecordInput, now = new Date()): Promise<Result<{ id: string }>> {
  try {
    const row = recordRow(input, now);
    const result = await db.insertInto("service_records").values(row).executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 1) !== 1) return { success: false, message: serviceRecordMessages.createFailed };
    return { success: true, message: serviceRecordMessages.created, data: { id: row.id } };
  } catch {
    return { success: false, message: serviceRecordMessages.createError };
  }
}

/** Customer history: by phone digits, optionally also email; newest service first. */
export async function customerHistory(db: DB, phone: string, email?: string): Promise<ServiceRecordsTable[]> {
  let query = db.selectFrom("service_records").selectAll().where("customer_phone", "=", phone.replace(/\D/g, ""));
  if (email) query = query.where(sql<boolean>`lower(customer_email) = ${email.toLowerCase()}`);
  return query.orderBy("service_date", "desc").orderBy("created_at", "desc").execute();
}

export async function updateServiceRecordStatus(db: DB, id: string, status: string, notes: string | null, now = new Date()): Promise<Result> {
  try {
    const result = await db
      .updateTable("service_records")
      .set({ status, updated_at: now.toISOString(), ...(notes ? { notes } : {}) })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return { success: false, message: serviceRecordMessages.updateFailed };
    return { success: true, message: serviceRecordMessages.updated, data: undefined };
  } catch {
    return { success: false, message: serviceRecordMessages.updateError };
  }
}

/**
 * Completes an appointment: creates its service record (which starts the warranty) and marks the
 * appointment completed, in one transaction.
 */
export async function completeAppointment(db: DB, appointmentId: string, input: CompleteVisitInput, now = new Date()): Promise<Result<{ recordId: string }>> {
  try {
    const recordId = await db.transaction().execute(async (trx) => {
      const appointment = await trx.selectFrom("appointments").selectAll().where("id", "=", appointmentId).executeTakeFirst();
      if (!appointment || appointment.status === "completed") throw new Error("appointment missing or already completed");
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
      await trx.updateTable("appointments").set({ status: "completed", updated_at: now.toISOString() }).where("id", "=", appointmentId).execute();
      return row.id;
    });
    return { success: true, message: serviceRecordMessages.completed, data: { recordId } };
  } catch {
    return { success: false, message: serviceRecordMessages.completeFailed };
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
    const digits = text.replace(/\D/g, "");
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
