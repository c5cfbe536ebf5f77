import { company } from "#content/company.ts";
import { coverageOf } from "#app/domain/areas/coverage.ts";
import type { Region } from "#app/domain/areas/regions.ts";
import { boardDay, dispatchMessages, type ScheduledVisit, technicianBySlug } from "#app/domain/scheduling/dispatch.ts";
import { addDays, todayInHouston, WEEKDAYS, type Weekday } from "#app/domain/time.ts";
import { textNote } from "#app/domain/sms/texts.ts";
import { completeVisitSchema } from "#app/domain/warranty/service-records.ts";
import { changeRefusal, type CustomerRefusal } from "#app/domain/scheduling/self-service.ts";
import { holdsPlace, isOpen, statusLabel, type VisitStatus } from "#app/domain/scheduling/status.ts";
import { schedulingDefaults } from "#app/domain/scheduling/settings.ts";
import { statusChangeMessages, statusChangeRefusal } from "#app/domain/scheduling/status-change.ts";
import { doubleBookingMessages, technicianClashes } from "#app/domain/scheduling/double-booking.ts";
import {
  dropReminder,
  enqueueAssignmentNotice,
  enqueueCancellation,
  enqueueChangeNotice,
  enqueueConfirmation,
  enqueueReminder,
  type VisitEmailSettings,
} from "./visit-emails.server.ts";
import { type Locale, localeOf } from "#app/domain/i18n/locale.ts";
import type { Unavailability } from "#app/domain/scheduling/availability.ts";
import type { AppointmentsTable } from "./db-types.server.ts";
import { type DB, isDatabaseBusy } from "./db.server.ts";
import {
  claimedCounts,
  claimWindow,
  isWindowUnavailable,
  recordHistory,
  releaseWindow,
  scheduleSettings,
} from "./scheduling.server.ts";
import { completeAppointment } from "./service-records.server.ts";
import { textRepliesFor } from "./sms/inbound.server.ts";
import { enqueueEnRouteText } from "./sms/texts.server.ts";

export type DispatchResult =
  | { success: true; message: string }
  /**
   * `window`: the new window was refused, and the message is in the language of whoever asked;
   * `refusal`: why the customer's change was refused, for the manage page to say in the customer's language.
   */
  | { success: false; message: string; status: number; window?: Unavailability; refusal?: CustomerRefusal };

class Refusal extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly refusal?: CustomerRefusal,
  ) {
    super(message);
  }
}

/** Who a change made online by the customer is recorded as. */
export const CUSTOMER_ACTOR = "customer";

/** Runs one change of a visit in a transaction; a refusal, a full window or a database locked too long becomes a message, nothing changed. */
async function change(
  db: DB,
  id: string,
  actor: string,
  run: (trx: DB, appointment: AppointmentsTable) => Promise<string>,
): Promise<DispatchResult> {
  try {
    const message = await db.transaction().execute(async (trx) => {
      const appointment = await load(trx, id);
      if (!appointment) throw new Refusal(dispatchMessages.notFound, 404);
      return run(trx, appointment);
    });
    return { success: true, message };
  } catch (error) {
    if (error instanceof Refusal)
      return {
        success: false,
        message: error.message,
        status: error.status,
        ...(error.refusal && actor === CUSTOMER_ACTOR ? { refusal: error.refusal } : {}),
      };
    if (isDatabaseBusy(error)) return { success: false, message: dispatchMessages.busy, status: 503 };
    if (isWindowUnavailable(error))
      return {
        success: false,
        message: error.reason === "full" && actor !== CUSTOMER_ACTOR ? dispatchMessages.full : error.message,
        status: 409,
        window: error.reason,
      };
    throw error;
  }
}

function load(trx: DB, id: string) {
  return trx.selectFrom("appointments").selectAll().where("id", "=", id).executeTakeFirst();
}

type VisitPatch = Partial<
  Pick<AppointmentsTable, "status" | "technician" | "preferred_date" | "preferred_time" | "calendar_sequence">
>;

/** Changes the visit only if nobody changed its status meanwhile. */
async function setStatusFrom(trx: DB, id: string, from: VisitStatus, patch: VisitPatch, now: Date) {
  const result = await trx
    .updateTable("appointments")
    .set({ ...patch, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1)
    throw new Refusal(dispatchMessages.changedMeanwhile, 409, "changed-meanwhile");
}

/** The customer may change a visit online until the cut-off before its window; staff while it is open. */
async function refuseCustomerChange(trx: DB, a: AppointmentsTable, now: Date): Promise<void> {
  const refusal = changeRefusal(await scheduleSettings(trx), a, now, company);
  if (refusal) throw new Refusal(refusal.message, 409, refusal.reason);
}

/** The technician's other open visits in the window the visit is (or is going) in. */
async function clashesFor(trx: DB, visit: { id: string; date: string; window: string }, technician: string | null) {
  if (!technician) return [];
  const rows = await trx
    .selectFrom("appointments")
    .select(["id", "preferred_date", "preferred_time", "technician", "status"])
    .where("technician", "=", technician)
    .where("preferred_date", "=", visit.date)
    .where("preferred_time", "=", visit.window)
    .execute();
  return technicianClashes(
    visit,
    technician,
    rows.map((r) => ({
      id: r.id,
      date: r.preferred_date,
      window: r.preferred_time,
      technician: r.technician ?? null,
      status: r.status,
    })),
  );
}

/** A second visit for one technician in one window needs the office's explicit confirmation. */
function refuseUnconfirmedSecondVisit(
  clashes: readonly string[],
  technician: string | null,
  to: { date: string; window: string },
  confirmed: boolean,
): void {
  if (clashes.length === 0 || confirmed) return;
  const name = technicianBySlug(technician)?.name ?? technician ?? "";
  throw new Refusal(doubleBookingMessages.warning(name, clashes, to.date, to.window), 409);
}

/**
 * Assigns a technician ("" removes the assignment); one who already has an open visit in that window
 * gets this one too only when the office confirms (`allowSecondVisit`). The office gets a
 * notification naming the technician.
 */
export async function assignTechnician(
  db: DB,
  id: string,
  slug: string,
  actor: string,
  options: { officeEmail: string; now?: Date; allowSecondVisit?: boolean },
): Promise<DispatchResult> {
  const now = options.now ?? new Date();
  const technician = slug ? technicianBySlug(slug) : null;
  if (slug && !technician) return { success: false, message: dispatchMessages.unknownTechnician, status: 400 };
  return change(db, id, actor, async (trx, a) => {
    if (!isOpen(a.status)) throw new Refusal(dispatchMessages.closedVisit, 409);
    const place = { id, date: a.preferred_date, window: a.preferred_time };
    const clashes = await clashesFor(trx, place, technician?.slug ?? null);
    refuseUnconfirmedSecondVisit(clashes, technician?.slug ?? null, place, options.allowSecondVisit ?? false);
    await setStatusFrom(trx, id, a.status, { technician: technician?.slug ?? null }, now);
    await recordHistory(trx, {
      appointmentId: id,
      actor,
      action: technician ? "technician assigned" : "technician removed",
      details:
        (technician?.name ?? technicianBySlug(a.technician)?.name ?? "") +
        (clashes.length ? doubleBookingMessages.historyNote(clashes) : ""),
      at: now,
    });
    if (technician)
      await enqueueAssignmentNotice(trx, a, { now, officeEmail: options.officeEmail, technician: technician.name });
    return technician ? dispatchMessages.assigned(technician.name) : dispatchMessages.unassigned;
  });
}

/** The history's note on a move that gives the technician a second visit in the window. */
function secondVisitNote(technician: string | null, clashes: readonly string[]): string {
  if (!clashes.length) return "";
  return `; ${technicianBySlug(technician)?.name ?? technician}${doubleBookingMessages.historyNote(clashes)}`;
}

export interface ChangeOptions {
  emails: VisitEmailSettings;
  now?: Date;
}

/**
 * Moves a visit to another window, for the office (the dispatch board) and for the customer (the
 * manage page): its old place is given back and a new one taken, the calendar sequence raised, the
 * customer sent a new confirmation and the reminder replaced, all in one transaction, or nothing
 * changes. The customer's move is held to the cut-off, never over capacity, and the office is told.
 */
export async function moveVisit(
  db: DB,
  id: string,
  to: { date: string; window: string; overCapacity: boolean; allowSecondVisit?: boolean },
  actor: string,
  options: ChangeOptions,
): Promise<DispatchResult> {
  const now = options.now ?? new Date();
  const byCustomer = actor === CUSTOMER_ACTOR;
  return change(db, id, actor, async (trx, a) => {
    if (byCustomer) await refuseCustomerChange(trx, a, now);
    else if (!isOpen(a.status)) throw new Refusal(dispatchMessages.closedVisit, 409);
    if (a.preferred_date === to.date && a.preferred_time === to.window)
      throw new Refusal(dispatchMessages.sameWindow, 400, "same-window");
    const clashes = await clashesFor(trx, { id, ...to }, a.technician ?? null);
    if (!byCustomer) refuseUnconfirmedSecondVisit(clashes, a.technician ?? null, to, to.allowSecondVisit ?? false);
    const coverage = coverageOf(a.zip_code);
    await releaseWindow(trx, id);
    const claim = await claimWindow(trx, {
      appointmentId: id,
      date: to.date,
      window: to.window,
      region: coverage.covered ? (coverage.region as Region) : null,
      now,
      // The customer reads why a window is refused in their language; staff in English.
      locale: byCustomer ? localeOf(a.language) : "en",
      overCapacity: to.overCapacity && !byCustomer,
    });
    const moved: AppointmentsTable = {
      ...a,
      preferred_date: to.date,
      preferred_time: to.window,
      calendar_sequence: a.calendar_sequence + 1,
    };
    await setStatusFrom(
      trx,
      id,
      a.status,
      { preferred_date: to.date, preferred_time: to.window, calendar_sequence: moved.calendar_sequence },
      now,
    );
    const details = `${a.preferred_date}, ${a.preferred_time} → ${to.date}, ${to.window}${claim.overCapacity ? " (over capacity)" : ""}${secondVisitNote(a.technician ?? null, clashes)}`;
    await recordHistory(trx, { appointmentId: id, actor, action: "moved", details, at: now });
    await enqueueConfirmation(trx, moved, { now, moved: true });
    await enqueueReminder(trx, moved, { now });
    if (byCustomer)
      await enqueueChangeNotice(trx, moved, {
        now,
        officeEmail: options.emails.officeEmail,
        change: "moved",
        details,
      });
    return dispatchMessages.moved(to.date, to.window, claim.overCapacity);
  });
}

/**
 * Moves a visit along the pipeline (not to completed: that creates the service record). Cancelled
 * and no-show give the place back and drop the reminders (email and text); en route texts the
 * customer who asked for texts; a cancellation is emailed to the customer with a calendar file
 * removing the event. The customer can only cancel, before the
 * cut-off, and the office is told.
 */
export async function setVisitStatus(
  db: DB,
  id: string,
  status: VisitStatus,
  actor: string,
  options: ChangeOptions & { reason?: string },
): Promise<DispatchResult> {
  const now = options.now ?? new Date();
  const byCustomer = actor === CUSTOMER_ACTOR;
  return change(db, id, actor, async (trx, a) => {
    if (byCustomer) await refuseCustomerChange(trx, a, now);
    const refusal = statusChangeRefusal(schedulingDefaults, a, status, now);
    if (refusal) throw new Refusal(refusal.message, 409);
    if (byCustomer && status !== "cancelled") throw new Refusal(statusChangeMessages.notNext(a.status, status), 409);
    const cancelled = status === "cancelled";
    const changed: AppointmentsTable = { ...a, status, calendar_sequence: a.calendar_sequence + (cancelled ? 1 : 0) };
    await setStatusFrom(trx, id, a.status, { status, calendar_sequence: changed.calendar_sequence }, now);
    const released = !holdsPlace(status) && (await releaseWindow(trx, id));
    const reason = options.reason ? `; reason: ${options.reason}` : "";
    const text = status === "en_route" ? await enqueueEnRouteText(trx, a, { now }) : null;
    await recordHistory(trx, {
      appointmentId: id,
      actor,
      action: "status",
      details: `${statusLabel(a.status)} → ${statusLabel(status)}${released ? "; place given back" : ""}${reason}${text ? `; ${textNote(text)}` : ""}`,
      at: now,
    });
    if (!isOpen(status)) await dropReminder(trx, id);
    if (cancelled) await enqueueCancellation(trx, changed, { now, siteUrl: options.emails.links.siteUrl });
    if (cancelled && byCustomer)
      await enqueueChangeNotice(trx, changed, {
        now,
        officeEmail: options.emails.officeEmail,
        change: "cancelled",
        details: `${a.preferred_date}, ${a.preferred_time}${reason}`,
      });
    return dispatchMessages.statusChanged(status);
  });
}

/** Visits of the dates from `from` to `to` (inclusive), for the board and its CSV. */
export async function visitsBetween(db: DB, from: string, to: string): Promise<ScheduledVisit[]> {
  const rows = await db
    .selectFrom("appointments")
    .select([
      "id",
      "preferred_date",
      "preferred_time",
      "status",
      "technician",
      "name",
      "phone",
      "address",
      "zip_code",
      "appliance",
      "issue",
      "email",
      "description",
      "language",
    ])
    .where("preferred_date", ">=", from)
    .where("preferred_date", "<=", to)
    .orderBy("preferred_date")
    .orderBy("id")
    .execute();
  return rows.map((r) => {
    const coverage = coverageOf(r.zip_code);
    return {
      id: r.id,
      date: r.preferred_date,
      window: r.preferred_time,
      status: r.status,
      technician: r.technician ?? null,
      name: r.name,
      phone: r.phone,
      address: r.address,
      zipCode: r.zip_code,
      city: coverage.covered ? coverage.city : "",
      appliance: r.appliance,
      issue: r.issue,
      email: r.email,
      details: r.description,
      language: localeOf(r.language),
    };
  });
}

/** Sets the office's capacity for a weekday, optionally only for one region and/or window. */
export async function setCapacity(
  db: DB,
  rule: { weekday: Weekday; region: string; window: string; capacity: number },
  actor: string,
  now = new Date(),
): Promise<void> {
  const row = {
    weekday: WEEKDAYS.indexOf(rule.weekday),
    region: rule.region,
    time_window: rule.window,
    capacity: rule.capacity,
    updated_by: actor,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto("capacity_settings")
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(["weekday", "region", "time_window"])
        .doUpdateSet({ capacity: row.capacity, updated_by: actor, updated_at: row.updated_at }),
    )
    .execute();
}

export async function removeCapacity(
  db: DB,
  rule: { weekday: Weekday; region: string; window: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom("capacity_settings")
    .where("weekday", "=", WEEKDAYS.indexOf(rule.weekday))
    .where("region", "=", rule.region)
    .where("time_window", "=", rule.window)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Closes a date (or one window of it) with the message customers see, by language; a second closure of the same replaces the messages. */
export async function addClosedDay(
  db: DB,
  closure: { date: string; window: string; messages: Partial<Record<Locale, string>> },
  actor: string,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("closed_days")
    .values({
      service_date: closure.date,
      time_window: closure.window,
      messages: JSON.stringify(closure.messages),
      created_by: actor,
      created_at: now.toISOString(),
    })
    .onConflict((oc) =>
      oc
        .columns(["service_date", "time_window"])
        .doUpdateSet({ messages: JSON.stringify(closure.messages), created_by: actor, created_at: now.toISOString() }),
    )
    .execute();
}

export async function removeClosedDay(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom("closed_days").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The board's days from `from`: each window with its capacity, places taken and visits, and the customers' text replies. */
export async function scheduleBoard(db: DB, from: string, days: number) {
  const settings = await scheduleSettings(db);
  const to = addDays(from, days - 1);
  const [visits, counts] = await Promise.all([visitsBetween(db, from, to), claimedCounts(db, from, to)]);
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const replies = await textRepliesFor(
    db,
    visits.map((v) => v.id),
  );
  return {
    windows: settings.windows.map((w) => w.label),
    days: dates.map((d) => boardDay(settings, d, visits, counts.get(d) ?? {})),
    /** What customers texted back, by visit. */
    replies: Object.fromEntries(replies),
  };
}

/** Completes a visit from the board: the service record starts the warranty today, with the assigned technician. */
export async function completeFromBoard(db: DB, id: string, actor: string, now = new Date()): Promise<DispatchResult> {
  const appointment = await db
    .selectFrom("appointments")
    .select(["technician"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!appointment) return { success: false, message: dispatchMessages.notFound, status: 404 };
  const input = completeVisitSchema(todayInHouston(now)).parse({
    technicianName: technicianBySlug(appointment.technician)?.name ?? "",
    serviceDate: todayInHouston(now),
  });
  const result = await completeAppointment(db, id, input, { now, actor });
  return result.success
    ? { success: true, message: result.message }
    : { success: false, message: result.message, status: 409 };
}
