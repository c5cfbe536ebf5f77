import { describe, expect, it } from "vitest";
import { callRoute } from "./support/routes.ts";
import { loader as bookingLoader } from "#app/routes/book-online.tsx";
import { completeAppointment, updateServiceRecordStatus } from "#app/server/service-records.server.ts";
import { captureLogger } from "../support/capture-logger.ts";
import { TEST_SITE, testContext } from "./support/context.ts";
import { brokenDatabase } from "./support/databases.ts";

const visit = {
  technicianName: "Luis",
  applianceModel: null,
  partsReplaced: null,
  laborDescription: "Repair",
  totalCost: null,
  notes: null,
};

describe("failures that answer the user with a message are logged with their stack", () => {
  it("a service record status update", async () => {
    const { db, error } = await brokenDatabase("sqlite");
    const { logger, lines } = captureLogger();
    expect(await updateServiceRecordStatus(db, "rec-1", "completed", null, { logger })).toEqual({
      success: false,
      message: "Error updating service record",
      reason: "error",
    });
    expect(lines).toMatchObject([
      { level: 50, msg: "service record status could not be updated", recordId: "rec-1", err: { message: error } },
    ]);
    expect(lines[0]!.err.stack).toContain(error);
  });

  it("completing an appointment", async () => {
    const { db, error } = await brokenDatabase("sqlite");
    const { logger, lines } = captureLogger();
    expect(await completeAppointment(db, "APT-123456", visit, { logger })).toEqual({
      success: false,
      message: "Failed to complete appointment and create service record",
      reason: "error",
    });
    expect(lines).toMatchObject([
      { level: 50, msg: "appointment could not be completed", appointmentId: "APT-123456", err: { message: error } },
    ]);
  });

  it("the booking confirmation lookup", async () => {
    const { db, error } = await brokenDatabase("sqlite");
    const { logger, lines } = captureLogger();
    const key = crypto.randomUUID();
    await callRoute(
      bookingLoader,
      new Request(`${TEST_SITE}/book-online?confirmation=${key}`),
      testContext(db, { logger }),
    );
    expect(lines).toMatchObject([{ level: 50, msg: "booking confirmation lookup failed", err: { message: error } }]);
    expect(lines[0]!.err.stack).toContain(error);
  });
});
