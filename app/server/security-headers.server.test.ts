import { describe, expect, it } from "vitest";
import { cachedPageSecurityHeaders, isPrivatePath, securityHeaders } from "./security-headers.server.ts";

describe("securityHeaders", () => {
  it("allows only our own origin and the request's nonce for scripts and styles", () => {
    const h = securityHeaders("abc123", "http://localhost:3000");
    expect(h["Content-Security-Policy"]).toContain(
      "script-src 'self' 'nonce-abc123'; style-src 'self' 'nonce-abc123';",
    );
    expect(h["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(h["Content-Security-Policy"]).not.toMatch(/https?:\/\//);
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
    expect(h["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["Strict-Transport-Security"]).toBeUndefined();
  });

  it("lets forms submit only to our own origin", () => {
    expect(securityHeaders("n", "http://localhost:3000")["Content-Security-Policy"]).toContain("form-action 'self'");
  });

  it("adds HSTS when the site is served over https", () => {
    expect(securityHeaders("n", "https://example.com")["Strict-Transport-Security"]).toMatch(/^max-age=31536000/);
  });

  it("allows a cached page's inline scripts and styles by hash, with no nonce and the same other rules", () => {
    const h = cachedPageSecurityHeaders({ scripts: ["abc=", "def="], styles: ["css="] }, "https://example.com");
    expect(h["Content-Security-Policy"]).toContain(
      "script-src 'self' 'sha256-abc=' 'sha256-def='; style-src 'self' 'sha256-css=';",
    );
    expect(h["Content-Security-Policy"]).not.toContain("nonce");
    expect(
      cachedPageSecurityHeaders({ scripts: [], styles: [] }, "http://localhost:3000")["Content-Security-Policy"],
    ).toContain("script-src 'self'; style-src 'self'; ");
    expect(h["Strict-Transport-Security"]).toMatch(/^max-age=31536000/);
  });
});

describe("isPrivatePath", () => {
  it("covers every office page, every manage page, every newsletter confirmation page, the booking form in each language and their data requests, and nothing public", () => {
    for (const path of [
      "/office",
      "/office.data",
      "/office/login",
      "/office/appointments/APT-123456",
      "/office/records/abc.data",
      "/office/customers",
      "/appointments/abc",
      "/appointments/abc.data",
      "/APPOINTMENTS/abc",
      "/es/citas/abc",
      "/book-online",
      "/book-online.data",
      "/Book-Online",
      "/es/reservar",
      "/es/reservar.data",
      "/newsletter/confirm/12.1795773600.abc",
      "/es/boletin/confirmar/12.1795773600.abc.data",
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/officers",
      "/office-hours",
      "/book-online-guide",
      "/warranty",
      "/_root.data",
      "/appointments",
    ]) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });
});
