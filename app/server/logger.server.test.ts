import { describe, expect, it } from "vitest";
import { captureLogger as capture } from "../../tests/support/capture-logger.ts";
import { logError } from "./logger.server.ts";

describe("logError", () => {
  it("keeps the error's type, message and stack", () => {
    const { logger, lines } = capture();
    const error = new TypeError("cannot read the row");
    logError(logger, error, "appointment could not be stored", { appointmentId: "APT-123456" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: "appointment could not be stored", appointmentId: "APT-123456" });
    const err = lines[0]!.err as Record<string, string>;
    expect(err.type).toBe("TypeError");
    expect(err.message).toBe("cannot read the row");
    expect(err.stack).toBe(error.stack);
    expect(err.stack).toContain("logger.server.test.ts");
  });

  it("logs something thrown that is not an Error as the message of one, with a stack", () => {
    const { logger, lines } = capture();
    logError(logger, "socket hang up", "email outbox round failed");
    const err = lines[0]!.err as Record<string, string>;
    expect(err.message).toBe("socket hang up");
    expect(err.stack).toMatch(/^Error: socket hang up\n/);
  });

  it("still hides personal fields, in the fields logged and on the error itself", () => {
    const { logger, lines } = capture();
    // PostgreSQL's unique violation quotes the value in `detail`; a failed row can travel on the error.
    const error = Object.assign(new Error("duplicate key value violates unique constraint"), {
      detail: "Key (email)=(jane@example.com) already exists.",
      email: "jane@example.com",
      phone: "7135550199",
    });
    logError(logger, error, "newsletter subscription failed", { customer: { name: "Jane Doe", address: "1 Main St" } });
    const text = JSON.stringify(lines[0]);
    expect(text).not.toContain("jane@example.com");
    expect(text).not.toContain("7135550199");
    expect(text).not.toContain("Jane Doe");
    expect(text).not.toContain("1 Main St");
    expect(lines[0]!.customer).toEqual({ name: "[redacted]", address: "[redacted]" });
    expect(lines[0]!.err).toMatchObject({
      detail: "[redacted]",
      email: "[redacted]",
      phone: "[redacted]",
      message: "duplicate key value violates unique constraint",
    });
    expect((lines[0]!.err as { stack: string }).stack).toContain("duplicate key value violates unique constraint");
  });
});
