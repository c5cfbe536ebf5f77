import type { Appliance } from "../catalogue/schema";
import { localAppliance } from "./catalogue";
import type { Locale } from "./locale";
import { entryCard } from "./entry-card";
import { uiWords } from "./words";

/** An appliance as the city and ZIP pages' cards show it, in the page's language. */
export function localApplianceCard(appliance: Appliance, locale: Locale) {
  const a = localAppliance(appliance, locale);
  return {
    ...entryCard(locale, "appliances", a, ["icon", "repairTime", "description"]),
    warranty: locale === "en" ? a.warrantyPeriod : uiWords[locale].warranty.period,
  };
}
