import { company } from "#content/company.ts";
import { z } from "zod";
import { addDays, daysBetween } from "../time.ts";
import { warrantyWords } from "#app/words/warranty.ts";
import type { Locale } from "../i18n/locale.ts";
import { fieldsIn } from "../validation/fields.ts";

export const WARRANTY_LOOKUP_LIMIT = 10;

/** The warranty starts on the service date and ends the company's warranty days later. */
export function warrantyPeriod(serviceDate: string): { start: string; end: string } {
  return { start: serviceDate, end: addDays(serviceDate, company.warranty.days) };
}

/** "today", "yesterday", "3 days ago" ("hoy", "ayer", "hace 3 días"): a count of days past, as people say it. */
export function daysAgo(days: number, locale: Locale = "en"): string {
  return warrantyWords[locale].daysAgo(days);
}

/** "1 day", "12 days" ("1 día", "12 días"). */
export function dayCount(days: number, locale: Locale = "en"): string {
  return warrantyWords[locale].dayCount(days);
}

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

/**
 * Spec 000 §7: among the records (newest service date first) the first whose warranty ends in the
 * future is active; otherwise the most recent one is reported expired.
 */
export function warrantyOutcome(
  records: readonly WarrantyRecordView[],
  today: string,
  locale: Locale = "en",
): WarrantyCheckResult {
  const said = warrantyWords[locale].messages;
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

/** The lookup form with its messages in a language: phone required and 10 digits; name required, at least 2 characters; appliance optional. */
export function warrantyLookupSchemaIn(locale: Locale) {
  const fields = fieldsIn(locale);
  const labels = warrantyWords[locale].fields;
  return z.object({
    phone: fields.phoneField(labels.phone),
    name: fields.requiredText(labels.name, 2, 100),
    appliance: fields.optionalText(labels.appliance, 100),
  });
}

export const warrantyLookupSchema = warrantyLookupSchemaIn("en");

export type WarrantyLookup = z.output<typeof warrantyLookupSchema>;
