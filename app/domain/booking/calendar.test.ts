import { company } from "#content/company.ts";
import { sampleAppointment } from "../../../tests/support/sample-appointment.ts";
import { describe, expect, it } from "vitest";
import { appointmentIcs, calendarEventOf, foldIcsLine, icsText } from "./emails.ts";

const octets = (line: string) => new TextEncoder().encode(line).length;

/** Undoes folding: a CRLF followed by one space joins the two lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, "");

const appointment = sampleAppointment({
  address: "123 Main St\r\nApt 4\rBack gate; ring twice, then knock — gracias, señora, ½ block past the school",
  issue: "Other: makes a noise\rthen stops",
});

describe("calendar file", () => {
  it("folds every line at 75 octets and unfolds to the same content", () => {
    const ics = appointmentIcs(appointment, company, new Date("2026-11-22T18:00:00Z"));
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const lines = ics.split("\r\n").slice(0, -1);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(" "))).toBe(true);
    expect(unfold(ics)).toContain(
      "LOCATION:123 Main St\\nApt 4\\nBack gate\\; ring twice\\, then knock — gracias\\, señora\\, ½ block past the school\\, 77002\r\n",
    );
  });

  it("escapes carriage returns, alone or before a line feed, in every text field", () => {
    const ics = unfold(appointmentIcs(appointment, company, new Date("2026-11-22T18:00:00Z")));
    expect(ics).toContain(
      "DESCRIPTION:Appointment request APT-123456: Other: makes a noise\\nthen stops. We will call within 30 minutes to confirm.",
    );
    // The only CRs left are the line ends.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("never splits a multi-byte character across a fold", () => {
    const line = `DESCRIPTION:${"é".repeat(40)}${"😀".repeat(20)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split("\r\n");
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain("\uFFFD");
    }
    // 12 ASCII octets + 31 two-octet "é" = 74; the next "é" goes on the second line.
    expect(parts[0]).toBe(`DESCRIPTION:${"é".repeat(31)}`);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it("leaves a line of exactly 75 octets whole and folds one of 76", () => {
    expect(foldIcsLine("X".repeat(75))).toBe("X".repeat(75));
    expect(foldIcsLine("X".repeat(76))).toBe(`${"X".repeat(75)}\r\n X`);
  });

  it("escapes text values", () => {
    expect(icsText("a\\b;c,d\r\ne\rf\ng")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });
});

const uid = (ics: string) => /\r\nUID:(.+)\r\n/.exec(ics)![1];

describe("calendar file after a change", () => {
  it("stands for the stored visit: cancelled, moved once its sequence is raised, else as booked", () => {
    expect(calendarEventOf({ status: "pending", calendar_sequence: 0 })).toBe("booked");
    expect(calendarEventOf({ status: "confirmed", calendar_sequence: 2 })).toBe("moved");
    expect(calendarEventOf({ status: "cancelled", calendar_sequence: 1 })).toBe("cancelled");
  });

  const stamp = new Date("2026-11-22T18:00:00Z");
  it("replaces the booked event after a move: same UID, higher SEQUENCE, METHOD:PUBLISH", () => {
    const first = unfold(appointmentIcs(appointment, company, stamp));
    const moved = unfold(
      appointmentIcs({ ...appointment, preferredTime: "4-6 PM", calendarSequence: 1 }, company, stamp, "moved"),
    );
    expect(uid(moved)).toBe(uid(first));
    expect(uid(moved)).toBe(`APT-123456@${company.email.split("@")[1]}`);
    expect(first).toContain("\r\nMETHOD:PUBLISH\r\n");
    expect(first).toContain("\r\nSEQUENCE:0\r\n");
    expect(moved).toContain("\r\nMETHOD:PUBLISH\r\n");
    expect(moved).not.toContain("ATTENDEE");
    expect(moved).toContain("\r\nSEQUENCE:1\r\n");
    // 2026-11-23 4-6 PM in Houston (CST) is 22:00-24:00 UTC.
    expect(moved).toContain("\r\nDTSTART:20261123T220000Z\r\nDTEND:20261124T000000Z\r\n");
    expect(moved).not.toContain("STATUS:CANCELLED");
    // The call back was promised at booking; the moved event does not promise it again.
    expect(first).toContain("We will call within 30 minutes to confirm.");
    expect(moved).toContain(
      "\r\nDESCRIPTION:Appointment APT-123456: Other: makes a noise\\nthen stops. (713) 555-0147\r\n",
    );
  });

  it("removes the event when cancelled: METHOD:CANCEL, STATUS:CANCELLED, same UID, higher SEQUENCE", () => {
    const cancelled = unfold(appointmentIcs({ ...appointment, calendarSequence: 2 }, company, stamp, "cancelled"));
    expect(cancelled).toContain("\r\nMETHOD:CANCEL\r\n");
    expect(cancelled).toContain(
      `\r\nUID:APT-123456@${company.email.split("@")[1]}\r\nSEQUENCE:2\r\nSTATUS:CANCELLED\r\n`,
    );
    expect(cancelled).toContain(`\r\nORGANIZER;CN=${icsText(company.name)}:mailto:${company.email}\r\n`);
    expect(cancelled).toContain("SUMMARY:Washing Machine repair - ");
    expect(cancelled).toContain("(cancelled)\r\n");
  });
});
