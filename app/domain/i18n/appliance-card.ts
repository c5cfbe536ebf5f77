import type { Appliance } from "../catalogue/schema.ts";
import { localAppliance } from "./catalogue.ts";
import type { Locale } from "./locale.ts";
import { entryCard } from "./entry-card.ts";
import { uiWords } from "./words.ts";

/** An appliance as the city and ZIP pages' cards show it, in the page's language. */
export function localApplianceCard(appliance: Appliance, locale: Locale) {
  const a = localAppliance(appliance, locale);
  return {
    ...entryCard(locale, "appliances", a, ["icon", "repairTime", "description"]),
    warranty: uiWords[locale].warranty.period,
  };
}
