import { MANAGE_PATHS } from "./manage-links.server.ts";

/** The manage pages' addresses, lower case: everything after one of them is a manage-link token. */
const TOKEN_PREFIXES = Object.values(MANAGE_PATHS).map((path) => `${path.toLowerCase()}/`);

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The path a log line names. A manage page's path holds its token, which opens the visit like a
 * password: it is logged as its route pattern (`/appointments/:token`), whatever follows the prefix
 * (a data request, a longer path) and however the prefix is written (any case, percent-encoded),
 * as the router matches them all.
 */
export function pathForLog(pathname: string): string {
  const plain = decoded(pathname).toLowerCase();
  const prefix = TOKEN_PREFIXES.find((p) => plain.startsWith(p));
  return prefix ? `${prefix}:token` : pathname;
}
