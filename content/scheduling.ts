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
  closures: [
    {
      weekday: "Sunday",
      window: "Evening (6-8 PM)",
      messages: {
        en: "We don't book Sunday evening visits. Please choose another time, or call us for an emergency.",
        es: "No agendamos visitas el domingo por la noche. Elija otro horario, o llámenos si es una emergencia.",
      },
    },
  ],
} as const;
