import type { Company } from "#content/company.ts";
import { statusLabel } from "./status.ts";

/** What lies ahead of a visit on its day: whether that day is today, and whether its reminder email is still to be sent. */
export interface VisitAhead {
  today: boolean;
  reminder: boolean;
}

/**
 * The visit's state in the customer's words, and what happens next: a visit today arrives today
 * and, like one whose reminder time has passed, is not promised a reminder.
 */
export function customerStatus(
  status: string,
  technicianFirstName: string | null,
  company: Pick<Company, "phone" | "callbackMinutes" | "warranty">,
  ahead: VisitAhead,
): { label: string; next: string } {
  const tech = technicianFirstName ? `${technicianFirstName}, your technician,` : "Your technician";
  const arrives = `${tech} arrives ${ahead.today ? "today " : ""}within the window shown`;
  switch (status) {
    case "pending":
      return {
        label: "Requested",
        next: `We call you within ${company.callbackMinutes} minutes of your booking to confirm the visit. ${arrives}${ahead.reminder ? ", and the day before we email you a reminder" : ""}.`,
      };
    case "confirmed":
      return {
        label: "Confirmed",
        next: `Your visit is confirmed. ${arrives}${ahead.reminder ? "; the day before, we email you a reminder" : ""}.`,
      };
    case "en_route":
      return { label: "Technician on the way", next: `${tech} is on the way and arrives within the window shown.` };
    case "completed":
      return {
        label: "Completed",
        next: `This visit is complete. The repair has our ${company.warranty.days}-day warranty on parts and labor.`,
      };
    case "cancelled":
      return {
        label: "Cancelled",
        next: `This visit is cancelled. To book a new one, book online or call us at ${company.phone}.`,
      };
    case "no_show":
      return {
        label: "Missed",
        next: `We could not carry out this visit. Please call us at ${company.phone} to arrange a new one.`,
      };
    default:
      return { label: statusLabel(status), next: `Questions? Call us at ${company.phone}.` };
  }
}

/** Why a customer cancels; optional, for the office. */
export const CANCEL_REASONS = [
  "The appliance works again",
  "I found another repair company",
  "The time no longer suits me",
  "I booked by mistake",
  "Other reason",
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
