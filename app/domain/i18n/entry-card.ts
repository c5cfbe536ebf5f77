import type { Locale } from "./locale.ts";
import { localePath } from "./paths.ts";

/** The catalogue sections whose entries have a page of their own: /appliances/dryer, /brands/whirlpool, /issues/… */
type CatalogueSection = "appliances" | "brands" | "issues";

/**
 * What a card or link shows of a catalogue entry already in the page's language: its slug, name and
 * address, and the other fields named: `entryCard(locale, "issues", issue, ["urgency", "avgCost"])`.
 */
export function entryCard<T extends { slug: string; name: string }, K extends keyof T>(
  locale: Locale,
  section: CatalogueSection,
  entry: T,
  fields: readonly K[] = [],
): { slug: string; href: string; name: string } & Pick<T, K> {
  const picked = Object.fromEntries(fields.map((field) => [field, entry[field]])) as Pick<T, K>;
  return { slug: entry.slug, href: localePath(locale, `/${section}/${entry.slug}`), name: entry.name, ...picked };
}
