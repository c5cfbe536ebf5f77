import type { Company } from "#content/company.ts";
import { customerEmailWords } from "#app/words/emails.ts";
import { bookingLabels } from "../i18n/booking-labels.ts";
import type { Locale } from "../i18n/locale.ts";
import { houstonTimeToUtc } from "../time.ts";
import { TIME_SLOTS } from "./options.ts";

/** What a visit's "add to calendar" links carry: its title, its note and its window in UTC. */
export interface VisitEvent {
  title: string;
  details: string;
  start: Date;
  end: Date;
}

/**
 * A visit as a calendar event, in the visit's language. The address stays out: these links are
 * addresses at another company, so they carry the window, the ID and our phone, nothing personal.
 * The calendar file, downloaded from the visit's own page, has the address. A moved visit's note,
 * like the move's email, does not repeat the call back promised at booking.
 */
export function visitEvent(
  visit: {
    id: string;
    appliance: string;
    issue: string;
    preferredDate: string;
    preferredTime: string;
    moved?: boolean;
  },
  locale: Locale,
  company: Pick<Company, "name" | "phone" | "callbackMinutes">,
): VisitEvent {
  const slot = TIME_SLOTS.find((s) => s.label === visit.preferredTime) ?? TIME_SLOTS[0];
  const words = customerEmailWords[locale];
  const { appliance, issue } = bookingLabels(locale, visit);
  return {
    title: words.calendarTitle(appliance, company.name, false),
    details: visit.moved
      ? words.calendarMoved(visit.id, issue, company.phone)
      : words.calendarBooked(visit.id, issue, company.callbackMinutes, company.phone),
    start: houstonTimeToUtc(visit.preferredDate, slot.start),
    end: houstonTimeToUtc(visit.preferredDate, slot.end),
  };
}

/** 2026-11-28T18:00:00.000Z → 20261128T180000Z, as Google Calendar's `dates` reads it. */
const compactUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Google Calendar's "add event" page, filled in. */
export function googleCalendarUrl(event: VisitEvent): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${compactUtc(event.start)}/${compactUtc(event.end)}`,
    details: event.details,
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** Outlook.com's "new event" page, filled in. */
export function outlookCalendarUrl(event: VisitEvent): string {
  const query = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: event.start.toISOString(),
    enddt: event.end.toISOString(),
    body: event.details,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query}`;
}

/** A visit's three calendar links: Google Calendar, Outlook.com and its calendar file beside its manage page. */
export function visitCalendarLinks(
  visit: Parameters<typeof visitEvent>[0],
  locale: Locale,
  company: Pick<Company, "name" | "phone" | "callbackMinutes">,
  managePath: string,
): { google: string; outlook: string; file: string } {
  const event = visitEvent(visit, locale, company);
  return { google: googleCalendarUrl(event), outlook: outlookCalendarUrl(event), file: `${managePath}/calendar.ics` };
}
