import { LOCALES } from "#app/domain/i18n/locale.ts";
import { pagePath } from "#app/pages.ts";
import { MANAGE_PATHS } from "./manage-links.server.ts";

/**
 * The addresses whose last part is a token, lower case: the manage pages (a manage-link token) and
 * the newsletter's confirmation pages (a signed confirmation).
 */
const TOKEN_PREFIXES = [
  ...Object.values(MANAGE_PATHS),
  ...LOCALES.map((locale) => pagePath("newsletter-confirm", locale).replace(/\/:token$/, "")),
].map((path) => `${path.toLowerCase()}/`);

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The path a log line names. A manage page's path holds its token, which opens the visit like a
 * password, and a confirmation page's its signed link: each is logged as its route pattern
 * (`/appointments/:token`, `/newsletter/confirm/:token`), whatever follows the prefix
 * (a data request, a longer path) and however the prefix is written (any case, percent-encoded),
 * as the router matches them all.
 */
export function pathForLog(pathname: string): string {
  const plain = decoded(pathname).toLowerCase();
  const prefix = TOKEN_PREFIXES.find((p) => plain.startsWith(p));
  return prefix ? `${prefix}:token` : pathname;
}
