import { describe, expect, it } from "vitest";
import { emailServiceFailureReason, sendFailed, sendSucceeded } from "./results.ts";

describe("email results", () => {
  it("uses the spec's success messages", () => {
    expect(sendSucceeded("appointment-notification")).toEqual({
      success: true,
      message: "Appointment notification sent successfully",
    });
    expect(sendSucceeded("appointment-confirmation").message).toBe("Customer confirmation sent successfully");
    expect(sendSucceeded("test").message).toBe("Email test successful");
  });

  it("prefixes failures and falls back to 'Unknown error'", () => {
    expect(sendFailed("appointment-notification", "connection refused").message).toBe(
      "Failed to send email: connection refused",
    );
    expect(sendFailed("appointment-confirmation", undefined).message).toBe(
      "Failed to send customer confirmation: Unknown error",
    );
    expect(sendFailed("test", "").message).toBe("Email test failed: Unknown error");
  });

  it("names the status code of the email service", () => {
    expect(emailServiceFailureReason(429)).toBe("Email service responded with status 429 (Too Many Requests)");
    expect(emailServiceFailureReason(451)).toBe(
      "Email service responded with status 451 (Unavailable For Headless Browser)",
    );
    expect(emailServiceFailureReason(0)).toBe("Email service responded with status 0 (Network Error)");
    expect(emailServiceFailureReason(500, "boom")).toBe("Email service responded with status 500 (boom)");
  });
});
