import type { Locale } from "#app/domain/i18n/locale.ts";

/** The customer's emails about a visit, in each language the site speaks; the office's stay in English. */
export interface CustomerEmailWords {
  greeting: (name: string) => string;
  bookedIntro: (company: string, id: string) => string;
  movedIntro: (id: string) => string;
  cancelledIntro: (id: string, date: string, window: string) => string;
  reminderIntro: (appliance: string, id: string, date: string, window: string) => string;
  appliance: string;
  issue: string;
  booked: string;
  arrivalWindow: string;
  address: string;
  manage: (url: string) => string;
  callback: (minutes: number) => string;
  warranty: (days: number) => string;
  questions: (phone: string, email: string) => string;
  questionsByPhone: (phone: string) => string;
  calendarRemoved: string;
  bookAgain: (url: string, phone: string) => string;
  haveReady: string;
  preparation: readonly string[];
  manageLinkIntro: (id: string, window: string) => string;
  manageLinkNote: string;
  manageLinkMessage: (url: string) => string;
  bookedSubject: (id: string, company: string) => string;
  movedSubject: (id: string, window: string) => string;
  cancelledSubject: (id: string, company: string) => string;
  reminderSubject: (appliance: string, window: string) => string;
  manageLinkSubject: (id: string, company: string) => string;
}

const en: CustomerEmailWords = {
  greeting: (name) => `Hi ${name},`,
  bookedIntro: (company, id) => `Thank you for booking with ${company}. Your appointment request ${id} is in.`,
  movedIntro: (id) =>
    `Your visit ${id} has moved to a new arrival window. The calendar file attached replaces the one we sent before.`,
  cancelledIntro: (id, date, window) => `Your visit ${id} on ${date}, ${window} is cancelled.`,
  reminderIntro: (appliance, id, date, window) =>
    `A reminder of your ${appliance.toLowerCase()} repair visit ${id}: our technician arrives on ${date}, ${window} (arrival window).`,
  appliance: "Appliance",
  issue: "Issue",
  booked: "Booked",
  arrivalWindow: "(arrival window)",
  address: "Address",
  manage: (url) => `To reschedule or cancel this visit: ${url}`,
  callback: (minutes) => `We will call you within ${minutes} minutes to confirm your appointment.`,
  warranty: (days) => `Every repair comes with our ${days}-day warranty on parts and labor.`,
  questions: (phone, email) => `Questions? Call ${phone} or write to ${email}.`,
  questionsByPhone: (phone) => `Questions? Call ${phone}.`,
  calendarRemoved: "The calendar file attached removes the visit from your calendar.",
  bookAgain: (url, phone) => `To book a new visit: ${url}, or call ${phone}.`,
  haveReady: "Please have ready:",
  preparation: [
    "Clear access to the appliance and the space around it.",
    "The model number, if you can find it: it is on a sticker inside the door or on the back.",
    "Someone 18 or older at home during the arrival window.",
  ],
  manageLinkIntro: (id, window) => `Here is the link to your appointment ${id} (${window}, arrival window):`,
  manageLinkNote:
    "Open it to see, reschedule or cancel your visit. Keep it to yourself: anyone with the link can change the visit.",
  manageLinkMessage: (url) => `To see, reschedule or cancel your visit, open ${url}`,
  bookedSubject: (id, company) => `Your appointment request ${id} - ${company}`,
  movedSubject: (id, window) => `Your visit ${id} has moved - ${window}`,
  cancelledSubject: (id, company) => `Your visit ${id} is cancelled - ${company}`,
  reminderSubject: (appliance, window) => `Reminder: your ${appliance.toLowerCase()} repair visit ${window}`,
  manageLinkSubject: (id, company) => `Your appointment ${id} - ${company}`,
};

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
};

export const customerEmailWords: Record<Locale, CustomerEmailWords> = { en, es };
