import { z } from "zod";
import { bookingWords } from "#app/words/booking.ts";
import { coverageOf } from "../areas/coverage.ts";
import type { Locale } from "../i18n/locale.ts";
import { fieldsIn } from "../validation/fields.ts";
import { schedulingDefaults } from "../scheduling/settings.ts";
import { SMS_CONSENT_VALUE } from "../sms/consent.ts";
import { BOOKING_APPLIANCES, issueOptionsFor, OTHER_ISSUE, TIME_SLOTS } from "./options.ts";

/**
 * One schema for the browser and the server. `today` is Houston's date (YYYY-MM-DD), passed in so
 * that both sides and the tests agree on it. The horizon is the scheduling settings' own.
 */
export function bookingSchema(today: string, horizonDays: number = schedulingDefaults.horizonDays) {
  return bookingSchemaIn("en", today, horizonDays);
}

/** The booking schema with its messages in the page's language; the values it keeps are the same in both. */
export function bookingSchemaIn(locale: Locale, today: string, horizonDays: number = schedulingDefaults.horizonDays) {
  const w = bookingWords[locale].form;
  const { messages, requiredText, optionalText, phoneField, emailField, zipField, visitDateField } = fieldsIn(locale);
  return z
    .object({
      name: requiredText(w.name, 2, 100),
      phone: phoneField(w.phone),
      email: emailField(w.email),
      address: requiredText(w.address, 5, 200),
      zipCode: zipField(w.zipCode),
      appliance: z
        .string({ error: messages.required(w.appliance) })
        .trim()
        .min(1, messages.required(w.appliance))
        .refine((v) => (BOOKING_APPLIANCES as readonly string[]).includes(v), messages.required(w.appliance)),
      issue: requiredText(w.issue, 1, 200),
      issueOther: optionalText(w.issue, 200),
      description: optionalText(w.description, 1000, { multiline: true }),
      preferredDate: visitDateField(w.preferredDate, today, horizonDays),
      preferredTime: z
        .string({ error: messages.required(w.preferredTime) })
        .trim()
        .min(1, messages.required(w.preferredTime))
        .refine((v) => TIME_SLOTS.some((s) => s.label === v), messages.required(w.preferredTime)),
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
        ctx.addIssue({ code: "custom", path: ["issue"], message: w.issueMismatch });
      }
      if (value.issue === OTHER_ISSUE && value.issueOther.length === 0) {
        ctx.addIssue({ code: "custom", path: ["issueOther"], message: messages.required(w.issue) });
      }
    })
    .transform(({ issueOther, ...rest }) => ({
      ...rest,
      // "Other" carries the customer's own words.
      issue: rest.issue === OTHER_ISSUE ? issueOther : rest.issue,
    }));
}

export type BookingRequest = z.output<ReturnType<typeof bookingSchema>>;
