import { z } from "zod";
import { coverageOf } from "../areas/coverage";
import { emailField, optionalText, phoneField, requiredText, visitDateField, zipField } from "../validation/fields";
import { messages } from "../validation/messages";
import { schedulingDefaults } from "../scheduling/settings";
import { SMS_CONSENT_VALUE } from "../sms/consent";
import { BOOKING_APPLIANCES, issueOptionsFor, OTHER_ISSUE, TIME_SLOTS } from "./options";

/** The booking form's fields, as posted. */
export const BOOKING_FIELDS = [
  "name",
  "phone",
  "email",
  "address",
  "zipCode",
  "appliance",
  "issue",
  "issueOther",
  "description",
  "preferredDate",
  "preferredTime",
  "smsConsent",
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

export const issueMismatchMessage = "Please choose an issue listed for this appliance";

/**
 * One schema for the browser and the server. `today` is Houston's date (YYYY-MM-DD), passed in so
 * that both sides and the tests agree on it. The horizon is the scheduling settings' own.
 */
export function bookingSchema(today: string, horizonDays: number = schedulingDefaults.horizonDays) {
  return z
    .object({
      name: requiredText("Name", 2, 100),
      phone: phoneField,
      email: emailField,
      address: requiredText("Address", 5, 200),
      zipCode: zipField,
      appliance: z
        .string({ error: messages.required("Appliance") })
        .trim()
        .min(1, messages.required("Appliance"))
        .refine((v) => (BOOKING_APPLIANCES as readonly string[]).includes(v), messages.required("Appliance")),
      issue: requiredText("Issue description", 1, 200),
      issueOther: optionalText("Issue description", 200),
      description: optionalText("Description", 1000, { multiline: true }),
      preferredDate: visitDateField("Preferred date", today, horizonDays),
      preferredTime: z
        .string({ error: messages.required("Preferred time") })
        .trim()
        .min(1, messages.required("Preferred time"))
        .refine((v) => TIME_SLOTS.some((s) => s.label === v), messages.required("Preferred time")),
      // Only a ticked box is consent to texts; unticked, the field is not posted at all.
      smsConsent: z
        .string()
        .optional()
        .transform((v) => v === SMS_CONSENT_VALUE),
    })
    .superRefine((value, ctx) => {
      if (value.zipCode.length === 5 && !coverageOf(value.zipCode).covered) {
        ctx.addIssue({ code: "custom", path: ["zipCode"], message: messages.zipNotServed });
      }
      // Each appliance has its own issues; "Other" goes with any of them.
      if (value.issue !== OTHER_ISSUE && !issueOptionsFor(value.appliance).includes(value.issue)) {
        ctx.addIssue({ code: "custom", path: ["issue"], message: issueMismatchMessage });
      }
      if (value.issue === OTHER_ISSUE && value.issueOther.length === 0) {
        ctx.addIssue({ code: "custom", path: ["issueOther"], message: messages.required("Issue description") });
      }
    })
    .transform(({ issueOther, ...rest }) => ({
      ...rest,
      // "Other" carries the customer's own words.
      issue: rest.issue === OTHER_ISSUE ? issueOther : rest.issue,
    }));
}

export type BookingRequest = z.output<ReturnType<typeof bookingSchema>>;
