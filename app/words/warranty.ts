import { company } from "#content/company.ts";
import type { Locale } from "#app/domain/i18n/locale.ts";
import type { WordsOf } from "#app/domain/i18n/words-of.ts";

const daysAgo = (days: number) => (days <= 0 ? "today" : days === 1 ? "yesterday" : `${days} days ago`);
const haceDias = (days: number) => (days <= 0 ? "hoy" : days === 1 ? "ayer" : `hace ${days} días`);

/** The warranty lookup's answers, headings and field names. */
const en = {
  /** A count of days past, as people say it. */
  daysAgo,
  dayCount: (days: number) => (days === 1 ? "1 day" : `${days} days`),
  messages: {
    none: "No service records found. Please check your information or contact us directly.",
    databaseError: "Error checking warranty status. Please try again or call us directly.",
    unexpected: `Unable to check warranty status at this time. Please call us directly at ${company.phone}.`,
    formFailure: "Unable to check warranty status. Please try again or call us directly.",
    active: (appliance: string) => `Great! Your ${appliance} repair is still under warranty.`,
    expired: (days: number) =>
      `Your warranty expired ${daysAgo(days)}, but we still offer competitive pricing for additional repairs.`,
  },
  headings: {
    active: "Under Warranty",
    expired: "Warranty Expired",
    none: "No Records Found",
    error: "We Couldn't Check Your Warranty",
  },
  /** The lookup form's field names, as its messages name them. */
  fields: { phone: "Phone", name: "Name", appliance: "Appliance" },
};
export type WarrantyWords = WordsOf<typeof en>;

export const warrantyWords: Record<Locale, WarrantyWords> = {
  en,
  es: {
    daysAgo: haceDias,
    dayCount: (days) => (days === 1 ? "1 día" : `${days} días`),
    messages: {
      none: "No encontramos registros de servicio. Revise sus datos o comuníquese directamente con nosotros.",
      databaseError: "Hubo un error al revisar su garantía. Inténtelo de nuevo o llámenos directamente.",
      unexpected: `Por ahora no podemos revisar su garantía. Llámenos directamente al ${company.phone}.`,
      formFailure: "No pudimos revisar su garantía. Inténtelo de nuevo o llámenos directamente.",
      active: (appliance) => `¡Qué bien! La reparación de su ${appliance.toLowerCase()} todavía está en garantía.`,
      expired: (days) =>
        `Su garantía venció ${haceDias(days)}, pero seguimos ofreciendo buenos precios para otras reparaciones.`,
    },
    headings: {
      active: "En garantía",
      expired: "Garantía vencida",
      none: "No encontramos registros",
      error: "No pudimos revisar su garantía",
    },
    fields: { phone: "Teléfono", name: "Nombre", appliance: "Electrodoméstico" },
  },
};
