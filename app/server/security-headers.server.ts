import { LOCALES } from "#app/domain/i18n/locale.ts";
import { localePath } from "#app/domain/i18n/paths.ts";
import { pagePath } from "#app/pages.ts";

/**
 * Security headers for every response. The Content-Security-Policy allows no third-party
 * origin; the framework's inline scripts carry the per-request nonce. Forms may only submit to
 * our own origin (`form-action 'self'`, which browsers also apply to the redirects after a
 * submission): the chat and parts-search forms reach other sites through our own endpoints,
 * which answer with a page that moves on rather than a cross-origin redirect.
 */
export function securityHeaders(nonce: string, siteUrl: string): Record<string, string> {
  return policyHeaders(` 'nonce-${nonce}'`, ` 'nonce-${nonce}'`, siteUrl);
}

/** `inline` are the sources allowed besides our own files: a nonce, or the hashes of a cached page's inline elements. */
function policyHeaders(inlineScripts: string, inlineStyles: string, siteUrl: string): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self'${inlineScripts}`,
    `style-src 'self'${inlineStyles}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const headers: Record<string, string> = {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
  if (siteUrl.startsWith("https://")) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/** The booking form in each language: each answer carries a new submission key, or a booking's confirmation. */
const BOOKING_PATHS = LOCALES.map((locale) => localePath(locale, "/book-online"));

/** The newsletter's confirmation pages in each language, lower case, up to their token. */
const CONFIRMATION_PREFIXES = LOCALES.map((locale) =>
  pagePath("newsletter-confirm", locale)
    .replace(/:token$/, "")
    .toLowerCase(),
);

/**
 * Never stored by a browser or a proxy (and their data requests neither): the office area's and a
 * visit's manage pages show customer details, a newsletter confirmation page the address; the booking form gives each visitor their own
 * submission key, and under it their confirmation, which a shared cache must not hand to another.
 * Compared without case, as the router matches paths.
 */
export function isPrivatePath(path: string): boolean {
  const p = path.toLowerCase();
  return (
    p === "/office" ||
    p === "/office.data" ||
    p.startsWith("/office/") ||
    p.startsWith("/appointments/") ||
    p.startsWith("/es/citas/") ||
    CONFIRMATION_PREFIXES.some((prefix) => p.startsWith(prefix)) ||
    BOOKING_PATHS.some((booking) => p === booking || p === `${booking}.data`)
  );
}

const hashSources = (hashes: string[]) => hashes.map((h) => ` 'sha256-${h}'`).join("");

/**
 * The same headers for a page rendered once and served to everyone from memory: its inline
 * scripts and styles are allowed by their SHA-256 hashes (base64) instead of a per-request nonce.
 */
export function cachedPageSecurityHeaders(
  hashes: { scripts: string[]; styles: string[] },
  siteUrl: string,
): Record<string, string> {
  return policyHeaders(hashSources(hashes.scripts), hashSources(hashes.styles), siteUrl);
}
