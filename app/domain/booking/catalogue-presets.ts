/**
 * The booking form's issue for each catalogue issue, by appliance slug and issue key: the links
 * "Book This Repair" and the estimator's "Schedule Appointment" carry `appliance=<slug>&issue=<key>`.
 * Each label is one of the options the form offers for that appliance (`issueOptionsFor`); an issue
 * left out here has no fitting option and is booked as "Other" with its own words.
 */
export const CATALOGUE_ISSUE_PRESETS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "washing-machine": {
    "not-draining": "Not draining",
    "not-spinning": "Not spinning",
    leaking: "Leaking water",
    "loud-noise": "Making loud noise",
    "wont-start": "Won't start",
  },
  dryer: {
    "not-heating": "Not heating",
    "not-tumbling": "Not tumbling",
    "takes-too-long": "Takes too long to dry",
    "loud-noise": "Making loud noise",
    "wont-start": "Won't start",
  },
  refrigerator: {
    "not-cooling": "Not cooling",
    "ice-maker-not-working": "Ice maker not working",
    "leaking-water": "Leaking water",
    "frost-buildup": "Frost buildup",
    "loud-noise": "Making loud noise",
  },
  dishwasher: {
    "not-cleaning": "Not cleaning dishes",
    "not-draining": "Not draining",
    leaking: "Leaking water",
    "not-drying": "Not drying",
    "wont-start": "Won't start",
  },
  oven: { "not-heating": "Not heating" },
  range: { "oven-not-heating": "Not heating", "control-board-error": "Error code on display" },
  microwave: { "not-heating": "Not heating", sparking: "Electrical problem" },
  stove: { "burner-wont-heat": "Not heating" },
  cooktop: { "burner-not-heating": "Not heating" },
  "ice-machine": { leaking: "Leaking water" },
  "garbage-disposal": { leaking: "Leaking water", "loud-noise": "Making loud noise" },
  "trash-compactor": { "wont-start": "Not working at all", "loud-noise": "Making loud noise" },
  downdraft: { "loud-noise": "Making loud noise" },
};

/** The booking issue a catalogue link names, or null when the pair is not in the table. */
export function catalogueIssuePreset(applianceSlug: string, issueKey: string): string | null {
  return Object.hasOwn(CATALOGUE_ISSUE_PRESETS, applianceSlug) &&
    Object.hasOwn(CATALOGUE_ISSUE_PRESETS[applianceSlug]!, issueKey)
    ? CATALOGUE_ISSUE_PRESETS[applianceSlug]![issueKey]!
    : null;
}
