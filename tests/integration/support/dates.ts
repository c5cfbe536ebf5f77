import { holidayOn, schedulingDefaults } from "#app/domain/scheduling/settings.ts";
import { addDays, todayInHouston, weekdayOf } from "#app/domain/time.ts";

/** Whether a date takes visits at all by the default rules: not a holiday the business closes on. */
export function isOpenDay(date: string): boolean {
  return holidayOn(schedulingDefaults, date) === null;
}

/**
 * Whether every window of a date takes the default 3 places: Monday to Friday (the weekend is
 * shorter, and Sunday takes fewer) and not a closed holiday.
 */
function isFullWeekday(date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday !== "Saturday" && weekday !== "Sunday" && isOpenDay(date);
}

/** The n-th (from 0) Monday-to-Friday date from `from` days ahead that is not a closed holiday. */
export function weekdayAhead(n: number, from = 3): string {
  let date = addDays(todayInHouston(), from);
  for (let found = 0; ; date = addDays(date, 1)) if (isFullWeekday(date) && found++ === n) return date;
}

/** The first date from `date` on that is not a closed holiday. */
export function openDayFrom(date: string): string {
  let open = date;
  while (!isOpenDay(open)) open = addDays(open, 1);
  return open;
}

/** The first date from `from` days ahead that is not a closed holiday. */
export function openDayAhead(from: number): string {
  return openDayFrom(addDays(todayInHouston(), from));
}
