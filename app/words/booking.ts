import { scheduling } from "#content/scheduling.ts";
import type { Locale } from "#app/domain/i18n/locale.ts";
import type { WordsOf } from "#app/domain/i18n/words-of.ts";

type WindowLabel = (typeof scheduling.windows)[number]["label"];

/** The booking's own words outside the page: the form's field names and messages, as its checks name them. */
const en = {
  form: {
    name: "Name",
    phone: "Phone",
    email: "Email",
    address: "Address",
    zipCode: "ZIP code",
    appliance: "Appliance",
    issue: "Issue description",
    description: "Description",
    preferredDate: "Preferred date",
    preferredTime: "Preferred time",
    issueMismatch: "Please choose an issue listed for this appliance",
  },
  /** The arrival windows' names, by the label each visit stores (content/scheduling.ts). */
  windows: Object.fromEntries(scheduling.windows.map((w) => [w.label, w.label])) as Record<WindowLabel, string>,
  /** A window whose last place went while the customer was choosing. */
  windowFull: "That time was just booked. Please choose another time.",
  /** A window that cannot be booked any more (too soon, closed, past). */
  windowGone: "That time can no longer be booked. Please choose another time.",
  /** A closed day or window that has no message of its own in the customer's language. */
  closed: "We are not booking visits at this time. Please choose another day.",
  /** A holiday the business closes on, by its name. */
  holidayClosed: (holiday: string) => `We're closed on ${holiday}. Please choose another day.`,
  /** A window outside the business hours of its day (opening and closing time). */
  outsideHours: (open: string, close: string) =>
    `That day we book visits from ${open} to ${close}. Please choose another time.`,
  /** The photos of the appliance a customer may send with the booking. */
  photos: {
    label: "Photos (optional)",
    hint: (count: number, megabytes: number) =>
      `Up to ${count} photos, JPEG, PNG or WebP, ${megabytes} MB each: the model label and the problem help us bring the right parts.`,
    tooMany: (count: number) => `Please choose at most ${count} photos.`,
    tooLarge: (name: string, megabytes: number) =>
      `The photo "${name}" is larger than ${megabytes} MB. Please choose a smaller photo.`,
    notImage: (name: string) => `The file "${name}" is not a JPEG, PNG or WebP photo. Please choose a photo.`,
    tooManyPixels: (name: string) => `The photo "${name}" is too large to read. Please choose a smaller photo.`,
    bodyTooLarge: (count: number, megabytes: number, phone: string) =>
      `The photos were too large to send (at most ${count} of ${megabytes} MB each). Please fill in the form again with smaller photos, or call us at ${phone}.`,
    chooseAgain: "Photos are not kept when the form comes back: please choose them again.",
    notSaved: "We could not keep your photos, but your visit is booked. The technician may ask you for them.",
  },
};
export type BookingWords = WordsOf<typeof en>;

export const bookingWords: Record<Locale, BookingWords> = {
  en,
  es: {
    form: {
      name: "Nombre",
      phone: "Teléfono",
      email: "Correo electrónico",
      address: "Dirección",
      zipCode: "Código postal",
      appliance: "Electrodoméstico",
      issue: "Descripción del problema",
      description: "Detalles",
      preferredDate: "Fecha preferida",
      preferredTime: "Horario preferido",
      issueMismatch: "Elija un problema de la lista para este electrodoméstico",
    },
    windows: {
      "8-10 AM": "8-10 AM",
      "10 AM-12 PM": "10 AM-12 PM",
      "12-2 PM": "12-2 PM",
      "2-4 PM": "2-4 PM",
      "4-6 PM": "4-6 PM",
      "Evening (6-8 PM)": "Noche (6-8 PM)",
    },
    windowFull: "Alguien acaba de reservar ese horario. Por favor elija otro.",
    windowGone: "Ese horario ya no se puede reservar. Por favor elija otro.",
    closed: "Por ahora no estamos agendando visitas. Por favor elija otro día.",
    holidayClosed: (holiday) => `Estamos cerrados ese día (${holiday}). Por favor elija otro día.`,
    outsideHours: (open, close) => `Ese día agendamos visitas de ${open} a ${close}. Por favor elija otro horario.`,
    photos: {
      label: "Fotos (opcional)",
      hint: (count, megabytes) =>
        `Hasta ${count} fotos, JPEG, PNG o WebP, de ${megabytes} MB cada una: la etiqueta del modelo y el problema nos ayudan a traer las piezas correctas.`,
      tooMany: (count) => `Elija como máximo ${count} fotos.`,
      tooLarge: (name, megabytes) =>
        `La foto "${name}" pesa más de ${megabytes} MB. Por favor elija una foto más pequeña.`,
      notImage: (name) => `El archivo "${name}" no es una foto JPEG, PNG o WebP. Por favor elija una foto.`,
      tooManyPixels: (name) =>
        `La foto "${name}" es demasiado grande para leerla. Por favor elija una foto más pequeña.`,
      bodyTooLarge: (count, megabytes, phone) =>
        `Las fotos eran demasiado grandes para enviarlas (como máximo ${count} de ${megabytes} MB cada una). Llene el formulario de nuevo con fotos más pequeñas, o llámenos al ${phone}.`,
      chooseAgain: "Las fotos no se guardan cuando el formulario regresa: por favor elíjalas de nuevo.",
      notSaved: "No pudimos guardar sus fotos, pero su visita está reservada. El técnico puede pedírselas.",
    },
  },
};
