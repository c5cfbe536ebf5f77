import type { Locale } from "#app/domain/i18n/locale.ts";
import type { WordsOf } from "#app/domain/i18n/words-of.ts";

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
  },
};
