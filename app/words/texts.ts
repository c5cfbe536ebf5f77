import type { Locale } from "#app/domain/i18n/locale.ts";
import type { WordsOf } from "#app/domain/i18n/words-of.ts";

/** The texts' words (after the company's name); the STOP keyword stays English, as carriers read it. */
const en = {
  booked: (id: string, when: string, url: string) => `${id} booked for ${when}. Manage: ${url} Reply STOP to opt out.`,
  reminder: (id: string, when: string, url: string) => `reminder, your visit ${id} is on ${when}. Manage: ${url}`,
  enRoute: (id: string, window: string, phone: string) =>
    `your technician is on the way for ${id} (${window} window). Questions? Call ${phone}.`,
  manageLink: (id: string, url: string) => `manage your appointment ${id} here: ${url}`,
  /** The answers to a stop word, to CANCEL (which stops texts, never the visit) and to a start word. */
  optedOut: "you will get no more texts from us. Reply START to get them again.",
  optedOutVisitStands: (phone: string) =>
    `you will get no more texts from us. This does not cancel your visit: to cancel it, use the link in your confirmation email or call ${phone}. Reply START to get texts again.`,
  optedIn: "texts are on again: you will get your visit's updates. Reply STOP to opt out.",
  /** A visit's day, short: "Tue Dec 1". */
  date: (weekday: string, day: number, month: string) => `${weekday} ${month} ${day}`,
  weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};
export type TextWords = WordsOf<typeof en>;

export const textWords: Record<Locale, TextWords> = {
  en,
  es: {
    booked: (id, when, url) =>
      `cita ${id} agendada para el ${when}. Cambiar o cancelar: ${url} Responda STOP para dejar de recibir mensajes.`,
    reminder: (id, when, url) => `recordatorio, su visita ${id} es el ${when}. Cambiar o cancelar: ${url}`,
    enRoute: (id, window, phone) =>
      `su técnico va en camino para la cita ${id} (horario ${window}). ¿Preguntas? Llame al ${phone}.`,
    manageLink: (id, url) => `para ver, cambiar o cancelar su cita ${id}: ${url}`,
    optedOut: "ya no le enviaremos mensajes. Responda START para recibirlos de nuevo.",
    optedOutVisitStands: (phone) =>
      `ya no le enviaremos mensajes. Esto no cancela su visita: para cancelarla, use el enlace del correo que le enviamos al agendar o llame al ${phone}. Responda START para recibir mensajes de nuevo.`,
    optedIn: "de nuevo le enviaremos los avisos de su visita. Responda STOP para dejar de recibirlos.",
    date: (weekday, day, month) => `${weekday} ${day} ${month}`,
    weekdays: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"],
    months: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
  },
};
