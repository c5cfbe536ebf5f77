/**
 * A link's target in another language: its path looked up, its query string and fragment kept;
 * the link itself when the lookup has nothing.
 */
export function translateHref(href: string, lookup: (path: string) => string | null | undefined): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const translated = lookup(path);
  return translated ? translated + (cut === -1 ? "" : href.slice(cut)) : href;
}
