import { describe, expect, it } from "vitest";
import { inboundIntent, replyLanguage } from "./keywords.ts";

describe("inboundIntent", () => {
  it.each(["STOP", "stop", " Stop ", "StopAll", "unsubscribe", "CANCEL", "end", "Quit", "STOP.", "stop!"])(
    "%j opts out",
    (body) => {
      expect(inboundIntent(body)).toMatchObject({ action: "stop", language: "en" });
    },
  );

  it.each(["ALTO", "alto", "Parar", "BAJA", "cancelar", "¡Alto!", " baja. "])("%j opts out in Spanish", (body) => {
    expect(inboundIntent(body)).toMatchObject({ action: "stop", language: "es" });
  });

  it("names the keyword as the provider sees it", () => {
    expect(inboundIntent(" stopall ")).toEqual({
      action: "stop",
      keyword: "STOPALL",
      language: "en",
      aboutVisit: false,
    });
    expect(inboundIntent("Unstop")).toEqual({ action: "start", keyword: "UNSTOP", language: "en", aboutVisit: false });
    expect(inboundIntent("¡Parar!")).toEqual({ action: "stop", keyword: "PARAR", language: "es", aboutVisit: false });
  });

  it("knows that a cancel word may mean the visit, in either language", () => {
    expect(inboundIntent("Cancel")).toMatchObject({ action: "stop", aboutVisit: true });
    expect(inboundIntent("Cancelar")).toMatchObject({ action: "stop", aboutVisit: true });
    expect(inboundIntent("STOP")).toMatchObject({ action: "stop", aboutVisit: false });
    expect(inboundIntent("BAJA")).toMatchObject({ action: "stop", aboutVisit: false });
  });

  it.each([
    ["START", "en"],
    ["start", "en"],
    ["unstop", "en"],
    ["Alta", "es"],
    ["COMENZAR", "es"],
  ])("%j opts back in", (body, language) => {
    expect(inboundIntent(body)).toMatchObject({ action: "start", language });
  });

  it.each([
    "Please don't cancel my visit",
    "stop by at 3?",
    "",
    "OK",
    "STOP IT",
    "yes",
    "alto ahi",
    "Cancelar la cita",
  ])("%j is neither", (body) => {
    expect(inboundIntent(body)).toBeNull();
  });
});

describe("replyLanguage", () => {
  it("answers a Spanish word in Spanish, and an English word in the visit's language, else English", () => {
    const alto = inboundIntent("ALTO")!;
    const stop = inboundIntent("STOP")!;
    expect(replyLanguage(alto, null)).toBe("es");
    expect(replyLanguage(alto, "en")).toBe("es");
    expect(replyLanguage(stop, "es")).toBe("es");
    expect(replyLanguage(stop, "en")).toBe("en");
    expect(replyLanguage(stop, null)).toBe("en");
  });
});
