import type { Appliance } from "../catalogue/schema";
import { localAppliance } from "./catalogue";
import type { Locale } from "./locale";
import { localePath } from "./paths";
import { uiWords } from "./words";

/** An appliance as the city and ZIP pages' cards show it, in the page's language. */
export function localApplianceCard(appliance: Appliance, locale: Locale) {
  const a = localAppliance(appliance, locale);
  return {
    slug: a.slug,
    href: localePath(locale, `/appliances/${a.slug}`),
    name: a.name,
    icon: a.icon,
    repairTime: a.repairTime,
    warranty: locale === "en" ? a.warrantyPeriod : uiWords[locale].warranty.period,
    description: a.description,
  };
}
