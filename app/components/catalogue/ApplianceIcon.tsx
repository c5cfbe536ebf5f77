import {
  AirVent,
  ChefHat,
  CookingPot,
  Flame,
  type LucideIcon,
  Microwave,
  Package,
  Refrigerator,
  Snowflake,
  Soup,
  Trash2,
  UtensilsCrossed,
  WashingMachine,
  Wind,
} from "lucide-react";
import type { Appliance } from "#app/domain/catalogue/schema.ts";

const ICONS: Record<Appliance["icon"], LucideIcon> = {
  "washing-machine": WashingMachine,
  wind: Wind,
  refrigerator: Refrigerator,
  "utensils-crossed": UtensilsCrossed,
  flame: Flame,
  microwave: Microwave,
  "cooking-pot": CookingPot,
  "chef-hat": ChefHat,
  snowflake: Snowflake,
  trash: Trash2,
  package: Package,
  "air-vent": AirVent,
  soup: Soup,
};

/**
 * An appliance's icon, drawn as SVG so it shows without an emoji font. With `label` it is an image
 * with that text alternative; without, it sits beside the appliance's name, which says it, and is hidden
 * from screen readers.
 */
export function ApplianceIcon({
  icon,
  label,
  className = "h-8 w-8",
}: {
  icon: Appliance["icon"];
  label?: string;
  className?: string;
}) {
  const Icon = ICONS[icon];
  return label ? (
    <Icon role="img" aria-label={label} className={`shrink-0 text-brand-700 ${className}`} />
  ) : (
    <Icon aria-hidden="true" data-icon={icon} className={`shrink-0 text-brand-700 ${className}`} />
  );
}
