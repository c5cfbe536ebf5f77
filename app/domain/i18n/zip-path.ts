import { pagePath } from "#app/pages.ts";
import type { Locale } from "./locale.ts";

/** The address of a ZIP code's page in a language; small enough for the browser, unlike the whole path map. */
export function zipPagePath(locale: Locale, zipCode: string): `/${string}` {
  return pagePath("service-area", locale, { zipCode });
}
