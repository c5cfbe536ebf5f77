import { company } from "./company.ts";

/**
 * The arrival windows a customer can book and how many visits each can take. The office can change
 * capacity per weekday and region, and close days, from its settings page; these are the defaults.
 *
 * A capacity rule matches a weekday, a region and a window (each optional); the most specific
 * matching rule wins. Capacity counts the visits of the whole company in one window: a region's
 * capacity is how many visits may already be booked in that window for a customer of that region to
 * still get a place (a far region gets fewer, so the last places stay with the nearer ones).
 */
export const scheduling = {
  windows: [
    { label: "8-10 AM", start: "08:00", end: "10:00" },
    { label: "10 AM-12 PM", start: "10:00", end: "12:00" },
    { label: "12-2 PM", start: "12:00", end: "14:00" },
    { label: "2-4 PM", start: "14:00", end: "16:00" },
    { label: "4-6 PM", start: "16:00", end: "18:00" },
    { label: "Evening (6-8 PM)", start: "18:00", end: "20:00" },
  ],
  defaultCapacity: 3,
  capacityRules: [
    // The weekend crew is smaller.
    { weekday: "Sunday", capacity: 2 },
    // The Woodlands and Spring are an hour's drive from the shop: keep the last place of each window for nearer customers.
    { region: "North Houston", capacity: 2 },
  ],
  /** No window that starts within this many hours of now (Houston time) can be booked. */
  leadTimeHours: 2,
  /** A customer can move or cancel a visit online until this many hours before its window starts; then they call. */
  changeCutoffHours: 2,
  /** The reminder email: this many days before the visit, at this Houston time (HH:MM). */
  reminder: { daysBefore: 1, at: "18:00" },
  /** How many days ahead a visit can be booked. */
  horizonDays: 60,
  /** Weekly closures; each message is written in the languages the office chooses (the others get the general one). */
  closures: [],
  /**
   * The business hours of content/company.ts: a window is offered on a day only when it lies within
   * that day's hours (the evening window on weekdays only).
   */
  hours: company.hours,
  /**
   * The federal holidays, each named by the rule that finds it every year. Nobody can book a visit
   * on one unless it says `open: true`; the emergency line stays open.
   */
  holidays: [
    { rule: "January 1", name: { en: "New Year's Day", es: "Año Nuevo" } },
    {
      rule: "third Monday of January",
      name: { en: "Martin Luther King Jr. Day", es: "Día de Martin Luther King Jr." },
      open: true,
    },
    { rule: "third Monday of February", name: { en: "Presidents' Day", es: "Día de los Presidentes" }, open: true },
    { rule: "last Monday of May", name: { en: "Memorial Day", es: "Día de los Caídos" } },
    { rule: "June 19", name: { en: "Juneteenth", es: "Juneteenth" }, open: true },
    { rule: "July 4", name: { en: "Independence Day", es: "Día de la Independencia" } },
    { rule: "first Monday of September", name: { en: "Labor Day", es: "Día del Trabajo" } },
    { rule: "second Monday of October", name: { en: "Columbus Day", es: "Día de Colón" }, open: true },
    { rule: "November 11", name: { en: "Veterans Day", es: "Día de los Veteranos" }, open: true },
    { rule: "fourth Thursday of November", name: { en: "Thanksgiving Day", es: "Día de Acción de Gracias" } },
    { rule: "December 25", name: { en: "Christmas Day", es: "Navidad" } },
  ],
  /**
   * A holiday on a Saturday or Sunday is closed on that day itself ("on the day"): we work
   * weekends, so the Friday or Monday beside it stays open. "nearest weekday" would close the
   * Friday before a Saturday holiday and the Monday after a Sunday one, as the federal calendar does.
   */
  weekendHolidays: "on the day",
} as const;
