import { z } from "zod";
import {
  optionalNullableText,
  optionalText,
  phoneField,
  requiredText,
  serviceDateField,
} from "../validation/fields.ts";

/** Result messages of the service-record functions (spec 000 §8). */
export const serviceRecordMessages = {
  created: "Service record created successfully",
  createFailed: "Failed to create service record",
  createError: "Error creating service record",
  updated: "Service record updated successfully",
  updateFailed: "Failed to update service record",
  updateError: "Error updating service record",
  completed: "Service completed and warranty record created",
  completeFailed: "Failed to complete appointment and create service record",
} as const;

export const SERVICE_RECORD_STATUSES = ["completed", "follow-up", "warranty-claim", "cancelled"] as const;
export type ServiceRecordStatus = (typeof SERVICE_RECORD_STATUSES)[number];
export const DEFAULT_TECHNICIAN = "Service Team";
export const DEFAULT_LABOR = "Appliance repair service";

export const statusMessage = "Choose a status";
export const costMessage = "Total cost must be an amount in dollars, like 189.00";

/** Dollars as people write them ("$1,189.50", "189"): digits, thousands commas, at most two decimals. */
export function parseDollars(text: string): number | null {
  const plain = text.replace(/^\$/, "").trim();
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(plain)) return null;
  return Number(plain.replace(/,/g, ""));
}

/** What the office enters when a visit is completed; `today` is Houston's date. */
export function completeVisitSchema(today: string) {
  return z.object({
    technicianName: optionalText("Technician", 100).transform((v) => v || DEFAULT_TECHNICIAN),
    applianceModel: optionalNullableText("Model", 100),
    partsReplaced: optionalNullableText("Parts replaced", 500),
    laborDescription: optionalText("Labor", 500).transform((v) => v || DEFAULT_LABOR),
    totalCost: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => {
        if (!v) return null;
        const dollars = parseDollars(v);
        if (dollars === null || dollars >= 100_000) {
          ctx.addIssue({ code: "custom", message: costMessage });
          return z.NEVER;
        }
        return dollars;
      }),
    serviceDate: z
      .string()
      .optional()
      .transform((v) => v?.trim() || undefined)
      .pipe(serviceDateField(today).optional()),
    notes: optionalNullableText("Notes", 2000, { multiline: true }),
  });
}

export const statusUpdateSchema = z.object({
  status: z.enum(SERVICE_RECORD_STATUSES, { error: statusMessage }),
  notes: optionalNullableText("Notes", 2000, { multiline: true }),
});

/** A service record created directly (not from an appointment). */
export function newServiceRecordSchema(today: string) {
  return completeVisitSchema(today).extend({
    customerName: requiredText("Name", 2, 100),
    customerPhone: phoneField,
    customerEmail: optionalNullableText("Email", 254),
    customerAddress: optionalNullableText("Address", 200),
    zipCode: optionalNullableText("ZIP code", 5),
    applianceType: requiredText("Appliance", 2, 100),
    issueDescription: optionalNullableText("Issue description", 1000, { multiline: true }),
    appointmentId: optionalNullableText("Appointment", 20),
  });
}

export type CompleteVisitInput = z.output<ReturnType<typeof completeVisitSchema>>;
export type NewServiceRecordInput = z.output<ReturnType<typeof newServiceRecordSchema>>;
