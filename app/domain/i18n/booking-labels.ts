import type { BookingAppliance } from "../booking/options.ts";
import type { Locale } from "./locale.ts";
import { uiWords } from "./words.ts";

/** A visit's stored (English) appliance and issue as a customer reads them in a language; the customer's own words stay as typed. */
export function bookingLabels(
  locale: Locale,
  stored: { appliance: string; issue: string },
): { appliance: string; issue: string } {
  const names = uiWords[locale].bookingPage;
  return {
    appliance: names.applianceNames[stored.appliance as BookingAppliance] ?? stored.appliance,
    issue: names.issueNames[stored.issue] ?? stored.issue,
  };
}
