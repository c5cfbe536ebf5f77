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
  },
};
