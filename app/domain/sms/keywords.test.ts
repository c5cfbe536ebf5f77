import { describe, expect, it } from "vitest";
import { inboundIntent, START_KEYWORDS, STOP_KEYWORDS } from "./keywords.ts";

describe("inboundIntent", () => {
  it("knows the six opt-out words and the two opt-in words", () => {
    expect(STOP_KEYWORDS).toEqual(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]);
    expect(START_KEYWORDS).toEqual(["START", "UNSTOP"]);
  });

  it.each(["STOP", "stop", " Stop ", "StopAll", "unsubscribe", "CANCEL", "end", "Quit", "STOP.", "stop!"])(
    "%j opts out",
    (body) => {
      expect(inboundIntent(body)?.action).toBe("stop");
    },
  );

  it("names the keyword as the provider sees it", () => {
    expect(inboundIntent(" stopall ")).toEqual({ action: "stop", keyword: "STOPALL" });
    expect(inboundIntent("Unstop")).toEqual({ action: "start", keyword: "UNSTOP" });
  });

  it.each(["START", "start", "unstop"])("%j opts back in", (body) => {
    expect(inboundIntent(body)?.action).toBe("start");
  });

  it.each(["Please don't cancel my visit", "stop by at 3?", "", "OK", "STOP IT", "yes"])("%j is neither", (body) => {
    expect(inboundIntent(body)).toBeNull();
  });
});
