import type { Region } from "#app/domain/areas/regions.ts";
import { coverageOf } from "#app/domain/areas/coverage.ts";
import {
  dayAvailability,
  firstOpenDate,
  type OfferedDay,
  type Unavailability,
  windowBlock,
} from "#app/domain/scheduling/availability.ts";
import { parseServiceDate } from "#app/domain/scheduling/dates.ts";
import {
  capacityFor,
  closureMessage,
  closureMessagesSchema,
  type CapacityRule,
  type Closure,
  type OfficeScheduleSettings,
  type SchedulingSettings,
  schedulingDefaults,
  withOfficeSettings,
} from "#app/domain/scheduling/settings.ts";
import { addDays, todayInHouston, WEEKDAYS } from "#app/domain/time.ts";
import type { Locale } from "#app/domain/i18n/locale.ts";
import { bookingWords } from "#app/words/booking.ts";
import type { DB } from "./db.server.ts";

/** A booking or a move refused because its window has no place (reason "full") or cannot be booked. */
export class WindowUnavailableError extends Error {
  override name = "WindowUnavailableError";
  constructor(
    readonly reason: Unavailability,
    message: string,
  ) {
    super(message);
  }
}

export function isWindowUnavailable(error: unknown): error is WindowUnavailableError {
  return error instanceof WindowUnavailableError;
}

/** A closed day's stored messages, by language; a value that is not a JSON object of texts gives none. */
export function storedClosureMessages(json: string): Closure["messages"] {
  const parsed = closureMessagesSchema.safeParse(safeJson(json));
  return parsed.success ? parsed.data : {};
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The office's capacity rules and closed days, as the domain reads them. */
export async function officeScheduleSettings(db: DB): Promise<OfficeScheduleSettings> {
  const [rules, closed] = await Promise.all([
    db
      .selectFrom("capacity_settings")
      .selectAll()
      .orderBy("weekday")
      .orderBy("region")
      .orderBy("time_window")
      .execute(),
    db.selectFrom("closed_days").selectAll().orderBy("service_date").orderBy("time_window").execute(),
  ]);
  return {
    capacityRules: rules.map((r) => {
      const rule: CapacityRule = { weekday: WEEKDAYS[r.weekday], capacity: r.capacity };
      if (r.region) rule.region = r.region as Region;
      if (r.time_window) rule.window = r.time_window;
      return rule;
    }),
    closures: closed.map((c) => {
      const closure: Closure = { date: c.service_date, messages: storedClosureMessages(c.messages) };
      if (c.time_window) closure.window = c.time_window;
      return closure;
    }),
  };
}

/** The defaults of content/scheduling.ts with the office's settings on top. */
export async function scheduleSettings(db: DB): Promise<SchedulingSettings> {
  return withOfficeSettings(schedulingDefaults, await officeScheduleSettings(db));
}

export type ClaimedCounts = Map<string, Record<string, number>>;

/** Places taken per date and window, for dates from `from` to `to` inclusive. */
export async function claimedCounts(db: DB, from: string, to: string): Promise<ClaimedCounts> {
  const rows = await db
    .selectFrom("window_counters")
    .selectAll()
    .where("service_date", ">=", from)
    .where("service_date", "<=", to)
    .execute();
  const counts: ClaimedCounts = new Map();
  for (const r of rows) {
    const day = counts.get(r.service_date) ?? {};
    day[r.time_window] = Number(r.claimed);
    counts.set(r.service_date, day);
  }
  return counts;
}

export type AvailabilityAnswer = ({ ok: true } & OfferedDay) | { ok: false; message: string };

export const ZIP_MESSAGE = "Give a 5-digit ZIP code, for example 77001.";

/**
 * The windows of a date for a ZIP: what the booking form offers and GET /api/availability answers.
 * A ZIP outside the coverage gets every window unavailable. Without a ZIP (null or ""), the
 * company-wide capacity is counted.
 */
export async function availabilityFor(
  db: DB,
  zip: string | null,
  date: string | null,
  now = new Date(),
  locale: Locale = "en",
): Promise<AvailabilityAnswer> {
  const zipCode = (zip ?? "").trim();
  if (zipCode && !/^\d{5}$/.test(zipCode)) return { ok: false, message: ZIP_MESSAGE };
  const parsed = parseServiceDate(date);
  if (!parsed.ok) return parsed;
  const coverage = zipCode ? coverageOf(zipCode) : null;
  const region: Region | null = coverage?.covered ? coverage.region : null;
  const anyRegion = coverage === null;
  const settings = await scheduleSettings(db);
  const today = todayInHouston(now);
  const last = addDays(today, settings.horizonDays);
  const from = parsed.date > today ? parsed.date : today;
  const counts = await claimedCounts(db, parsed.date < today ? parsed.date : today, last);
  const day = dayAvailability(settings, {
    date: parsed.date,
    region,
    anyRegion,
    now,
    claimed: counts.get(parsed.date) ?? {},
    locale,
  });
  const anyOpen = day.windows.some((w) => w.available);
  return {
    ok: true,
    zip: zipCode || null,
    date: parsed.date,
    covered: coverage?.covered ?? true,
    windows: day.windows.map((w) => ({
      label: w.label,
      start: w.start,
      end: w.end,
      available: w.available,
      remaining: w.remaining,
      reason: w.reason,
      message: w.message,
    })),
    message: day.closedMessage,
    firstOpenDate: anyOpen
      ? parsed.date
      : firstOpenDate(settings, { from, region, anyRegion, now }, (d) => counts.get(d) ?? {}),
  };
}

export interface ClaimRequest {
  appointmentId: string;
  date: string;
  window: string;
  /** The customer's region (capacity may differ by region); null for the company-wide rules. */
  region: Region | null;
  now: Date;
  /** The language of the refusal's message (the customer's); English when not given. */
  locale?: Locale;
  /** Staff may place a visit in a full window; the claim is then marked over capacity. */
  overCapacity?: boolean;
}

/**
 * Takes one place of a window for a visit. Call it inside the transaction that stores or moves the
 * visit: the conditional update lets exactly `capacity` claims through, however many race for the
 * last place, on SQLite and on PostgreSQL. Throws WindowUnavailableError when there is no place;
 * answers whether the place was taken beyond the capacity.
 */
export async function claimWindow(trx: DB, claim: ClaimRequest): Promise<{ overCapacity: boolean }> {
  const settings = await scheduleSettings(trx);
  const locale = claim.locale ?? "en";
  const block = windowBlock(settings, claim.date, claim.window, claim.now, locale);
  if (block && !(claim.overCapacity && block.reason !== "past")) {
    throw new WindowUnavailableError(block.reason, block.message ?? bookingWords[locale].windowGone);
  }
  const capacity = capacityFor(settings, claim.date, claim.window, claim.region);
  await trx
    .insertInto("window_counters")
    .values({ service_date: claim.date, time_window: claim.window, claimed: 0 })
    .onConflict((oc) => oc.columns(["service_date", "time_window"]).doNothing())
    .execute();
  const taken = await trx
    .updateTable("window_counters")
    .set((eb) => ({ claimed: eb("claimed", "+", 1) }))
    .where("service_date", "=", claim.date)
    .where("time_window", "=", claim.window)
    .where("claimed", "<", capacity)
    .executeTakeFirst();
  let overCapacity = false;
  if (Number(taken.numUpdatedRows) !== 1) {
    if (!claim.overCapacity)
      throw new WindowUnavailableError(
        capacity === 0 ? "closed" : "full",
        capacity === 0 ? closureMessage(null, locale) : bookingWords[locale].windowFull,
      );
    overCapacity = true;
    await trx
      .updateTable("window_counters")
      .set((eb) => ({ claimed: eb("claimed", "+", 1) }))
      .where("service_date", "=", claim.date)
      .where("time_window", "=", claim.window)
      .execute();
  }
  await trx
    .insertInto("window_claims")
    .values({
      appointment_id: claim.appointmentId,
      service_date: claim.date,
      time_window: claim.window,
      over_capacity: overCapacity ? 1 : 0,
      created_at: claim.now.toISOString(),
    })
    .execute();
  return { overCapacity };
}

/** Gives a visit's place back; answers false when it held none (already given back). Call inside a transaction. */
export async function releaseWindow(trx: DB, appointmentId: string): Promise<boolean> {
  const claim = await trx
    .selectFrom("window_claims")
    .selectAll()
    .where("appointment_id", "=", appointmentId)
    .executeTakeFirst();
  if (!claim) return false;
  const deleted = await trx.deleteFrom("window_claims").where("appointment_id", "=", appointmentId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return false;
  await trx
    .updateTable("window_counters")
    .set((eb) => ({ claimed: eb("claimed", "-", 1) }))
    .where("service_date", "=", claim.service_date)
    .where("time_window", "=", claim.time_window)
    .where("claimed", ">", 0)
    .execute();
  return true;
}

export interface HistoryEntry {
  appointmentId: string;
  actor: string;
  action: string;
  details?: string;
  at: Date;
}

export async function recordHistory(trx: DB, entry: HistoryEntry): Promise<void> {
  await trx
    .insertInto("appointment_history")
    .values({
      appointment_id: entry.appointmentId,
      at: entry.at.toISOString(),
      actor: entry.actor,
      action: entry.action,
      details: entry.details ?? "",
    })
    .execute();
}

export async function appointmentHistory(db: DB, appointmentId: string) {
  return db
    .selectFrom("appointment_history")
    .selectAll()
    .where("appointment_id", "=", appointmentId)
    .orderBy("at")
    .orderBy("id")
    .execute();
}
