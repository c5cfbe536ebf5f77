import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  it("needs nothing for a local start", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBe("file:data/app.db");
    expect(env.EMAIL_TRANSPORT).toBe("log");
    expect(env.SHOW_PRICE_COMPARISON).toBe(false);
  });

  it("takes the address the server listens on as SITE_URL when it is not set, and says so", () => {
    expect(parseEnv({ PORT: "4300" })).toMatchObject({ SITE_URL: "http://localhost:4300", SITE_URL_GIVEN: false });
    expect(parseEnv({ HOST: "127.0.0.1", PORT: "4300" }).SITE_URL).toBe("http://127.0.0.1:4300");
    expect(parseEnv({ HOST: "::1", PORT: "4300" }).SITE_URL).toBe("http://[::1]:4300");
    expect(parseEnv({ HOST: "::", PORT: "4300" }).SITE_URL).toBe("http://localhost:4300");
    expect(parseEnv({ HOST: "app.internal", PORT: "80" }).SITE_URL).toBe("http://app.internal");
    expect(parseEnv({ PORT: "4300", SITE_URL: "https://www.example.com/" })).toMatchObject({
      SITE_URL: "https://www.example.com",
      SITE_URL_GIVEN: true,
    });
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT:/);
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL:/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must be file:PATH/);
    expect(() => parseEnv({ EMAIL_TRANSPORT: "smtp" })).toThrow(/SMTP_URL: is required when EMAIL_TRANSPORT=smtp/);
  });

  it("logs texts by default and needs the account, token and sender for the Twilio transport", () => {
    expect(parseEnv({}).SMS_TRANSPORT).toBe("log");
    expect(parseEnv({}).TWILIO_BASE_URL).toBe("https://api.twilio.com");
    for (const message of [
      /TWILIO_ACCOUNT_SID: is required when SMS_TRANSPORT=twilio/,
      /TWILIO_AUTH_TOKEN: is required when SMS_TRANSPORT=twilio/,
      /SMS_FROM: is required when SMS_TRANSPORT=twilio/,
    ]) {
      expect(() => parseEnv({ SMS_TRANSPORT: "twilio" })).toThrow(message);
    }
    expect(() => parseEnv({ SMS_FROM: "713-555-0100" })).toThrow(/SMS_FROM: must be the sending number in E.164 form/);
    expect(() => parseEnv({ SMS_TRANSPORT: "carrier-pigeon" })).toThrow(/SMS_TRANSPORT:/);
    const twilio = parseEnv({
      SMS_TRANSPORT: "twilio",
      TWILIO_ACCOUNT_SID: "AC1",
      TWILIO_AUTH_TOKEN: "token",
      SMS_FROM: "+17135550100",
      TWILIO_BASE_URL: "http://127.0.0.1:9/",
    });
    expect([twilio.SMS_TRANSPORT, twilio.SMS_FROM, twilio.TWILIO_BASE_URL]).toEqual([
      "twilio",
      "+17135550100",
      "http://127.0.0.1:9/",
    ]);
  });

  it("strips a trailing slash from SITE_URL and reads booleans", () => {
    const env = parseEnv({
      SITE_URL: "https://example.com/",
      SHOW_PRICE_COMPARISON: "true",
      SESSION_SECRET: "x".repeat(32),
    });
    expect(env.SITE_URL).toBe("https://example.com");
    expect(env.SHOW_PRICE_COMPARISON).toBe(true);
  });

  it("reads TRUST_PROXY as a number of proxies or a list of their addresses, and refuses true", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, 192.0.2.7,loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.0.2.7",
      "loopback",
    ]);
    expect(parseEnv({ TRUST_PROXY: "2001:db8::/32" }).TRUST_PROXY).toEqual(["2001:db8::/32"]);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: must be the number of proxies/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY:/);
    expect(() => parseEnv({ TRUST_PROXY: "proxy.example.com" })).toThrow(/TRUST_PROXY:/);
  });

  it("needs TRUST_PROXY in production behind an https address", () => {
    const https = { NODE_ENV: "production", SITE_URL: "https://example.com", SESSION_SECRET: "x".repeat(32) };
    expect(() => parseEnv(https)).toThrow(/TRUST_PROXY: is required when SITE_URL is https/);
    expect(parseEnv({ ...https, TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
  });

  it("runs one worker process per core unless WEB_CONCURRENCY says otherwise", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(parseEnv({ WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    expect(() => parseEnv({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY:/);
  });
});
