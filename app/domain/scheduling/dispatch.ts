import { technicians } from "#content/technicians.ts";
import { z } from "zod";
import { REGIONS } from "../areas/regions.ts";
import { formatLongDate, WEEKDAYS } from "../time.ts";
import { hasJunk, rowIdField, wholeNumberField } from "../validation/fields.ts";
import { parseServiceDate } from "./dates.ts";
import { LOCALES, type Locale } from "../i18n/locale.ts";
import { capacityFor, type SchedulingSettings, windowClosedMessage } from "./settings.ts";
import { holdsPlace, isOpen, statusLabel, VISIT_STATUSES, type VisitStatus } from "./status.ts";

export type Technician = (typeof technicians)[number];

export function technicianBySlug(slug: string | null | undefined): Technician | null {
  return technicians.find((t) => t.slug === slug) ?? null;
}

/** What staff are told after each change on the dispatch board. */
export const dispatchMessages = {
  notFound: "That appointment was not found.",
  closedVisit: "This visit is finished, so it can no longer be changed.",
  unknownTechnician: "Choose one of the technicians.",
  assigned: (name: string) => `Assigned to ${name}.`,
  unassigned: "The technician was removed; the visit is unassigned.",
  sameWindow: "The visit is already in that window.",
  moved: (date: string, window: string, over: boolean) =>
    `Moved to ${formatLongDate(date)}, ${window}${over ? " (over capacity)" : ""}.`,
  full: "That window is full. Tick “Book over capacity” to place the visit there anyway.",
  statusChanged: (status: string) => `Status changed to ${statusLabel(status)}.`,
  changedMeanwhile: "Someone else changed this visit meanwhile. Look again and retry.",
  busy: "The database is busy and nothing was changed. Please try again in a moment.",
} as const;

/** One visit of the board or of its CSV export. */
export interface ScheduledVisit {
  id: string;
  date: string;
  window: string;
  status: string;
  technician: string | null;
  name: string;
  phone: string;
  address: string;
  zipCode: string;
  city: string;
  appliance: string;
  issue: string;
  email: string;
  /** What the customer wrote about the problem. */
  details: string;
  language: Locale;
}

function boardRank(v: Pick<ScheduledVisit, "technician" | "status">): number {
  if (!holdsPlace(v.status)) return 2;
  return v.technician || !isOpen(v.status) ? 1 : 0;
}

/** Within a window: open visits without a technician first, then the others, cancelled and no-shows last; then by ID. */
export function boardOrder(
  a: Pick<ScheduledVisit, "technician" | "id" | "status">,
  b: Pick<ScheduledVisit, "technician" | "id" | "status">,
): number {
  return boardRank(a) - boardRank(b) || a.id.localeCompare(b.id);
}

export interface BoardWindow {
  label: string;
  capacity: number;
  claimed: number;
  remaining: number;
  /** The closure's message when the window is closed that day. */
  closed: string | null;
  visits: ScheduledVisit[];
}

/** One day of the board: each window with its places and its visits in board order. */
export function boardDay(
  settings: SchedulingSettings,
  date: string,
  visits: readonly ScheduledVisit[],
  claimed: Readonly<Record<string, number>>,
): { date: string; windows: BoardWindow[]; elsewhere: ScheduledVisit[] } {
  const labels = new Set(settings.windows.map((w) => w.label));
  const windows = settings.windows.map((w): BoardWindow => {
    const capacity = capacityFor(settings, date, w.label, null);
    const taken = claimed[w.label] ?? 0;
    return {
      label: w.label,
      capacity,
      claimed: taken,
      remaining: Math.max(0, capacity - taken),
      closed: windowClosedMessage(settings, date, w.label, "en"),
      visits: visits.filter((v) => v.date === date && v.window === w.label).toSorted(boardOrder),
    };
  });
  // Visits booked for a window the settings no longer list stay visible.
  const elsewhere = visits.filter((v) => v.date === date && !labels.has(v.window)).toSorted(boardOrder);
  return { date, windows, elsewhere };
}

const WINDOW_LABELS = (settings: SchedulingSettings) => settings.windows.map((w) => w.label) as [string, ...string[]];

const ticked = z
  .string()
  .optional()
  .transform((v) => v === "on");

/** The board's move form. */
export function moveSchema(settings: SchedulingSettings) {
  return z.object({
    date: z.string().refine((d) => parseServiceDate(d).ok, "Choose a date to move the visit to."),
    window: z.enum(WINDOW_LABELS(settings), { error: "Choose a window to move the visit to." }),
    overCapacity: ticked,
    allowSecondVisit: ticked,
  });
}

/** The most visits the office can set for one window. */
export const MAX_CAPACITY = 50;

/** The settings page's capacity form; "" region or window means every one. */
export function capacitySchema(settings: SchedulingSettings) {
  return z.object({
    weekday: z.enum(WEEKDAYS, { error: "Choose a weekday." }),
    region: z.union([z.literal(""), z.enum(REGIONS)], { error: "Choose a region." }),
    window: z.union([z.literal(""), z.enum(WINDOW_LABELS(settings))], { error: "Choose a window." }),
    capacity: wholeNumberField(`Capacity must be a whole number from 0 to ${MAX_CAPACITY}.`, 0, MAX_CAPACITY),
  });
}

/** The settings page's closed-day form. */
export function closedDaySchema(settings: SchedulingSettings) {
  return z.object({
    date: z.string().refine((d) => parseServiceDate(d).ok, "Choose the date to close."),
    window: z.union([z.literal(""), z.enum(WINDOW_LABELS(settings))], { error: "Choose a window." }),
    ...closureMessageFields,
  });
}

/** The closed-day form's message fields, one per language: `message_en`, `message_es`… */
const closureMessageField = (locale: Locale) => `message_${locale}` as const;
export const CLOSURE_MESSAGE_FIELDS = LOCALES.map(closureMessageField);
const closureMessageFields = Object.fromEntries(
  CLOSURE_MESSAGE_FIELDS.map((field) => [
    field,
    z
      .string()
      .trim()
      .max(300, "The message must be no more than 300 characters.")
      .refine((v) => !hasJunk(v), "The message contains characters we can't accept. Please type it again.")
      .optional(),
  ]),
) as Record<(typeof CLOSURE_MESSAGE_FIELDS)[number], z.ZodOptional<z.ZodString>>;

/** The messages a closed-day form was given, by language; the empty ones left out. */
export function closureMessagesOf(form: Partial<Record<(typeof CLOSURE_MESSAGE_FIELDS)[number], string>>) {
  return Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const message = form[closureMessageField(locale)];
      return message ? [[locale, message]] : [];
    }),
  ) as Partial<Record<Locale, string>>;
}

const UNKNOWN_CHANGE = "That change is not known.";
const visitId = z.string().trim().min(1, dispatchMessages.notFound);

/** The board's forms, told apart by their `intent`. */
export function boardChangeSchema(settings: SchedulingSettings) {
  return z.discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal("assign"),
        id: visitId,
        technician: z.string().trim(),
        allowSecondVisit: ticked,
      }),
      moveSchema(settings).extend({ intent: z.literal("move"), id: visitId }),
      z.object({
        intent: z.literal("status"),
        id: visitId,
        status: z.enum(VISIT_STATUSES.filter((s) => s !== "completed") as [VisitStatus, ...VisitStatus[]], {
          error: "Choose a status.",
        }),
      }),
      z.object({ intent: z.literal("complete"), id: visitId }),
    ],
    { error: UNKNOWN_CHANGE },
  );
}
export const BOARD_FIELDS = [
  "intent",
  "id",
  "technician",
  "date",
  "window",
  "overCapacity",
  "allowSecondVisit",
  "status",
] as const;

/** The capacity and closed-day settings page's forms, told apart by their `intent`. */
export function settingsChangeSchema(settings: SchedulingSettings) {
  return z.discriminatedUnion(
    "intent",
    [
      capacitySchema(settings).extend({ intent: z.literal("capacity") }),
      capacitySchema(settings)
        .omit({ capacity: true })
        .extend({ intent: z.literal("remove-capacity") }),
      closedDaySchema(settings)
        .extend({ intent: z.literal("close") })
        .refine((form) => Object.keys(closureMessagesOf(form)).length > 0, {
          message: "Write the message customers will see, in one language at least.",
          path: [closureMessageField("en")],
        }),
      z.object({
        intent: z.literal("reopen"),
        id: rowIdField("That closed day was already removed."),
      }),
    ],
    { error: UNKNOWN_CHANGE },
  );
}
export const SETTINGS_FIELDS = [
  "intent",
  "weekday",
  "region",
  "window",
  "capacity",
  "date",
  ...CLOSURE_MESSAGE_FIELDS,
  "id",
] as const;

function csvCell(value: string): string {
  // A cell starting with = + - @ would run as a formula in a spreadsheet: keep it text.
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_HEADER = [
  "Date",
  "Window",
  "Appointment",
  "Status",
  "Technician",
  "Customer",
  "Phone",
  "Email",
  "Address",
  "ZIP",
  "City",
  "Appliance",
  "Issue",
  "Details",
  "Language",
];

const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Spanish" };

/**
 * A day's visits as CSV (RFC 4180, CRLF line ends), in window order given by `windows`. It starts
 * with a byte-order mark, without which Excel reads UTF-8 as another encoding and garbles accents.
 */
export function scheduleCsv(visits: readonly ScheduledVisit[], windows: readonly string[]): string {
  const sorted = visits.toSorted(
    (a, b) => a.date.localeCompare(b.date) || windows.indexOf(a.window) - windows.indexOf(b.window) || boardOrder(a, b),
  );
  const rows = sorted.map((v) => [
    v.date,
    v.window,
    v.id,
    statusLabel(v.status),
    technicianBySlug(v.technician)?.name ?? "",
    v.name,
    v.phone,
    v.email,
    v.address,
    v.zipCode,
    v.city,
    v.appliance,
    v.issue,
    v.details,
    LANGUAGE_NAMES[v.language],
  ]);
  return `\uFEFF${[CSV_HEADER, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
