import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.server.ts";
import { logSmsTransport } from "./transports.server.ts";

describe("logSmsTransport", () => {
  it("logs a text's kind and length, never the number or the words", async () => {
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
    const transport = logSmsTransport(logger);
    const body = "Bayou City Appliance Repair: APT-123456 booked for Tue Dec 1, 2-4 PM.";
    expect(await transport.send({ kind: "sms-confirmation", to: "+17135550123", body })).toEqual({
      success: true,
      message: "Text sms-confirmation sent",
    });
    expect(transport.delivers).toBe(false);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      kind: "sms-confirmation",
      length: body.length,
      msg: "text message (log transport, not delivered)",
    });
    expect(lines[0]).not.toContain("7135550123");
    expect(lines[0]).not.toContain("APT-123456");
  });
});
