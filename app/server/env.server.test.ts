import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("needs nothing for a local start", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBe("file:data/app.db");
    expect(env.EMAIL_TRANSPORT).toBe("log");
    expect(env.SHOW_PRICE_COMPARISON).toBe(false);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT:/);
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL:/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must be file:PATH/);
    expect(() => parseEnv({ EMAIL_TRANSPORT: "smtp" })).toThrow(/SMTP_URL: is required when EMAIL_TRANSPORT=smtp/);
  });

  it("strips a trailing slash from SITE_URL and reads booleans", () => {
    const env = parseEnv({ SITE_URL: "https://example.com/", SHOW_PRICE_COMPARISON: "true", SESSION_SECRET: "x".repeat(32) });
    expect(env.SITE_URL).toBe("https://example.com");
    expect(env.SHOW_PRICE_COMPARISON).toBe(true);
  });
});
