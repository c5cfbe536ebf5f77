import { company } from "#content/company.ts";
import { describe, expect, it } from "vitest";
import { inboundIntent } from "./keywords.ts";
import { confirmationText, enRouteText, keywordReplyText, manageLinkText, reminderText, shortDate } from "./texts.ts";

const visit = {
  id: "APT-123456",
  date: "2026-12-01",
  window: "2-4 PM",
  manageUrl: "https://example.com/appointments/abcdefghijklmnopqrstuv",
};

describe("texts", () => {
  it("writes short dates", () => {
    expect(shortDate("2026-12-01")).toBe("Tue Dec 1");
  });

  it("says what each text is for, with the company's name", () => {
    expect(confirmationText(company, visit)).toBe(
      "Bayou City Appliance Repair: APT-123456 booked for Tue Dec 1, 2-4 PM. Manage: https://example.com/appointments/abcdefghijklmnopqrstuv Reply STOP to opt out.",
    );
    expect(reminderText(company, visit)).toBe(
      "Bayou City Appliance Repair: reminder, your visit APT-123456 is on Tue Dec 1, 2-4 PM. Manage: https://example.com/appointments/abcdefghijklmnopqrstuv",
    );
    expect(enRouteText(company, visit)).toBe(
      "Bayou City Appliance Repair: your technician is on the way for APT-123456 (2-4 PM window). Questions? Call (713) 555-0147.",
    );
    expect(manageLinkText(company, visit)).toBe(
      "Bayou City Appliance Repair: manage your appointment APT-123456 here: https://example.com/appointments/abcdefghijklmnopqrstuv",
    );
  });

  it("keeps the texts without a link in one segment, and the others close to it", () => {
    expect(enRouteText(company, { id: "APT-123456", window: "Evening (6-8 PM)" }).length).toBeLessThanOrEqual(160);
    expect(manageLinkText(company, visit).length).toBeLessThanOrEqual(160);
    expect(
      reminderText(company, { ...visit, date: "2026-09-30", window: "Evening (6-8 PM)" }).length,
    ).toBeLessThanOrEqual(170);
  });
});

describe("keywordReplyText", () => {
  const stop = inboundIntent("STOP")!;
  const cancel = inboundIntent("CANCEL")!;
  const start = inboundIntent("START")!;

  it("confirms a stop or a start word, naming the word that undoes it", () => {
    expect(keywordReplyText(company, stop, "en")).toBe(
      "Bayou City Appliance Repair: you will get no more texts from us. Reply START to get them again.",
    );
    expect(keywordReplyText(company, start, "en")).toBe(
      "Bayou City Appliance Repair: texts are on again: you will get your visit's updates. Reply STOP to opt out.",
    );
  });

  it("tells a CANCEL that the visit still stands and how to cancel it, with the company's phone and no link", () => {
    for (const language of ["en", "es"] as const) {
      const reply = keywordReplyText(company, cancel, language);
      expect(reply).toContain(company.phone);
      expect(reply).not.toMatch(/https?:/);
      expect(reply).not.toBe(keywordReplyText(company, stop, language));
    }
    expect(keywordReplyText(company, cancel, "en")).toContain("This does not cancel your visit");
  });

  it("writes each answer in the language asked for", () => {
    expect(keywordReplyText(company, stop, "es")).toBe(
      "Bayou City Appliance Repair: ya no le enviaremos mensajes. Responda START para recibirlos de nuevo.",
    );
  });
});
