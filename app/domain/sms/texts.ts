import type { Locale } from "#app/domain/i18n/locale.ts";
/** The transactional texts; never marketing. Each names the company and fits one SMS segment where it can. */
export type TextKind = "sms-confirmation" | "sms-reminder" | "sms-en-route" | "sms-manage-link";

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

/** "2026-12-01" → "Tue Dec 1" (in Spanish "mar 1 dic") */
export function shortDate(date: string, locale: Locale = "en"): string {
  const day = new Date(`${date}T00:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", { timeZone: "UTC", ...options })
      .format(day)
      .replace(".", "");
  return locale === "es"
    ? `${format({ weekday: "short" })} ${format({ day: "numeric" })} ${format({ month: "short" })}`
    : `${format({ weekday: "short" })} ${format({ month: "short" })} ${format({ day: "numeric" })}`;
}

/** The texts' words in each language; the STOP keyword stays English, as carriers read it. */
const TEXT_WORDS = {
  en: {
    booked: (id: string, when: string, url: string) =>
      `${id} booked for ${when}. Manage: ${url} Reply STOP to opt out.`,
    reminder: (id: string, when: string, url: string) => `reminder, your visit ${id} is on ${when}. Manage: ${url}`,
    enRoute: (id: string, window: string, phone: string) =>
      `your technician is on the way for ${id} (${window} window). Questions? Call ${phone}.`,
    manageLink: (id: string, url: string) => `manage your appointment ${id} here: ${url}`,
  },
  es: {
    booked: (id: string, when: string, url: string) =>
      `cita ${id} agendada para el ${when}. Cambiar o cancelar: ${url} Responda STOP para dejar de recibir mensajes.`,
    reminder: (id: string, when: string, url: string) =>
      `recordatorio, su visita ${id} es el ${when}. Cambiar o cancelar: ${url}`,
    enRoute: (id: string, window: string, phone: string) =>
      `su técnico va en camino para la cita ${id} (horario ${window}). ¿Preguntas? Llame al ${phone}.`,
    manageLink: (id: string, url: string) => `para ver, cambiar o cancelar su cita ${id}: ${url}`,
  },
} satisfies Record<Locale, Record<string, unknown>>;

const wordsFor = (visit: Pick<VisitForText, "language">) => TEXT_WORDS[visit.language ?? "en"];

const when = (visit: Pick<VisitForText, "date" | "window" | "language">) =>
  `${gsmLetters(shortDate(visit.date, visit.language))}, ${visit.window}`;

/**
 * á, í, ó and ú are not in the GSM alphabet: one of them would send the whole text in UCS-2, at 70
 * characters a segment instead of 160. Spanish readers take the plain vowel in a text message.
 */
export function gsmLetters(text: string): string {
  return text.replace(/[áíóúÁÍÓÚ]/g, (c) => c.normalize("NFD")[0]!);
}

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
  return `${company.name}: ${wordsFor(visit).enRoute(visit.id, visit.window, company.phone)}`;
}

export function manageLinkText(
  company: { name: string },
  visit: Pick<VisitForText, "id" | "manageUrl" | "language">,
): string {
  return `${company.name}: ${wordsFor(visit).manageLink(visit.id, visit.manageUrl)}`;
}
