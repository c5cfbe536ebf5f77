import { describe, expect, it } from "vitest";
import { isValidTwilioSignature, twilioSignature } from "./signature.ts";

// The provider's documented example: computed independently with
// printf '%s' '<url><name><value>…' | openssl dgst -sha1 -hmac 12345 -binary | base64
const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
const params: [string, string][] = [
  ["Digits", "1234"],
  ["To", "+18005551212"],
  ["From", "+12349013030"],
  ["Caller", "+12349013030"],
  ["CallSid", "CA1234567890ABCDE"],
];

describe("twilioSignature", () => {
  it("matches the documented example, whatever order the parameters came in", () => {
    expect(twilioSignature(url, params, "12345")).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
    expect(twilioSignature(url, params.toReversed(), "12345")).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
  });

  it("matches an inbound STOP computed the same way", () => {
    const stop: [string, string][] = [
      ["MessageSid", "SM0001"],
      ["From", "+17135550123"],
      ["To", "+12815550100"],
      ["Body", "STOP"],
    ];
    expect(twilioSignature("https://example.com/webhooks/sms", stop, "test-auth-token")).toBe(
      "KuGVxZYWezj6W7Yy8PGZfUlR+6w=",
    );
  });
});

describe("isValidTwilioSignature", () => {
  it("accepts the right signature only", () => {
    expect(isValidTwilioSignature("0/KCTR6DLpKmkAf8muzZqo1nDgQ=", url, params, "12345")).toBe(true);
    expect(isValidTwilioSignature("0/KCTR6DLpKmkAf8muzZqo1nDgQ=", url, params, "12346")).toBe(false);
    expect(isValidTwilioSignature("0/KCTR6DLpKmkAf8muzZqo1nDgQ=", `${url}&x=1`, params, "12345")).toBe(false);
    expect(isValidTwilioSignature("0/KCTR6DLpKmkAf8muzZqo1nDgQ=", url, [...params, ["Body", "STOP"]], "12345")).toBe(
      false,
    );
    expect(isValidTwilioSignature("1/KCTR6DLpKmkAf8muzZqo1nDgQ=", url, params, "12345")).toBe(false);
    expect(isValidTwilioSignature("short", url, params, "12345")).toBe(false);
    expect(isValidTwilioSignature(null, url, params, "12345")).toBe(false);
    expect(isValidTwilioSignature("0/KCTR6DLpKmkAf8muzZqo1nDgQ=", url, params, "")).toBe(false);
  });
});
