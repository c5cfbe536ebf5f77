import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.server";

describe("securityHeaders", () => {
  it("allows only our own origin and the request's nonce for scripts", () => {
    const h = securityHeaders("abc123", "http://localhost:3000");
    expect(h["Content-Security-Policy"]).toContain("script-src 'self' 'nonce-abc123'");
    expect(h["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(h["Content-Security-Policy"]).not.toMatch(/https?:\/\//);
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
    expect(h["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["Strict-Transport-Security"]).toBeUndefined();
  });

  it("adds HSTS when the site is served over https", () => {
    expect(securityHeaders("n", "https://example.com")["Strict-Transport-Security"]).toMatch(/^max-age=31536000/);
  });
});
