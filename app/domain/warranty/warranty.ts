import { company } from "#content/company.ts";
import { z } from "zod";
import { addDays, daysBetween } from "../time.ts";
import type { Locale } from "../i18n/locale.ts";
import { fieldsIn } from "../validation/fields.ts";

export const WARRANTY_LOOKUP_LIMIT = 10;

/** The warranty starts on the service date and ends the company's warranty days later. */
export function warrantyPeriod(serviceDate: string): { start: string; end: string } {
  return { start: serviceDate, end: addDays(serviceDate, company.warranty.days) };
}

/** "today", "yesterday", "3 days ago" ("hoy", "ayer", "hace 3 días"): a count of days past, as people say it. */
export function daysAgo(days: number, locale: Locale = "en"): string {
  if (locale === "es") return days <= 0 ? "hoy" : days === 1 ? "ayer" : `hace ${days} días`;
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  return `${days} days ago`;
}

/** "1 day", "12 days" ("1 día", "12 días"). */
export function dayCount(days: number, locale: Locale = "en"): string {
  if (locale === "es") return days === 1 ? "1 día" : `${days} días`;
  return days === 1 ? "1 day" : `${days} days`;
}

export const warrantyMessages = {
  none: "No service records found. Please check your information or contact us directly.",
  databaseError: "Error checking warranty status. Please try again or call us directly.",
  unexpected: `Unable to check warranty status at this time. Please call us directly at ${company.phone}.`,
  formFailure: "Unable to check warranty status. Please try again or call us directly.",
  active: (appliance: string) => `Great! Your ${appliance} repair is still under warranty.`,
  expired: (days: number) =>
    `Your warranty expired ${daysAgo(days)}, but we still offer competitive pricing for additional repairs.`,
};

/** The lookup's answers in each language. */
export const warrantyMessagesIn: Record<Locale, typeof warrantyMessages> = {
  en: warrantyMessages,
  es: {
    none: "No encontramos registros de servicio. Revise sus datos o comuníquese directamente con nosotros.",
    databaseError: "Hubo un error al revisar su garantía. Inténtelo de nuevo o llámenos directamente.",
    unexpected: `Por ahora no podemos revisar su garantía. Llámenos directamente al ${company.phone}.`,
    formFailure: "No pudimos revisar su garantía. Inténtelo de nuevo o llámenos directamente.",
    active: (appliance) => `¡Qué bien! La reparación de su ${appliance.toLowerCase()} todavía está en garantía.`,
    expired: (days) =>
      `Su garantía venció ${daysAgo(days, "es")}, pero seguimos ofreciendo buenos precios para otras reparaciones.`,
  },
};

/** What the customer may see of a service record: no address, email or cost. */
export interface WarrantyRecordView {
  applianceType: string;
  serviceDate: string;
  warrantyEndDate: string;
}

export type WarrantyStatus = "active" | "expired" | "none" | "error";

export interface WarrantyCheckResult {
  status: WarrantyStatus;
  isUnderWarranty: boolean;
  message: string;
  serviceRecord?: WarrantyRecordView;
  daysRemaining: number;
  /** Days since the warranty ended, for an expired one. */
  daysSinceExpiry?: number;
}

/** A lookup that could not be answered: the message says why and what to do. */
export function warrantyLookupFailure(message: string): WarrantyCheckResult {
  return { status: "error", isUnderWarranty: false, message, daysRemaining: 0 };
}

export const WARRANTY_HEADINGS: Record<Locale, Record<WarrantyStatus, string>> = {
  en: {
    active: "Under Warranty",
    expired: "Warranty Expired",
    none: "No Records Found",
    error: "We Couldn't Check Your Warranty",
  },
  es: {
    active: "En garantía",
    expired: "Garantía vencida",
    none: "No encontramos registros",
    error: "No pudimos revisar su garantía",
  },
};

/**
 * Spec 000 §7: among the records (newest service date first) the first whose warranty ends in the
 * future is active; otherwise the most recent one is reported expired.
 */
export function warrantyOutcome(
  records: readonly WarrantyRecordView[],
  today: string,
  locale: Locale = "en",
): WarrantyCheckResult {
  const said = warrantyMessagesIn[locale];
  if (records.length === 0) return { status: "none", isUnderWarranty: false, message: said.none, daysRemaining: 0 };
  const active = records.find((r) => daysBetween(today, r.warrantyEndDate) > 0);
  if (active) {
    return {
      status: "active",
      isUnderWarranty: true,
      message: said.active(active.applianceType),
      serviceRecord: active,
      daysRemaining: daysBetween(today, active.warrantyEndDate),
    };
  }
  const latest = records[0]!;
  const since = daysBetween(latest.warrantyEndDate, today);
  return {
    status: "expired",
    isUnderWarranty: false,
    message: said.expired(since),
    serviceRecord: latest,
    daysRemaining: 0,
    daysSinceExpiry: since,
  };
}

/** A name's words, lower-cased and without accents: "José  García-López" → ["jose", "garcia-lopez"]. */
function nameWords(name: string): string[] {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean);
}

/**
 * The lookup's name check: the last word typed is the whole last name on the record, whatever the
 * case or accents. A fragment of a name finds nothing, so a phone number and two letters reveal nothing.
 */
export function matchesLastName(typed: string, recordName: string): boolean {
  const typedLast = nameWords(typed).at(-1);
  return typedLast !== undefined && typedLast === nameWords(recordName).at(-1);
}

/** The lookup form's field names, as its messages name them, in each language. */
const LOOKUP_LABELS: Record<Locale, { phone: string; name: string; appliance: string }> = {
  en: { phone: "Phone", name: "Name", appliance: "Appliance" },
  es: { phone: "Teléfono", name: "Nombre", appliance: "Electrodoméstico" },
};

/** The lookup form with its messages in a language: phone required and 10 digits; name required, at least 2 characters; appliance optional. */
export function warrantyLookupSchemaIn(locale: Locale) {
  const fields = fieldsIn(locale);
  const labels = LOOKUP_LABELS[locale];
  return z.object({
    phone: fields.phoneField(labels.phone),
    name: fields.requiredText(labels.name, 2, 100),
    appliance: fields.optionalText(labels.appliance, 100),
  });
}

export const warrantyLookupSchema = warrantyLookupSchemaIn("en");

export type WarrantyLookup = z.output<typeof warrantyLookupSchema>;
