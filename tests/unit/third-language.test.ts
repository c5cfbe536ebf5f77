import { beforeAll, describe, expect, it, vi } from "vitest";

/**
 * A third language is one entry in the language list, its words and its content translations; the
 * routes, addresses, sitemap, catalogue, FAQ, start-up checks and page heads follow with nothing else
 * changed. This test builds such a language ("xx", every text marked ⟦…⟧) in memory, the way a
 * translator's files would add it, and loads the site's modules afresh on top of it.
 */
const FAKE = "xx";
type Tree = unknown;

/** A text marked as translated, at its own length (some texts have a limit): "Dryer" → "⟦rye⟧". */
const mark = (text: string) => `⟦${text.slice(1, -1)}⟧`;

/** A translation that marks every text, keeps numbers and booleans, and gives slugs their own spelling. */
function pseudo(value: Tree, key = ""): Tree {
  if (typeof value === "string") return key === "slug" ? `${value}-${FAKE}` : mark(value);
  if (typeof value === "function")
    return (...args: unknown[]) => mark(String((value as (...a: unknown[]) => unknown)(...args)));
  if (Array.isArray(value)) return value.map((item) => pseudo(item));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudo(v, k)]));
  return value;
}

// The modules are loaded afresh in the test, after the fake language is in place.
let site: {
  locale: typeof import("#app/domain/i18n/locale.ts");
  pages: typeof import("#app/pages.ts");
  routes: ReturnType<typeof import("#app/route-files.ts").flatRoutes>;
  paths: typeof import("#app/domain/i18n/paths.ts");
  catalogue: typeof import("#app/domain/i18n/catalogue.ts");
  content: typeof import("#app/server/content.server.ts");
  sitemap: typeof import("#app/sitemap-registry.server.ts");
  meta: typeof import("#app/domain/seo/meta.ts");
};

beforeAll(async () => {
  vi.resetModules();
  // 1. One entry in the language list (and its tag, Open Graph name and address prefix beside it).
  const locale = await import("#app/domain/i18n/locale.ts");
  (locale.LOCALES as unknown as string[]).push(FAKE);
  (locale.TRANSLATED_LOCALES as unknown as string[]).push(FAKE);
  Object.assign(locale.LANGUAGE_TAG, { [FAKE]: "xx-XX" });
  Object.assign(locale.OG_LOCALE, { [FAKE]: "xx_XX" });
  Object.assign(locale.PATH_PREFIX, { [FAKE]: `/${FAKE}` });
  // 2. Its words: each page's address, the shared words, the language's own name, every feature's words.
  const pages = await import("#app/pages.ts");
  for (const row of pages.PAGES) Object.assign(row.path, { [FAKE]: `/${FAKE}${row.path.en}` });
  const words = await import("#app/domain/i18n/words.ts");
  const { en } = await import("#app/domain/i18n/ui/en.ts");
  for (const known of locale.LOCALES)
    if (known !== (FAKE as string)) words.registerWords(known, (await wordsOf(known)) as never);
  words.registerWords(FAKE as never, pseudo(en) as never);
  const { languageWords } = await import("#app/domain/i18n/ui/language.ts");
  Object.assign(languageWords, { [FAKE]: pseudo(languageWords.en) });
  const { FEATURE_WORDS } = await import("#app/words/features.ts");
  for (const feature of Object.values(FEATURE_WORDS)) Object.assign(feature, { [FAKE]: pseudo(feature.en) });
  // 3. Its content translations, here made from the Spanish ones.
  const { CONTENT_TRANSLATIONS } = await import("#content/translations.ts");
  Object.assign(CONTENT_TRANSLATIONS, { [FAKE]: pseudo(CONTENT_TRANSLATIONS.es) });

  const { flatRoutes } = await import("#app/route-files.ts");
  site = {
    locale,
    pages,
    routes: flatRoutes((await import("#app/routes.ts")).default),
    paths: await import("#app/domain/i18n/paths.ts"),
    catalogue: await import("#app/domain/i18n/catalogue.ts"),
    content: await import("#app/server/content.server.ts"),
    sitemap: await import("#app/sitemap-registry.server.ts"),
    meta: await import("#app/domain/seo/meta.ts"),
  };
});

/** A route's full path as the registry writes it: from the root, a language's home ending in "/". */
const fullPath = (r: { path?: string; index?: boolean }) => (r.index ? `/${r.path ? `${r.path}/` : ""}` : `/${r.path}`);

async function wordsOf(locale: string): Promise<unknown> {
  const file = (await import(`../../app/domain/i18n/ui/${locale}.ts`)) as Record<string, unknown>;
  return file[locale];
}

describe("a third language", () => {
  const fake = FAKE as "es";

  it("is read from its pages' addresses", () => {
    expect(site.locale.localeOfPath(`/${FAKE}/faq`)).toBe(FAKE);
    expect(site.locale.localeOf(FAKE)).toBe(FAKE);
  });

  it("routes every page's module once at its address in the new language", () => {
    for (const row of site.pages.PAGES) {
      const address = (row.path as Record<string, string>)[FAKE];
      expect(
        site.routes.filter((r) => r.file === row.module && fullPath(r) === address),
        row.key,
      ).toHaveLength(1);
    }
  });

  it("gives every catalogue page its address from the new language's slugs, and finds the page by it", () => {
    const spanishSlug = site.catalogue.slugIn("es", "appliances", "dryer");
    const address = site.paths.pathIn(fake, "/appliances/dryer");
    expect(address).toBe(`/${FAKE}/appliances/${spanishSlug}-${FAKE}`);
    expect(site.paths.alternatesOf(address!)).toEqual({
      en: "/appliances/dryer",
      es: `/es/electrodomesticos/${spanishSlug}`,
      [FAKE]: address,
    });
    const dryer = site.catalogue.findAppliance(fake, `${spanishSlug}-${FAKE}`);
    expect(dryer?.name).toBe(mark(site.catalogue.findAppliance("es", spanishSlug)!.name));
    expect(site.catalogue.findAppliance(fake, spanishSlug)).toBeNull();
  });

  it("passes the start-up checks and has the FAQ in the new language", () => {
    const faqs = (site.content.faqsByLocale as Record<string, { question: string }[]>)[FAKE]!;
    expect(faqs).toHaveLength(site.content.faqs.length);
    expect(faqs[0]!.question).toBe(mark(site.content.faqsByLocale.es[0]!.question));
  });

  it("lists each page's new-language version in the sitemap, and links the versions in each page's head", () => {
    const entries = site.sitemap.allSitemapEntries();
    expect(entries.filter((e) => e.path === `/${FAKE}/faq`)).toHaveLength(1);
    const faq = entries.find((e) => e.path === "/faq")!;
    expect(faq.alternates).toContainEqual({ hrefLang: "xx-XX", path: `/${FAKE}/faq` });
    const head = site.meta.buildMeta(
      { title: "FAQ", description: "Questions", path: "/faq" },
      "https://example.test",
      site.paths.alternatesOf("/faq"),
    );
    expect(head).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "xx-XX",
      href: `https://example.test/${FAKE}/faq`,
    });
    expect(head.filter((t) => "property" in t && t.property === "og:locale:alternate")).toEqual([
      { property: "og:locale:alternate", content: "es_US" },
      { property: "og:locale:alternate", content: "xx_XX" },
    ]);
  });
});
