/** The transactional texts; never marketing. Each names the company and fits one SMS segment where it can. */
export type TextKind = "sms-confirmation" | "sms-reminder" | "sms-en-route" | "sms-manage-link";

export interface VisitForText {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  window: string;
  /** The customer's manage page, absolute. */
  manageUrl: string;
}

/** "2026-12-01" → "Tue Dec 1" */
export function shortDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options }).format(day);
  return `${format({ weekday: "short" })} ${format({ month: "short" })} ${format({ day: "numeric" })}`;
}

export function confirmationText(company: { name: string }, visit: VisitForText): string {
  return `${company.name}: ${visit.id} booked for ${shortDate(visit.date)}, ${visit.window}. Manage: ${visit.manageUrl} Reply STOP to opt out.`;
}

export function reminderText(company: { name: string }, visit: VisitForText): string {
  return `${company.name}: reminder, your visit ${visit.id} is on ${shortDate(visit.date)}, ${visit.window}. Manage: ${visit.manageUrl}`;
}

export function enRouteText(company: { name: string; phone: string }, visit: Pick<VisitForText, "id" | "window">): string {
  return `${company.name}: your technician is on the way for ${visit.id} (${visit.window} window). Questions? Call ${company.phone}.`;
}

export function manageLinkText(company: { name: string }, visit: Pick<VisitForText, "id" | "manageUrl">): string {
  return `${company.name}: manage your appointment ${visit.id} here: ${visit.manageUrl}`;
}
