import { isValidPhone, normalizePhone } from "../validation/messages.ts";

/**
 * A US number in E.164, the form SMS providers address: "+1" and the ten digits. Accepts what the
 * booking form accepts ("(713) 555-0123", "713.555.0123", "+1 713 555 0123", "17135550123");
 * null for anything that is not a real North American number.
 */
export function toE164(raw: string): string | null {
  const digits = normalizePhone(raw);
  return isValidPhone(digits) ? `+1${digits}` : null;
}
