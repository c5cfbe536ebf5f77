import { z } from "zod";
import { digitsOnly, EMAIL_PATTERN, messages } from "./messages";

/** A required text field with the spec's messages for empty, too short and too long. */
export function requiredText(label: string, min = 1, max = 200) {
  return z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, messages.required(label))
    .min(min, messages.min(label, min))
    .max(max, messages.max(label, max));
}

export function optionalText(label: string, max: number) {
  return z.string().trim().max(max, messages.max(label, max)).optional().default("");
}

export const phoneField = z
  .string({ error: messages.required("Phone") })
  .transform((v) => digitsOnly(v, 10))
  .pipe(z.string().min(1, messages.required("Phone")).length(10, messages.phone));

export const emailField = z
  .string({ error: messages.required("Email") })
  .trim()
  .min(1, messages.required("Email"))
  .max(254, messages.max("Email", 254))
  .regex(EMAIL_PATTERN, messages.email);

export const zipField = z
  .string({ error: messages.required("ZIP code") })
  .transform((v) => digitsOnly(v, 5))
  .pipe(z.string().min(1, messages.required("ZIP code")).length(5, messages.zip));

/** The first message per field, as the form shows them. */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    if (!(key in result)) result[key] = issue.message;
  }
  return result;
}
