/** The email helper's result messages (spec 000 §8). */
export type EmailKind =
  | "appointment-notification"
  | "appointment-confirmation"
  | "appointment-cancellation"
  | "reminder"
  | "manage-link"
  | "newsletter-confirmation"
  | "test";

export interface SendResult {
  success: boolean;
  message: string;
}

const SUCCESS: Record<EmailKind, string> = {
  "appointment-notification": "Appointment notification sent successfully",
  "appointment-confirmation": "Customer confirmation sent successfully",
  "appointment-cancellation": "Customer cancellation sent successfully",
  reminder: "Customer reminder sent successfully",
  "manage-link": "Manage link sent successfully",
  "newsletter-confirmation": "Newsletter confirmation sent successfully",
  test: "Email test successful",
};

const FAILURE_PREFIX: Record<EmailKind, string> = {
  "appointment-notification": "Failed to send email",
  "appointment-confirmation": "Failed to send customer confirmation",
  "appointment-cancellation": "Failed to send customer cancellation",
  reminder: "Failed to send customer reminder",
  "manage-link": "Failed to send manage link",
  "newsletter-confirmation": "Failed to send newsletter confirmation",
  test: "Email test failed",
};

export function sendSucceeded(kind: EmailKind): SendResult {
  return { success: true, message: SUCCESS[kind] };
}

export function sendFailed(kind: EmailKind, reason: string | undefined): SendResult {
  return { success: false, message: `${FAILURE_PREFIX[kind]}: ${reason?.trim() || "Unknown error"}` };
}

/** The email service's own status texts (spec 000 §8, "Email library statuses"). */
const STATUS_TEXT: Record<number, string> = {
  0: "Network Error",
  403: "Forbidden",
  429: "Too Many Requests",
  451: "Unavailable For Headless Browser",
};

/** Why a non-200 answer from the email service failed, naming its status code. */
export function emailServiceFailureReason(status: number, body?: string): string {
  const known = STATUS_TEXT[status];
  const detail = known ?? body?.trim();
  return `Email service responded with status ${status}${detail ? ` (${detail})` : ""}`;
}
