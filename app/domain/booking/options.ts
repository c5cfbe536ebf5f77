import { scheduling } from "#content/scheduling.ts";

/** Appliance types on the booking form (spec 000 §9). */
export const BOOKING_APPLIANCES = [
  "Washing Machine",
  "Dryer",
  "Refrigerator",
  "Dishwasher",
  "Oven/Range",
  "Microwave",
  "Garbage Disposal",
  "Ice Machine",
  "Trash Compactor",
  "Cooktop",
  "Stove",
  "Other",
] as const;
export type BookingAppliance = (typeof BOOKING_APPLIANCES)[number];

export const OTHER_ISSUE = "Other";

/** Preset issue lists, seven each, for the four most-booked appliances (spec 000 §9). */
export const ISSUE_PRESETS: Partial<Record<BookingAppliance, readonly string[]>> = {
  "Washing Machine": [
    "Not draining",
    "Not spinning",
    "Leaking water",
    "Won't start",
    "Making loud noise",
    "Shaking or vibrating",
    "Door or lid won't lock",
  ],
  Dryer: [
    "Not heating",
    "Not tumbling",
    "Takes too long to dry",
    "Won't start",
    "Making loud noise",
    "Overheating or burning smell",
    "Door won't latch",
  ],
  Refrigerator: [
    "Not cooling",
    "Freezer not freezing",
    "Ice maker not working",
    "Leaking water",
    "Making loud noise",
    "Frost buildup",
    "Water dispenser not working",
  ],
  Dishwasher: [
    "Not cleaning dishes",
    "Not draining",
    "Leaking water",
    "Not drying",
    "Won't start",
    "Making loud noise",
    "Door won't latch",
  ],
};

/** Issues offered for the other appliances. */
export const GENERAL_ISSUES = [
  "Not working at all",
  "Not heating",
  "Leaking water",
  "Making loud noise",
  "Error code on display",
  "Electrical problem",
] as const;

/** Every issue the form offers, each once: the preset lists, the general list and "Other". */
export const BOOKING_ISSUES: readonly string[] = [
  ...new Set([...Object.values(ISSUE_PRESETS).flat(), ...GENERAL_ISSUES, OTHER_ISSUE]),
];

export function issueOptionsFor(appliance: string): string[] {
  const preset = ISSUE_PRESETS[appliance as BookingAppliance];
  return [...(preset ?? (appliance ? GENERAL_ISSUES : [])), ...(appliance ? [OTHER_ISSUE] : [])];
}

/** The arrival windows (spec 000 §9), with their start and end; defined with their capacity in content/scheduling.ts. */
export const TIME_SLOTS = scheduling.windows;

/** Catalogue slugs (used by the estimator and appliance pages) to booking form appliance types. */
const SLUG_TO_BOOKING: Record<string, BookingAppliance> = {
  "washing-machine": "Washing Machine",
  dryer: "Dryer",
  refrigerator: "Refrigerator",
  dishwasher: "Dishwasher",
  oven: "Oven/Range",
  range: "Oven/Range",
  microwave: "Microwave",
  "garbage-disposal": "Garbage Disposal",
  "ice-machine": "Ice Machine",
  "trash-compactor": "Trash Compactor",
  cooktop: "Cooktop",
  stove: "Stove",
  downdraft: "Other",
};

/** Reads an `appliance` query value: a booking type as written, or a catalogue slug. */
export function bookingApplianceFrom(value: string | null): BookingAppliance | "" {
  if (!value) return "";
  if ((BOOKING_APPLIANCES as readonly string[]).includes(value)) return value as BookingAppliance;
  return SLUG_TO_BOOKING[value] ?? "";
}
