import { createHmac, timingSafeEqual } from "node:crypto";
import { compareCodeUnits } from "../compare.ts";

/**
 * The signature an SMS provider of the Twilio kind sends in `X-Twilio-Signature`: HMAC-SHA1, keyed
 * with the account's auth token, of the full URL it posted to followed by every form parameter's
 * name and value, sorted by name (then value), base64-encoded.
 */
export function twilioSignature(
  url: string,
  params: ReadonlyArray<readonly [string, string]>,
  authToken: string,
): string {
  const sorted = params.toSorted(([a, av], [b, bv]) => compareCodeUnits(a, b) || compareCodeUnits(av, bv));
  const signed = url + sorted.map(([name, value]) => name + value).join("");
  return createHmac("sha1", authToken).update(signed, "utf8").digest("base64");
}

/** Compares in constant time, so the answer's timing tells nothing about how much of a forged signature was right. */
export function isValidTwilioSignature(
  signature: string | null,
  url: string,
  params: ReadonlyArray<readonly [string, string]>,
  authToken: string,
): boolean {
  if (!signature || !authToken) return false;
  const expected = Buffer.from(twilioSignature(url, params, authToken));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
