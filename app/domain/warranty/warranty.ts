import { company } from "@content/company";
import { z } from "zod";
import { addDays, daysBetween } from "../time";
import { phoneField, requiredText } from "../validation/fields";

export const WARRANTY_DAYS = 90;
export const WARRANTY_LOOKUP_LIMIT = 10;

/** The warranty starts on the service date and ends 90 days later. */
export function warrantyPeriod(serviceDate: string): { start: string; end: string } {
  return { start: serviceDate, end: addDays(serviceDate, WARRANTY_DAYS) };
}

export const warrantyMessages = {
  none: "No service records found. Please check your information or contact us directly.",
  databaseError: "Error checking warranty status. Please try again or call us directly.",
  unexpected: `Unable to check warranty status at this time. Please call us directly at ${company.phone}.`,
  formFailure: "Unable to check warranty status. Please try again or call us directly.",
  active: (appliance: string) => `Great! Your ${appliance} repair is still under warranty.`,
  expired: (days: number) => `Your warranty expired ${days} days ago, but we still offer competitive pricing for additional repairs.`,
} as const;

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

export const WARRANTY_HEADINGS: Record<WarrantyStatus, string> = {
  active: "Under Warranty",
  expired: "Warranty Expired",
  none: "No Records Found",
  error: "We Couldn't Check Your Warranty",
};

/**
 * Spec 000 §7: among the records (newest service date first) the first whose warranty ends in the
 * future is active; otherwise the most recent one is reported expired.
 */
export function warrantyOutcome(records: readonly WarrantyRecordView[], today: string): WarrantyCheckResult {
  if (records.length === 0) return { status: "none", isUnderWarranty: false, message: warrantyMessages.none, daysRemaining: 0 };
  const active = records.find((r) => daysBetween(today, r.warrantyEndDate) > 0);
  if (active) {
    return {
      status: "active",
      isUnderWarranty: true,
      message: warrantyMessages.active(active.applianceType),
      serviceRecord: active,
      daysRemaining: daysBetween(today, active.warrantyEndDate),
    };
  }
  const latest = records[0]!;
  const since = daysBetween(latest.warrantyEndDate, today);
  return { status: "expired", isUnderWarranty: false, message: warrantyMessages.expired(since), serviceRecord: latest, daysRemaining: 0, daysSinceExpiry: since };
}

/** The lookup form (spec 000 §5): phone required and 10 digits; name required, at least 2 characters; appliance optional. */
export const warrantyLookupSchema = z.object({
  phone: phoneField,
  name: requiredText("Name", 2, 100),
  appliance: z.string().trim().max(100).optional().default(""),
});

export type WarrantyLookup = z.output<typeof warrantyLookupSchema>;
