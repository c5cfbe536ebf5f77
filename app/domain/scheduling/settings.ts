import { formatClock } from "#content/company.ts";
import { scheduling } from "#content/scheduling.ts";
import { z } from "zod";
import { bookingWords } from "#app/words/booking.ts";
import { REGIONS, type Region } from "../areas/regions.ts";
import { LOCALES, type Locale } from "../i18n/locale.ts";
import { WEEKDAYS, weekdayOf } from "../time.ts";
import { closedHolidayOn, parseHolidayRule, WEEKEND_HOLIDAY_RULES } from "./holidays.ts";

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD");

const WindowSchema = z
  .object({ label: z.string().trim().min(1), start: clock, end: clock })
  .refine((w) => w.start < w.end, { message: "must end after it starts", path: ["end"] });

/** A capacity rule: each of weekday, region and window is optional; the most specific match wins. */
const CapacityRuleSchema = z.object({
  weekday: z.enum(WEEKDAYS).optional(),
  region: z.enum(REGIONS).optional(),
  window: z.string().min(1).optional(),
  capacity: z.number().int().min(0).max(100),
});

/** A closure's message to customers in each language it is written in; at least one. */
export const closureMessagesSchema = z
  .partialRecord(z.enum(LOCALES), z.string().trim().min(1).max(300))
  .refine((m) => Object.keys(m).length > 0, "needs a message in at least one language");

/** A closed day (a date) or a weekly closure (a weekday), for one window or the whole day. */
const ClosureSchema = z
  .object({
    date: isoDate.optional(),
    weekday: z.enum(WEEKDAYS).optional(),
    window: z.string().min(1).optional(),
    messages: closureMessagesSchema,
  })
  .refine((c) => Boolean(c.date) !== Boolean(c.weekday), { message: "needs either a date or a weekday" });

/** Opening and closing time of a day, Houston time. */
const HoursSchema = z
  .object({ open: clock, close: clock })
  .refine((h) => h.open < h.close, { message: "must close after it opens", path: ["close"] });

/** A holiday: its rule, its name in every language, and whether the business opens on it after all. */
const HolidaySchema = z.object({
  rule: z
    .string()
    .refine((r) => parseHolidayRule(r) !== null, 'must read like "December 25" or "fourth Thursday of November"'),
  name: z.record(z.enum(LOCALES), z.string().trim().min(1)),
  open: z.boolean().optional(),
});

export const SchedulingSchema = z
  .object({
    windows: z.array(WindowSchema).min(1),
    defaultCapacity: z.number().int().min(0).max(100),
    capacityRules: z.array(CapacityRuleSchema),
    leadTimeHours: z.number().min(0).max(72),
    changeCutoffHours: z.number().min(0).max(72),
    reminder: z.object({ daysBefore: z.number().int().min(0).max(14), at: clock }),
    horizonDays: z.number().int().min(1).max(366),
    closures: z.array(ClosureSchema),
    hours: z.object({ weekdays: HoursSchema, weekends: HoursSchema }),
    holidays: z.array(HolidaySchema),
    weekendHolidays: z.enum(WEEKEND_HOLIDAY_RULES),
  })
  .superRefine((s, ctx) => {
    const labels = s.windows.map((w) => w.label);
    labels.forEach((label, i) => {
      if (labels.indexOf(label) !== i)
        ctx.addIssue({ code: "custom", path: ["windows", i, "label"], message: `duplicate window "${label}"` });
    });
    s.capacityRules.forEach((r, i) => {
      if (r.window && !labels.includes(r.window))
        ctx.addIssue({ code: "custom", path: ["capacityRules", i, "window"], message: `unknown window "${r.window}"` });
    });
    s.windows.forEach((w, i) => {
      if (!Object.values(s.hours).some((h) => h.open <= w.start && w.end <= h.close))
        ctx.addIssue({ code: "custom", path: ["windows", i], message: `"${w.label}" lies outside every day's hours` });
    });
    s.closures.forEach((c, i) => {
      if (c.window && !labels.includes(c.window))
        ctx.addIssue({ code: "custom", path: ["closures", i, "window"], message: `unknown window "${c.window}"` });
    });
  });

export type SchedulingSettings = z.infer<typeof SchedulingSchema>;
export type CapacityRule = SchedulingSettings["capacityRules"][number];
export type Closure = SchedulingSettings["closures"][number];
export type Holiday = SchedulingSettings["holidays"][number];

/** Checks the scheduling settings; the error names the field. Runs when the server starts and in the tests. */
export function validateScheduling(value: unknown): SchedulingSettings {
  const result = SchedulingSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`content/scheduling.ts: field "${issue.path.join(".")}": ${issue.message}`);
  }
  return result.data;
}

/** The defaults of content/scheduling.ts, checked. */
export const schedulingDefaults: SchedulingSettings = validateScheduling(scheduling);

/** What the office has set in its settings page, on top of the defaults. */
export interface OfficeScheduleSettings {
  capacityRules: CapacityRule[];
  closures: Closure[];
}

/** The defaults with the office's rules added; at equal specificity the office's rule wins. */
export function withOfficeSettings(base: SchedulingSettings, office: OfficeScheduleSettings): SchedulingSettings {
  return {
    ...base,
    capacityRules: [...base.capacityRules, ...office.capacityRules],
    closures: [...base.closures, ...office.closures],
  };
}

function specificity(rule: CapacityRule): number {
  return (rule.weekday ? 1 : 0) + (rule.region ? 1 : 0) + (rule.window ? 1 : 0);
}

/** How many visits a window can take on a date, for a customer of a region (none: the company-wide rules only). */
export function capacityFor(settings: SchedulingSettings, date: string, window: string, region: Region | null): number {
  const weekday = weekdayOf(date);
  let best: CapacityRule | null = null;
  for (const rule of settings.capacityRules) {
    if (
      (rule.weekday && rule.weekday !== weekday) ||
      (rule.region && rule.region !== region) ||
      (rule.window && rule.window !== window)
    )
      continue;
    // Later rules (the office's) win at equal specificity.
    if (!best || specificity(rule) >= specificity(best)) best = rule;
  }
  return best ? best.capacity : settings.defaultCapacity;
}

/** What a closed day or window tells a customer in a language: its own message there, else the general one. */
export function closureMessage(closure: Pick<Closure, "messages"> | null, locale: Locale): string {
  return closure?.messages[locale] ?? bookingWords[locale].closed;
}

/** The holiday closed on a date, if any (content/scheduling.ts: its rule, `open`, and the weekend rule). */
export function holidayOn(settings: SchedulingSettings, date: string): Holiday | null {
  return closedHolidayOn(settings.holidays, settings.weekendHolidays, date);
}

/** A closed holiday as a closure of its whole day, with its message in every language. */
function holidayClosure(holiday: Holiday, date: string): Closure {
  return {
    date,
    messages: Object.fromEntries(LOCALES.map((l) => [l, bookingWords[l].holidayClosed(holiday.name[l])])),
  };
}

/**
 * The closure that applies to a window on a date, if any: a closed day the office set, then a
 * holiday, then a weekly closure.
 */
export function closureFor(settings: SchedulingSettings, date: string, window: string): Closure | null {
  const weekday = weekdayOf(date);
  const matching = settings.closures.filter(
    (c) => (c.date ? c.date === date : c.weekday === weekday) && (!c.window || c.window === window),
  );
  const dated = matching.find((c) => c.date);
  if (dated) return dated;
  const holiday = holidayOn(settings, date);
  return holiday ? holidayClosure(holiday, date) : (matching[0] ?? null);
}

/** The business hours of a date: the weekend's on Saturday and Sunday, the weekdays' on the others. */
export function hoursOn(settings: SchedulingSettings, date: string): { open: string; close: string } {
  const weekday = weekdayOf(date);
  return weekday === "Saturday" || weekday === "Sunday" ? settings.hours.weekends : settings.hours.weekdays;
}

/**
 * Why a window is closed on a date, in a language: its closure's message, else the day's hours when
 * the window does not lie within them; null when it is open.
 */
export function windowClosedMessage(
  settings: SchedulingSettings,
  date: string,
  window: string,
  locale: Locale,
): string | null {
  const closure = closureFor(settings, date, window);
  if (closure) return closureMessage(closure, locale);
  const slot = settings.windows.find((w) => w.label === window);
  if (!slot) return closureMessage(null, locale);
  const hours = hoursOn(settings, date);
  return hours.open <= slot.start && slot.end <= hours.close
    ? null
    : bookingWords[locale].outsideHours(formatClock(hours.open), formatClock(hours.close));
}
