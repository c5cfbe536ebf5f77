import { VISIT_STATUSES } from "../scheduling/status.ts";
import { catalogueIssuePreset } from "./catalogue-presets.ts";
import type { BookingRequest } from "./schema.ts";
import { bookingApplianceFrom, issueOptionsFor, OTHER_ISSUE } from "./options.ts";

/** Appointment states: pending on submit, then the office's dispatch pipeline. */
export const APPOINTMENT_STATUSES = VISIT_STATUSES;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export function isAppointmentStatus(value: string): value is AppointmentStatus {
  return (APPOINTMENT_STATUSES as readonly string[]).includes(value);
}

export type Priority = "HIGH" | "NORMAL";

/** HIGH when the issue mentions a leak, flood, gas or electrical problem (spec 000 §5). */
export function issuePriority(issue: string): Priority {
  return /leak|flood|gas|electrical/i.test(issue) ? "HIGH" : "NORMAL";
}

const SUBMISSION_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The random key each booking form carries: it makes a resubmission idempotent and addresses its confirmation. */
export function isSubmissionKey(value: string): boolean {
  return SUBMISSION_KEY_PATTERN.test(value);
}

/** APT- plus six digits; uniqueness is the database's job (the caller retries on a clash). */
export function newAppointmentId(random: () => number = Math.random): string {
  return `APT-${String(Math.floor(random() * 1_000_000)).padStart(6, "0")}`;
}

/** True when a re-sent form asks for exactly what was stored under its submission key. */
export function isSameRequest(stored: BookingRequest, posted: BookingRequest): boolean {
  return (Object.keys(posted) as (keyof BookingRequest)[]).every((field) => stored[field] === posted[field]);
}

export interface BookingPrefill {
  appliance: string;
  issue: string;
  issueOther: string;
  description: string;
}

/**
 * Reads the booking page's query parameters (appliance, issue, estimate, brand). An estimate or a
 * brand is put at the start of the description as text.
 */
export function bookingPrefill(params: URLSearchParams): BookingPrefill {
  const appliance = bookingApplianceFrom(params.get("appliance"));
  const issueParam = (params.get("issue") ?? "").trim();
  let issue = "";
  let issueOther = "";
  if (issueParam && appliance) {
    const options = issueOptionsFor(appliance);
    const preset = catalogueIssuePreset(params.get("appliance") ?? "", issueParam);
    const wanted = issueParam.replace(/-/g, " ").toLowerCase();
    const match =
      (preset && options.includes(preset) ? preset : null) ??
      options.find((o) => o.toLowerCase() === wanted || o.toLowerCase() === issueParam.toLowerCase());
    if (match) issue = match;
    else {
      issue = OTHER_ISSUE;
      issueOther = titleCase(issueParam.replace(/-/g, " "));
    }
  }
  const lines: string[] = [];
  const estimate = (params.get("estimate") ?? "").trim();
  const brand = (params.get("brand") ?? "").trim();
  if (estimate) lines.push(`Estimated cost: ${estimate.slice(0, 40)}`);
  if (brand) lines.push(`Brand: ${brand.slice(0, 60)}`);
  return { appliance, issue, issueOther, description: lines.join("\n") };
}

export function titleCase(text: string): string {
  return text.replace(/\b\w/g, (c) => c.toUpperCase());
}
