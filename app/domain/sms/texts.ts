import type { Locale } from "#app/domain/i18n/locale.ts";
import { textWords } from "#app/words/texts.ts";
import { windowName } from "../scheduling/window-name.ts";
import type { InboundIntent } from "./keywords.ts";
/** The transactional texts; never marketing. Each names the company and fits one SMS segment where it can. */
export type TextKind = "sms-confirmation" | "sms-reminder" | "sms-en-route" | "sms-manage-link";

/** The office's name for each text, in a visit's history. */
export const TEXT_NAMES: Record<TextKind, string> = {
  "sms-confirmation": "Confirmation text",
  "sms-reminder": "Reminder text",
  "sms-en-route": "On-the-way text",
  "sms-manage-link": "Manage-link text",
};

/** Why a visit's text was not sent: the customer never ticked the box, or the number replied STOP. */
export type TextWithheld = "no-consent" | "opted-out";

/** The reason as the visit's history states it. */
export const WITHHELD_REASONS: Record<TextWithheld, string> = {
  "no-consent": "no consent to texts",
  "opted-out": "the number opted out (STOP)",
};

/** The visit history's note on a text about a status change: queued, or why not. */
export function textNote(outcome: "queued" | TextWithheld): string {
  return outcome === "queued" ? "customer texted" : `not texted: ${WITHHELD_REASONS[outcome]}`;
}

export interface VisitForText {
  id: string;
  /** The language the customer booked in; English when not given. */
  language?: Locale;
  /** YYYY-MM-DD */
  date: string;
  window: string;
  /** The customer's manage page, absolute. */
  manageUrl: string;
}

/** "2026-12-01" → "Tue Dec 1" (in Spanish "mar 1 dic"), in the words of the language. */
export function shortDate(date: string, locale: Locale = "en"): string {
  const day = new Date(`${date}T00:00:00Z`);
  const words = textWords[locale];
  return words.date(words.weekdays[day.getUTCDay()]!, day.getUTCDate(), words.months[day.getUTCMonth()]!);
}

const wordsFor = (visit: Pick<VisitForText, "language">) => textWords[visit.language ?? "en"];

const when = (visit: Pick<VisitForText, "date" | "window" | "language">) =>
  `${shortDate(visit.date, visit.language)}, ${windowName(visit.window, visit.language ?? "en")}`;

export function confirmationText(company: { name: string }, visit: VisitForText): string {
  return `${company.name}: ${wordsFor(visit).booked(visit.id, when(visit), visit.manageUrl)}`;
}

export function reminderText(company: { name: string }, visit: VisitForText): string {
  return `${company.name}: ${wordsFor(visit).reminder(visit.id, when(visit), visit.manageUrl)}`;
}

export function enRouteText(
  company: { name: string; phone: string },
  visit: Pick<VisitForText, "id" | "window" | "language">,
): string {
  return `${company.name}: ${wordsFor(visit).enRoute(visit.id, windowName(visit.window, visit.language ?? "en"), company.phone)}`;
}

export function manageLinkText(
  company: { name: string },
  visit: Pick<VisitForText, "id" | "manageUrl" | "language">,
): string {
  return `${company.name}: ${wordsFor(visit).manageLink(visit.id, visit.manageUrl)}`;
}

/**
 * The answer to a stop or start word, in `language`. It holds no link: a CANCEL is told that the
 * visit still stands and how to cancel it (the link in the confirmation email, or the phone).
 */
export function keywordReplyText(
  company: { name: string; phone: string },
  intent: NonNullable<InboundIntent>,
  language: Locale,
): string {
  const words = textWords[language];
  const reply =
    intent.action === "start"
      ? words.optedIn
      : intent.aboutVisit
        ? words.optedOutVisitStands(company.phone)
        : words.optedOut;
  return `${company.name}: ${reply}`;
}
