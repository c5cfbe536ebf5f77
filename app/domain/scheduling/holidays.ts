import { addDays, MONTHS, WEEKDAYS, weekdayOf } from "../time.ts";

/**
 * A holiday named by the rule that finds it in any year: a date of the year ("December 25") or a
 * weekday of a month ("fourth Thursday of November", "last Monday of May").
 */
export type HolidayRule =
  { month: number; day: number } | { month: number; weekday: number; nth: 1 | 2 | 3 | 4 | "last" };

const ORDINALS = ["first", "second", "third", "fourth"] as const;
const FIXED = new RegExp(`^(${MONTHS.en.join("|")}) ([1-9]|[12]\\d|3[01])$`);
const NTH = new RegExp(`^(${[...ORDINALS, "last"].join("|")}) (${WEEKDAYS.join("|")}) of (${MONTHS.en.join("|")})$`);

/** Reads a rule as content/scheduling.ts writes it; null when it is neither form (or names a day no year has). */
export function parseHolidayRule(text: string): HolidayRule | null {
  const fixed = FIXED.exec(text);
  if (fixed) {
    const month = MONTHS.en.indexOf(fixed[1] as (typeof MONTHS.en)[number]) + 1;
    const day = Number(fixed[2]);
    // February 29 is a holiday only in leap years; no rule may name a day some years lack.
    return day <= new Date(Date.UTC(2001, month, 0)).getUTCDate() ? { month, day } : null;
  }
  const nth = NTH.exec(text);
  if (!nth) return null;
  const ordinal = ORDINALS.indexOf(nth[1] as (typeof ORDINALS)[number]);
  return {
    month: MONTHS.en.indexOf(nth[3] as (typeof MONTHS.en)[number]) + 1,
    weekday: WEEKDAYS.indexOf(nth[2] as (typeof WEEKDAYS)[number]),
    nth: ordinal === -1 ? "last" : ((ordinal + 1) as 1 | 2 | 3 | 4),
  };
}

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
const weekdayIndex = (date: string) => WEEKDAYS.indexOf(weekdayOf(date));

/** The date (YYYY-MM-DD) a rule names in a year. */
export function holidayDate(rule: HolidayRule, year: number): string {
  if ("day" in rule) return iso(year, rule.month, rule.day);
  if (rule.nth === "last") {
    const last = iso(year, rule.month + 1, 0);
    return addDays(last, -((weekdayIndex(last) - rule.weekday + 7) % 7));
  }
  const first = iso(year, rule.month, 1);
  return addDays(first, ((rule.weekday - weekdayIndex(first) + 7) % 7) + 7 * (rule.nth - 1));
}

/**
 * Which day a holiday that falls on a weekend is closed:
 * - "on the day": the Saturday or Sunday itself, and the weekdays beside it stay open (for a
 *   business that works weekends);
 * - "nearest weekday": the federal rule, a Saturday holiday on the Friday before, a Sunday
 *   holiday on the Monday after (New Year's Day on a Saturday is closed on December 31).
 */
export const WEEKEND_HOLIDAY_RULES = ["on the day", "nearest weekday"] as const;
export type WeekendHolidayRule = (typeof WEEKEND_HOLIDAY_RULES)[number];

/** The day a holiday of that date is closed, by the business's rule for weekend holidays. */
export function observedDate(date: string, weekendRule: WeekendHolidayRule): string {
  if (weekendRule === "on the day") return date;
  const weekday = weekdayIndex(date);
  return weekday === 6 ? addDays(date, -1) : weekday === 0 ? addDays(date, 1) : date;
}

/** The holidays of a list the business closes on: those without `open`. */
export function closedHolidays<H extends { open?: boolean }>(holidays: readonly H[]): H[] {
  return holidays.filter((h) => !h.open);
}

/** Per list of holidays and "weekend rule|year": the dates closed that year, with their holiday. */
const closedDatesCache = new WeakMap<readonly object[], Map<string, Map<string, unknown>>>();

/** The dates a list's closed holidays are closed on in a year (and those of next year, harmless to a lookup). */
function closedDates<H extends { rule: string; open?: boolean }>(
  holidays: readonly H[],
  weekendRule: WeekendHolidayRule,
  year: number,
): Map<string, H> {
  let lists = closedDatesCache.get(holidays);
  if (!lists) closedDatesCache.set(holidays, (lists = new Map()));
  const key = `${weekendRule}|${year}`;
  const cached = lists.get(key) as Map<string, H> | undefined;
  if (cached) return cached;
  const dates = new Map<string, H>();
  for (const holiday of closedHolidays(holidays)) {
    const rule = parseHolidayRule(holiday.rule);
    // A holiday early next year can be observed late this year (January 1 on a Saturday).
    if (rule) for (const y of [year, year + 1]) dates.set(observedDate(holidayDate(rule, y), weekendRule), holiday);
  }
  lists.set(key, dates);
  return dates;
}

/** The holiday of a list closed on a date, if any; a holiday with `open` set is not closed. */
export function closedHolidayOn<H extends { rule: string; open?: boolean }>(
  holidays: readonly H[],
  weekendRule: WeekendHolidayRule,
  date: string,
): H | null {
  return closedDates(holidays, weekendRule, Number(date.slice(0, 4))).get(date) ?? null;
}

/** The closed holidays from `from` to `to` (inclusive), in date order. */
export function closedHolidaysBetween<H extends { rule: string; open?: boolean }>(
  holidays: readonly H[],
  weekendRule: WeekendHolidayRule,
  from: string,
  to: string,
): { date: string; holiday: H }[] {
  const closed: { date: string; holiday: H }[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const holiday = closedHolidayOn(holidays, weekendRule, date);
    if (holiday) closed.push({ date, holiday });
  }
  return closed;
}
