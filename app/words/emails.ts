import type { Locale } from "#app/domain/i18n/locale.ts";
import type { WordsOf } from "#app/domain/i18n/words-of.ts";

/** The customer's emails about a visit, in each language the site speaks; the office's stay in English. */
const en = {
  greeting: (name: string) => `Hi ${name},`,
  bookedIntro: (company: string, id: string) =>
    `Thank you for booking with ${company}. Your appointment request ${id} is in.`,
  movedIntro: (id: string) =>
    `Your visit ${id} has moved to a new arrival window. The calendar file attached replaces the one we sent before.`,
  cancelledIntro: (id: string, date: string, window: string) => `Your visit ${id} on ${date}, ${window} is cancelled.`,
  reminderIntro: (appliance: string, id: string, date: string, window: string) =>
    `A reminder of your ${appliance.toLowerCase()} repair visit ${id}: our technician arrives on ${date}, ${window} (arrival window).`,
  appliance: "Appliance",
  issue: "Issue",
  booked: "Booked",
  arrivalWindow: "(arrival window)",
  address: "Address",
  manage: (url: string) => `To reschedule or cancel this visit: ${url}`,
  callback: (minutes: number) => `We will call you within ${minutes} minutes to confirm your appointment.`,
  warranty: (days: number) => `Every repair comes with our ${days}-day warranty on parts and labor.`,
  questions: (phone: string, email: string) => `Questions? Call ${phone} or write to ${email}.`,
  questionsByPhone: (phone: string) => `Questions? Call ${phone}.`,
  calendarRemoved: "The calendar file attached removes the visit from your calendar.",
  bookAgain: (url: string, phone: string) => `To book a new visit: ${url}, or call ${phone}.`,
  haveReady: "Please have ready:",
  preparation: [
    "Clear access to the appliance and the space around it.",
    "The model number, if you can find it: it is on a sticker inside the door or on the back.",
    "Someone 18 or older at home during the arrival window.",
  ],
  manageLinkIntro: (id: string, window: string) =>
    `Here is the link to your appointment ${id} (${window}, arrival window):`,
  manageLinkNote:
    "Open it to see, reschedule or cancel your visit. Keep it to yourself: anyone with the link can change the visit.",
  manageLinkMessage: (url: string) => `To see, reschedule or cancel your visit, open ${url}`,
  bookedSubject: (id: string, company: string) => `Your appointment request ${id} - ${company}`,
  movedSubject: (id: string, window: string) => `Your visit ${id} has moved - ${window}`,
  cancelledSubject: (id: string, company: string) => `Your visit ${id} is cancelled - ${company}`,
  reminderSubject: (appliance: string, window: string) =>
    `Reminder: your ${appliance.toLowerCase()} repair visit ${window}`,
  manageLinkSubject: (id: string, company: string) => `Your appointment ${id} - ${company}`,
  /** The calendar file's event. */
  calendarTitle: (appliance: string, company: string, cancelled: boolean) =>
    `${appliance} repair - ${company} (${cancelled ? "cancelled" : "booked"})`,
  calendarBooked: (id: string, issue: string, minutes: number, phone: string) =>
    `Appointment request ${id}: ${issue}. We will call within ${minutes} minutes to confirm. ${phone}`,
  calendarMoved: (id: string, issue: string, phone: string) => `Appointment ${id}: ${issue}. ${phone}`,
  calendarCancelled: (id: string, phone: string) => `Appointment ${id}: cancelled. ${phone}`,
};

export type CustomerEmailWords = WordsOf<typeof en>;

const es: CustomerEmailWords = {
  greeting: (name) => `Hola, ${name}:`,
  bookedIntro: (company, id) => `Gracias por agendar con ${company}. Recibimos su solicitud de cita ${id}.`,
  movedIntro: (id) =>
    `Su visita ${id} cambió a un nuevo horario de llegada. El archivo de calendario adjunto reemplaza el que le enviamos antes.`,
  cancelledIntro: (id, date, window) => `Su visita ${id} del ${date}, ${window}, quedó cancelada.`,
  reminderIntro: (appliance, id, date, window) =>
    `Le recordamos su visita ${id} para reparar su ${appliance.toLowerCase()}: nuestro técnico llega el ${date}, ${window} (horario de llegada).`,
  appliance: "Electrodoméstico",
  issue: "Problema",
  booked: "Cita",
  arrivalWindow: "(horario de llegada)",
  address: "Dirección",
  manage: (url) => `Para cambiar la fecha o cancelar esta visita: ${url}`,
  callback: (minutes) => `Le llamamos en menos de ${minutes} minutos para confirmar su cita.`,
  warranty: (days) => `Cada reparación lleva nuestra garantía de ${days} días en piezas y mano de obra.`,
  questions: (phone, email) => `¿Preguntas? Llame al ${phone} o escriba a ${email}.`,
  questionsByPhone: (phone) => `¿Preguntas? Llame al ${phone}.`,
  calendarRemoved: "El archivo de calendario adjunto quita la visita de su calendario.",
  bookAgain: (url, phone) => `Para agendar otra visita: ${url}, o llame al ${phone}.`,
  haveReady: "Por favor tenga listo:",
  preparation: [
    "Paso libre hasta el electrodoméstico y espacio alrededor.",
    "El número de modelo, si lo encuentra: viene en una etiqueta dentro de la puerta o atrás.",
    "Una persona mayor de 18 años en casa durante el horario de llegada.",
  ],
  manageLinkIntro: (id, window) => `Este es el enlace de su cita ${id} (${window}, horario de llegada):`,
  manageLinkNote:
    "Ábralo para ver su visita, cambiarle la fecha o cancelarla. No lo comparta: cualquiera con el enlace puede cambiar la visita.",
  manageLinkMessage: (url) => `Para ver su visita, cambiarle la fecha o cancelarla, abra ${url}`,
  bookedSubject: (id, company) => `Su solicitud de cita ${id} - ${company}`,
  movedSubject: (id, window) => `Su visita ${id} cambió de horario - ${window}`,
  cancelledSubject: (id, company) => `Su visita ${id} quedó cancelada - ${company}`,
  reminderSubject: (appliance, window) => `Recordatorio: la reparación de su ${appliance.toLowerCase()}, ${window}`,
  manageLinkSubject: (id, company) => `Su cita ${id} - ${company}`,
  calendarTitle: (appliance, company, cancelled) =>
    `Reparación de ${appliance.toLowerCase()} - ${company} (${cancelled ? "cancelada" : "agendada"})`,
  calendarBooked: (id, issue, minutes, phone) =>
    `Solicitud de cita ${id}: ${issue}. Le llamamos en menos de ${minutes} minutos para confirmar. ${phone}`,
  calendarMoved: (id, issue, phone) => `Cita ${id}: ${issue}. ${phone}`,
  calendarCancelled: (id, phone) => `Cita ${id}: cancelada. ${phone}`,
};

export const customerEmailWords: Record<Locale, CustomerEmailWords> = { en, es };
