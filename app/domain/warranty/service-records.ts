import { z } from "zod";
import { requiredText } from "../validation/fields";
import { digitsOnly } from "../validation/messages";

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
export const DEFAULT_TECHNICIAN = "Service Team";
export const DEFAULT_LABOR = "Appliance repair service";

const optional = (max: number) => z.string().trim().max(max).optional().transform((v) => (v ? v : null));

/** What the office enters when a visit is completed. */
export const completeVisitSchema = z.object({
  technicianName: z.string().trim().max(100).optional().transform((v) => v || DEFAULT_TECHNICIAN),
  applianceModel: optional(100),
  partsReplaced: optional(500),
  laborDescription: z.string().trim().max(500).optional().transform((v) => v || DEFAULT_LABOR),
  totalCost: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v.replace(/[$,]/g, "")) : null))
    .refine((v) => v === null || (Number.isFinite(v) && v >= 0 && v < 100000), "Total cost must be a positive amount"),
  serviceDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  notes: optional(2000),
});

export const statusUpdateSchema = z.object({
  status: z.enum(SERVICE_RECORD_STATUSES, { error: "Choose a status" }),
  notes: optional(2000),
});

/** A service record created directly (not from an appointment). */
export const newServiceRecordSchema = completeVisitSchema.extend({
  customerName: requiredText("Name", 2, 100),
  customerPhone: z.string().transform((v) => digitsOnly(v, 10)).pipe(z.string().length(10, "Please enter a valid 10-digit phone number")),
  customerEmail: optional(254),
  customerAddress: optional(200),
  zipCode: optional(5),
  applianceType: requiredText("Appliance", 2, 100),
  issueDescription: optional(1000),
  appointmentId: optional(20),
});

export type CompleteVisitInput = z.output<typeof completeVisitSchema>;
export type NewServiceRecordInput = z.output<typeof newServiceRecordSchema>;
