import { type Locale, localeOf } from "#app/domain/i18n/locale.ts";
import type { Company } from "#content/company.ts";
import { BUSINESS_TIME_ZONE, formatLongDate, houstonTimeToUtc } from "../time.ts";
import { formatPhone } from "../validation/messages.ts";
import { issuePriority } from "./appointment.ts";
import { type CustomerEmailWords, customerEmailWords } from "#app/words/emails.ts";
import { TIME_SLOTS } from "./options.ts";
import { localePath } from "../i18n/paths.ts";
import { windowName } from "../scheduling/window-name.ts";
import { bookingLabels } from "../i18n/booking-labels.ts";
import { coverageOf } from "../areas/coverage.ts";

export const NO_DETAILS = "No additional details provided";

/** The stored appointment, as the emails need it. */
export interface AppointmentForEmail {
  id: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  zipCode: string;
  appliance: string;
  issue: string;
  description: string;
  preferredDate: string;
  preferredTime: string;
  createdAt: string;
  /** The assigned technician's name, once the office has assigned one. */
  technician?: string | null;
  /** The full address of the customer's manage page (reschedule, cancel); null for a visit without one. */
  manageUrl?: string | null;
  /** The calendar file's SEQUENCE: 0 when booked, raised at every move or cancellation. */
  calendarSequence?: number;
  /** The language the customer booked in; English when not given. */
  language?: Locale;
}

/** The customer's language as the office reads it in its notification. */
const LANGUAGE_NAME: Record<Locale, string> = { en: "English", es: "Spanish" };

function houstonDateTime(iso: string): { date: string; time: string } {
  const d = new Date(iso);
  return {
    date: new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, dateStyle: "long" }).format(d),
    time: new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, timeStyle: "short" }).format(d),
  };
}

/**
 * The title of each of the office's notices about a visit: the first line of its text, its
 * `title` parameter, and the start of its subject.
 */
export const officeNoticeTitles = {
  booked: (id: string, highPriority: boolean) =>
    `${highPriority ? "[HIGH PRIORITY] " : ""}New appointment request ${id}`,
  assigned: (technician: string, id: string) => `${technician} assigned to ${id}`,
  moved: (id: string) => `Visit ${id} rescheduled by the customer`,
  cancelled: (id: string) => `Visit ${id} cancelled by the customer`,
};

/** How the office's emails name a visit's area: "Katy (West Houston)", or the whole service area for a ZIP outside the list. */
export function officeAreaOf(zipCode: string, serviceArea: string): string {
  const coverage = coverageOf(zipCode);
  return coverage.covered ? `${coverage.city} (${coverage.region})` : serviceArea;
}

/** The office's notification of a new booking (spec 000 §3 and §7); the other notices replace its title and message. */
export function notificationParams(
  a: AppointmentForEmail,
  company: Company,
  serviceArea: string,
): Record<string, string> {
  const submitted = houstonDateTime(a.createdAt);
  const priority = issuePriority(a.issue);
  const details = a.description.trim() || NO_DETAILS;
  const fullAddress = `${a.address}, ${a.zipCode}`;
  return {
    customer_name: a.name,
    customer_email: a.email,
    customer_phone: formatPhone(a.phone),
    customer_address: a.address,
    zip_code: a.zipCode,
    appliance: a.appliance,
    issue: a.issue,
    description: details,
    additional_details: details,
    preferred_date: formatLongDate(a.preferredDate),
    preferred_time: a.preferredTime,
    appointment_id: a.id,
    title: officeNoticeTitles.booked(a.id, priority === "HIGH"),
    message: `New ${priority === "HIGH" ? "HIGH PRIORITY " : ""}appointment request ${a.id}: ${a.appliance} - ${a.issue}, ${formatLongDate(a.preferredDate)} ${a.preferredTime}. Call the customer within ${company.callbackMinutes} minutes.`,
    company_name: company.name,
    company_phone: company.phone,
    company_email: company.email,
    service_area: serviceArea,
    technician: a.technician ?? "",
    submission_date: submitted.date,
    submission_time: submitted.time,
    priority,
    service_type: `${a.appliance} Repair`,
    customer_info: `${a.name} | ${formatPhone(a.phone)} | ${a.email}`,
    appointment_summary: `${a.appliance} - ${a.issue} on ${formatLongDate(a.preferredDate)}, ${a.preferredTime}`,
    full_address: fullAddress,
    customer_language: LANGUAGE_NAME[a.language ?? "en"],
  };
}

export function notificationText(p: Record<string, string>): string {
  return [
    p.title,
    "",
    `Customer: ${p.customer_info}`,
    `Address: ${p.full_address} (${p.service_area})`,
    `Service: ${p.service_type}`,
    `Issue: ${p.issue}`,
    `Details: ${p.additional_details}`,
    `Window: ${p.preferred_date}, ${p.preferred_time}`,
    ...(p.technician ? [`Technician: ${p.technician}`] : []),
    `Priority: ${p.priority}`,
    `Language: ${p.customer_language}`,
    `Submitted: ${p.submission_date} ${p.submission_time}`,
    "",
    p.message,
  ].join("\n");
}

/**
 * The customer's confirmation (spec 000 §7); also sent when the visit moves, with its own intro and
 * without the call-back promise, which was made at booking.
 */
export function confirmationParams(
  a: AppointmentForEmail,
  company: Company,
  { moved = false }: { moved?: boolean } = {},
): Record<string, string> {
  const language = a.language ?? "en";
  const w = customerEmailWords[language];
  const date = formatLongDate(a.preferredDate, language);
  return {
    language,
    intro: moved ? w.movedIntro(a.id) : w.bookedIntro(company.name, a.id),
    manage_url: a.manageUrl ?? "",
    to_name: a.name,
    to_email: a.email,
    customer_name: a.name,
    customer_email: a.email,
    appointment_id: a.id,
    ...bookingLabels(language, a),
    preferred_date: date,
    preferred_time: windowName(a.preferredTime, language),
    booked_window: `${date}, ${windowName(a.preferredTime, language)}`,
    customer_address: `${a.address}, ${a.zipCode}`,
    company_name: company.name,
    company_phone: company.phone,
    company_email: company.email,
    callback_message: moved ? "" : w.callback(company.callbackMinutes),
    warranty_note: w.warranty(company.warranty.days),
  };
}

/** The words of the language the email's parameters were written in. */
export function emailWordsOf(p: Record<string, string>): CustomerEmailWords {
  return customerEmailWords[localeOf(p.language)];
}

export function confirmationText(p: Record<string, string>): string {
  return letterWithIntro(p, (w) => [
    ...detailLines(w, p, ["appliance", "issue", "booked", "address"]),
    "",
    ...manageLines(w, p),
    ...(p.callback_message ? [p.callback_message] : []),
    p.warranty_note,
    "",
    w.questions(p.company_phone!, p.company_email!),
  ]);
}

function manageLines(w: CustomerEmailWords, p: Record<string, string>): string[] {
  return p.manage_url ? [w.manage(p.manage_url), ""] : [];
}

/** The lines of a visit's details an email names, each as "label: value" in the email's language. */
const DETAIL_LINES = {
  appliance: (w, p) => `${w.appliance}: ${p.appliance}`,
  issue: (w, p) => `${w.issue}: ${p.issue}`,
  booked: (w, p) => `${w.booked}: ${p.booked_window} ${w.arrivalWindow}`,
  address: (w, p) => `${w.address}: ${p.customer_address}`,
} satisfies Record<string, (w: CustomerEmailWords, p: Record<string, string>) => string>;

function detailLines(
  w: CustomerEmailWords,
  p: Record<string, string>,
  details: (keyof typeof DETAIL_LINES)[],
): string[] {
  return details.map((d) => DETAIL_LINES[d](w, p));
}

/** A customer letter that opens with the intro its parameters carry. */
function letterWithIntro(p: Record<string, string>, body: (w: CustomerEmailWords) => (string | undefined)[]): string {
  return customerLetter(p, (w) => [p.intro, "", ...body(w)]);
}

/**
 * A plain-text email to the customer: the greeting, the body (written with the words of the
 * email's language), and the company's name.
 */
function customerLetter(p: Record<string, string>, body: (w: CustomerEmailWords) => (string | undefined)[]): string {
  const w = emailWordsOf(p);
  return [w.greeting(p.customer_name!), "", ...body(w), p.company_name].join("\n");
}

/** The customer's notice that a visit is cancelled (by them or by the office). */
export function cancellationParams(a: AppointmentForEmail, company: Company, siteUrl: string): Record<string, string> {
  const params = confirmationParams(a, company);
  return {
    ...params,
    intro: emailWordsOf(params).cancelledIntro(a.id, params.preferred_date!, params.preferred_time!),
    book_url: `${siteUrl}${localePath(a.language ?? "en", "/book-online")}`,
  };
}

export function cancellationText(p: Record<string, string>): string {
  return letterWithIntro(p, (w) => [
    ...detailLines(w, p, ["appliance", "issue"]),
    "",
    w.calendarRemoved,
    w.bookAgain(p.book_url!, p.company_phone!),
    "",
  ]);
}

/** The reminder sent before the visit. */
export function reminderParams(a: AppointmentForEmail, company: Company): Record<string, string> {
  const params = confirmationParams(a, company);
  const w = emailWordsOf(params);
  return {
    ...params,
    intro: w.reminderIntro(params.appliance!, a.id, params.preferred_date!, params.preferred_time!),
    preparation: w.preparation.map((line) => `- ${line}`).join("\n"),
  };
}

export function reminderText(p: Record<string, string>): string {
  return letterWithIntro(p, (w) => [
    ...detailLines(w, p, ["address", "issue"]),
    "",
    w.haveReady,
    p.preparation,
    "",
    ...manageLines(w, p),
    w.questionsByPhone(p.company_phone!),
  ]);
}

const icsUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Escapes an iCalendar TEXT value: backslash, semicolon, comma, and every line break (CR, LF or CRLF) as `\n`. */
export function icsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const ICS_LINE_OCTETS = 75;
const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * Folds a content line so that no line exceeds 75 octets (RFC 5545): each continuation starts with
 * CRLF and one space, which counts towards its 75. A character is never split across lines, so
 * multi-byte UTF-8 text stays valid.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > ICS_LINE_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

/** What a calendar file tells of the visit: booked, moved to another window, or cancelled. */
export type CalendarEvent = "booked" | "moved" | "cancelled";

/**
 * How a calendar file acts: PUBLISH when booked and again after a move, CANCEL to remove it. The
 * UID stays the visit's; a higher SEQUENCE tells the calendar app that this version replaces the
 * one it holds. A move is not a REQUEST: that is a meeting invitation, which needs an ATTENDEE to
 * answer it, and calendar apps ignore or mishandle one without.
 */
/** What a stored visit's calendar event is now: cancelled; moved, its sequence raised by a move; or as booked. */
export function calendarEventOf(visit: { status: string; calendar_sequence: number }): CalendarEvent {
  if (visit.status === "cancelled") return "cancelled";
  return visit.calendar_sequence > 0 ? "moved" : "booked";
}

function icsMethod(event: CalendarEvent): "PUBLISH" | "CANCEL" {
  return event === "cancelled" ? "CANCEL" : "PUBLISH";
}

export function icsContentType(event: CalendarEvent): string {
  return `text/calendar; charset=utf-8; method=${icsMethod(event)}`;
}

/**
 * An iCalendar file for the visit's window; times in UTC, so every calendar app places it right
 * without a zone table. Only the booked visit's description promises the call-back.
 */
export function appointmentIcs(
  a: AppointmentForEmail,
  company: Company,
  stamp: Date = new Date(),
  event: CalendarEvent = "booked",
): string {
  const method = icsMethod(event);
  const slot = TIME_SLOTS.find((s) => s.label === a.preferredTime) ?? TIME_SLOTS[0];
  const language = a.language ?? "en";
  const w = customerEmailWords[language];
  const { appliance, issue } = bookingLabels(language, a);
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${company.name}//Booking//EN`,
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${a.id}@${company.email.split("@")[1]}`,
    `SEQUENCE:${a.calendarSequence ?? 0}`,
    ...(method === "CANCEL" ? ["STATUS:CANCELLED"] : []),
    `ORGANIZER;CN=${icsText(company.name)}:mailto:${company.email}`,
    `DTSTAMP:${icsUtc(stamp)}`,
    `DTSTART:${icsUtc(houstonTimeToUtc(a.preferredDate, slot.start))}`,
    `DTEND:${icsUtc(houstonTimeToUtc(a.preferredDate, slot.end))}`,
    `SUMMARY:${icsText(w.calendarTitle(appliance, company.name, method === "CANCEL"))}`,
    `DESCRIPTION:${icsText(
      event === "cancelled"
        ? w.calendarCancelled(a.id, company.phone)
        : event === "moved"
          ? w.calendarMoved(a.id, issue, company.phone)
          : w.calendarBooked(a.id, issue, company.callbackMinutes, company.phone),
    )}`,
    `LOCATION:${icsText(`${a.address}, ${a.zipCode}`)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]
    .map(foldIcsLine)
    .map((line) => `${line}\r\n`)
    .join("");
}

/** The office sends a visit's manage link again: the confirmation's parameters with the link. */
export function manageLinkParams(a: AppointmentForEmail, company: Company): Record<string, string> {
  const params = confirmationParams(a, company);
  return { ...params, message: emailWordsOf(params).manageLinkMessage(params.manage_url!) };
}

export function manageLinkEmailText(p: Record<string, string>): string {
  return customerLetter(p, (w) => [
    w.manageLinkIntro(p.appointment_id!, p.booked_window!),
    p.manage_url,
    "",
    w.manageLinkNote,
    "",
    w.questions(p.company_phone!, p.company_email!),
  ]);
}
