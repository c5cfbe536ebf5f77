import type { Company } from "#content/company.ts";
import { z } from "zod";
import { addDays, houstonTimeToUtc, todayInHouston } from "../time.ts";
import type { Locale } from "../i18n/locale.ts";
import { fieldsIn } from "../validation/fields.ts";
import type { SchedulingSettings } from "./settings.ts";
import { CANCEL_REASONS, type VisitAhead } from "./customer-status.ts";
import { isOpen } from "./status.ts";

/** Words kept as written in a masked address: they say what kind of street it is, not which one. */
const KEPT_WORDS = new Set([
  "st",
  "street",
  "dr",
  "drive",
  "ave",
  "avenue",
  "ln",
  "lane",
  "rd",
  "road",
  "blvd",
  "boulevard",
  "ct",
  "court",
  "cir",
  "circle",
  "way",
  "pl",
  "place",
  "pkwy",
  "parkway",
  "fwy",
  "freeway",
  "hwy",
  "highway",
  "trl",
  "trail",
  "ter",
  "terrace",
  "loop",
  "n",
  "s",
  "e",
  "w",
  "ne",
  "nw",
  "se",
  "sw",
  "north",
  "south",
  "east",
  "west",
  "apt",
  "unit",
  "ste",
  "suite",
  "bldg",
  "fm",
]);

/**
 * An address as the customer's manage page shows it: every word and number keeps its first letter
 * or digit and the rest become dots ("1214 Memorial Dr" → "1••• M••••••• Dr"); street types,
 * directions and unit words stay (Dr, St, N, Apt); punctuation stays; the ZIP code is shown whole.
 * Whoever opens a forwarded link sees the area, not the house.
 */
export function maskAddress(address: string, zipCode: string): string {
  const masked = address
    .trim()
    .split(/\s+/)
    .map((word) => {
      const bare = word.replace(/[^\p{L}\p{N}]/gu, "").toLowerCase();
      if (KEPT_WORDS.has(bare)) return word;
      let seen = false;
      return [...word]
        .map((char) => {
          if (!/[\p{L}\p{N}]/u.test(char)) return char;
          if (seen) return "•";
          seen = true;
          return char;
        })
        .join("");
    })
    .join(" ");
  return `${masked}, ${zipCode}`;
}

/** When a visit's arrival window starts; a window no longer offered counts from the day's start. */
export function windowStart(settings: Pick<SchedulingSettings, "windows">, date: string, window: string): Date {
  return houstonTimeToUtc(date, settings.windows.find((w) => w.label === window)?.start ?? "00:00");
}

export type ChangeRefusal = { reason: "cancelled" | "over" | "too-soon"; message: string };

/** Why a customer's move or cancel was refused: the visit can no longer change, the move goes nowhere, or the visit changed meanwhile. */
export type CustomerRefusal = ChangeRefusal["reason"] | "same-window" | "changed-meanwhile";

export interface VisitState {
  status: string;
  preferred_date: string;
  preferred_time: string;
}

/**
 * Why a customer can no longer move or cancel a visit online, or null when they can: it is
 * cancelled, over (completed, missed, or its window has begun), or it starts within the cut-off.
 * The message is in English, the office's language; the manage page words each reason in the
 * customer's.
 */
export function changeRefusal(
  settings: SchedulingSettings,
  visit: VisitState,
  now: Date,
  company: Pick<Company, "phone">,
): ChangeRefusal | null {
  if (visit.status === "cancelled")
    return { reason: "cancelled", message: "This visit was already cancelled, so it can no longer be changed." };
  const start = windowStart(settings, visit.preferred_date, visit.preferred_time);
  if (!["pending", "confirmed"].includes(visit.status) || now.getTime() >= start.getTime()) {
    return {
      reason: "over",
      message: `This visit can no longer be changed online. Please call us at ${company.phone}.`,
    };
  }
  if (start.getTime() - now.getTime() < settings.changeCutoffHours * 3_600_000) {
    return {
      reason: "too-soon",
      message: `This visit starts in less than ${settings.changeCutoffHours} hours. Please call us at ${company.phone} to change it.`,
    };
  }
  return null;
}

/**
 * The banner over the visit's page after a change the address names (`?done=moved`, `?done=cancelled`),
 * shown only when the stored visit bears it out: cancelled, or open and moved at least once (each
 * move raises its calendar sequence). An address alone never tells the customer something untrue.
 */
export function changeNotice(
  done: string | null,
  visit: { status: string; calendar_sequence: number },
): "moved" | "cancelled" | null {
  if (done === "cancelled" && visit.status === "cancelled") return "cancelled";
  if (done === "moved" && isOpen(visit.status) && visit.calendar_sequence > 0) return "moved";
  return null;
}

/** A visit's day seen from `now`: a visit today, or one booked after its reminder time, gets no reminder. */
export function visitAhead(settings: SchedulingSettings, date: string, now: Date): VisitAhead {
  return { today: date === todayInHouston(now), reminder: reminderTime(settings, date).getTime() > now.getTime() };
}

/** When the reminder for a visit on `date` is sent: the configured days before, at the configured Houston time. */
export function reminderTime(settings: SchedulingSettings, date: string): Date {
  return houstonTimeToUtc(addDays(date, -settings.reminder.daysBefore), settings.reminder.at);
}

export const MANAGE_FIELDS = ["intent", "date", "window", "reason"] as const;

/** The change form's own messages, in the page's language. */
const CHANGE_MESSAGES = {
  en: {
    newDate: "New date",
    intent: "Choose to reschedule or to cancel.",
    window: "Choose one of the open times.",
    reason: "Choose one of the reasons, or none.",
  },
  es: {
    newDate: "Nueva fecha",
    intent: "Elija cambiar la fecha o cancelar.",
    window: "Elija uno de los horarios libres.",
    reason: "Elija uno de los motivos, o ninguno.",
  },
} satisfies Record<Locale, Record<string, string>>;

/** A reschedule (a date within the horizon and one of the windows) or a cancel (with an optional reason from the list). */
export function manageChangeSchema(settings: SchedulingSettings, today: string, locale: Locale = "en") {
  const own = CHANGE_MESSAGES[locale];
  const { messages, visitDateProblem } = fieldsIn(locale);
  return z
    .object({
      intent: z.enum(["reschedule", "cancel"], { error: own.intent }),
      date: z.string().trim(),
      window: z.string().trim(),
      reason: z.string().trim(),
    })
    .superRefine((v, ctx) => {
      if (v.intent === "reschedule") {
        const problem = v.date ? visitDateProblem(v.date, today, settings.horizonDays) : messages.required(own.newDate);
        if (problem) ctx.addIssue({ code: "custom", path: ["date"], message: problem });
        if (!settings.windows.some((w) => w.label === v.window))
          ctx.addIssue({ code: "custom", path: ["window"], message: own.window });
      } else if (v.reason && !(CANCEL_REASONS as readonly string[]).includes(v.reason)) {
        ctx.addIssue({ code: "custom", path: ["reason"], message: own.reason });
      }
    });
}
