import type { Company } from "#content/company.ts";
import { BUSINESS_TIME_ZONE, formatLongDate, houstonTimeToUtc } from "../time";
import { formatPhone } from "../validation/messages";
import { issuePriority } from "./appointment";
import { TIME_SLOTS } from "./options";

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
}

function houstonDateTime(iso: string): { date: string; time: string } {
  const d = new Date(iso);
  return {
    date: new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, dateStyle: "long" }).format(d),
    time: new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, timeStyle: "short" }).format(d),
  };
}

/** The internal notification's template parameters (spec 000 §3 and §7). */
export function notificationParams(a: AppointmentForEmail, company: Company, serviceArea: string): Record<string, string> {
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
  };
}

export function notificationText(p: Record<string, string>): string {
  return [
    `${p.priority === "HIGH" ? "[HIGH PRIORITY] " : ""}New appointment request ${p.appointment_id}`,
    "",
    `Customer: ${p.customer_info}`,
    `Address: ${p.full_address} (${p.service_area})`,
    `Service: ${p.service_type}`,
    `Issue: ${p.issue}`,
    `Details: ${p.additional_details}`,
    `Window: ${p.preferred_date}, ${p.preferred_time}`,
    ...(p.technician ? [`Technician: ${p.technician}`] : []),
    `Priority: ${p.priority}`,
    `Submitted: ${p.submission_date} ${p.submission_time}`,
    "",
    p.message,
  ].join("\n");
}

/** The customer's confirmation (spec 000 §7). */
export function confirmationParams(a: AppointmentForEmail, company: Company): Record<string, string> {
  return {
    to_name: a.name,
    to_email: a.email,
    customer_name: a.name,
    customer_email: a.email,
    appointment_id: a.id,
    appliance: a.appliance,
    issue: a.issue,
    preferred_date: formatLongDate(a.preferredDate),
    preferred_time: a.preferredTime,
    booked_window: `${formatLongDate(a.preferredDate)}, ${a.preferredTime}`,
    customer_address: `${a.address}, ${a.zipCode}`,
    company_name: company.name,
    company_phone: company.phone,
    company_email: company.email,
    callback_message: `We will call you within ${company.callbackMinutes} minutes to confirm your appointment.`,
    warranty_note: `Every repair comes with our ${company.warranty.days}-day warranty on parts and labor.`,
  };
}

export function confirmationText(p: Record<string, string>): string {
  return [
    `Hi ${p.customer_name},`,
    "",
    `Thank you for booking with ${p.company_name}. Your appointment request ${p.appointment_id} is in.`,
    "",
    `Appliance: ${p.appliance}`,
    `Issue: ${p.issue}`,
    `Booked: ${p.booked_window} (arrival window)`,
    `Address: ${p.customer_address}`,
    "",
    p.callback_message,
    p.warranty_note,
    "",
    `Questions? Call ${p.company_phone} or write to ${p.company_email}.`,
    p.company_name,
  ].join("\n");
}

const icsUtc = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** Escapes an iCalendar TEXT value: backslash, semicolon, comma, and every line break (CR, LF or CRLF) as `\n`. */
export function icsText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
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

/** An iCalendar file for the booked window; times in UTC, so every calendar app places it right without a zone table. */
export function appointmentIcs(a: AppointmentForEmail, company: Company, stamp: Date = new Date()): string {
  const slot = TIME_SLOTS.find((s) => s.label === a.preferredTime) ?? TIME_SLOTS[0];
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${company.name}//Booking//EN`,
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${a.id}@${company.email.split("@")[1]}`,
    `DTSTAMP:${icsUtc(stamp)}`,
    `DTSTART:${icsUtc(houstonTimeToUtc(a.preferredDate, slot.start))}`,
    `DTEND:${icsUtc(houstonTimeToUtc(a.preferredDate, slot.end))}`,
    `SUMMARY:${icsText(`${a.appliance} repair - ${company.name} (booked)`)}`,
    `DESCRIPTION:${icsText(`Appointment request ${a.id}: ${a.issue}. We will call within ${company.callbackMinutes} minutes to confirm. ${company.phone}`)}`,
    `LOCATION:${icsText(`${a.address}, ${a.zipCode}`)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]
    .map(foldIcsLine)
    .map((line) => `${line}\r\n`)
    .join("");
}
