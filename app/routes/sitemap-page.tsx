import { SITEMAP_MAIN_PAGES } from "#content/sitemap.ts";
import { PageSection } from "#app/components/PageSection.tsx";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { coveredZips } from "#app/domain/areas/coverage.ts";
import { appliances, brands, getIssue } from "#app/domain/catalogue/catalogue.ts";
import { localAppliance, localIssue } from "#app/domain/i18n/catalogue.ts";
import { LANGUAGE_TAG, localeOfRequest } from "#app/domain/i18n/locale.ts";
import { localePath } from "#app/domain/i18n/paths.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { useWords } from "#app/components/i18n.ts";
import { SITEMAP_ISSUES } from "#app/domain/catalogue/sitemap.ts";
import { topPageMeta } from "#app/seo.ts";
import { categories } from "#content/blog/taxonomy.ts";
import { posts } from "#app/server/blog.server.ts";
import { TextLinkList } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/sitemap-page";
import { pageHandle } from "#app/pages.ts";

export const handle = pageHandle("sitemap");

const titleOf = (slug: string) => slug.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const to = (englishHref: string) => localePath(locale, englishHref);
  const words = uiWords[locale];
  const byCity = new Map<string, string[]>();
  for (const z of coveredZips) byCity.set(z.city, [...(byCity.get(z.city) ?? []), z.zipCode]);
  return {
    locale,
    path: to("/sitemap"),
    mainPages: SITEMAP_MAIN_PAGES.map((p) => ({ to: to(p.to), label: words.sitemapPage.mainPageNames[p.to] })),
    appliances: appliances.map((a) => ({
      to: to(`/appliances/${a.slug}`),
      label: words.header.applianceRepair(localAppliance(a, locale).name),
    })),
    // English names come from the slug, as the list always read; Spanish ones from the guide's own words.
    issues: SITEMAP_ISSUES.map((slug) => ({
      to: to(`/issues/${slug}`),
      label: locale === "en" ? titleOf(slug) : localIssue(getIssue(slug)!, locale).name,
    })),
    brands: brands.map((b) => ({ to: to(`/brands/${b.slug}`), label: b.name })),
    links: { appliances: to("/appliances"), brands: to("/brands") },
    posts: posts.map((p) => ({ slug: p.slug, title: p.title })),
    categories: categories.map((c) => ({ slug: c.slug, name: words.sitemapPage.categoryNames[c.slug] })),
    cities: [...byCity.entries()]
      .toSorted(([a], [b]) => a.localeCompare(b))
      .map(([city, zips]) => ({ city, zips: zips.map((zip) => ({ to: to(`/service-area/${zip}`), label: zip })) })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const locale = loaderData?.locale ?? "en";
  return topPageMeta(matches, locale, uiWords[locale].sitemapPage, loaderData?.path ?? "/sitemap");
};

function LinkList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <section>
      <h2 className="text-xl font-bold">{title}</h2>
      <TextLinkList className="mt-3 space-y-1.5" links={links} />
    </section>
  );
}

export default function SitemapPage({ loaderData: d }: Route.ComponentProps) {
  const w = useWords().t.sitemapPage;
  return (
    <>
      <PageHero title={w.heading} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <LinkList title={w.mainPages} links={d.mainPages} />
        <LinkList title={w.appliances} links={[{ to: d.links.appliances, label: w.allAppliances }, ...d.appliances]} />
        <LinkList title={w.brands} links={[{ to: d.links.brands, label: w.allBrands }, ...d.brands]} />
        <div className="space-y-10">
          <LinkList title={w.commonIssues} links={d.issues} />
          <LinkList
            title={w.blog}
            links={[
              { to: "/blog", label: w.allArticles },
              // The posts are in English: on a page in another language, their titles say so.
              ...d.posts.map((p) => ({
                to: `/blog/${p.slug}`,
                label: p.title,
                lang: d.locale === "en" ? undefined : LANGUAGE_TAG.en,
              })),
              ...d.categories.map((c) => ({ to: `/blog/category/${c.slug}`, label: w.category(c.name) })),
            ]}
          />
        </div>
      </div>
      <PageSection title={w.serviceAreas} titleClassName="text-xl font-bold" className="pb-12">
        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {d.cities.map((c) => (
            <div key={c.city}>
              <h3 className="font-semibold">{c.city}</h3>
              <TextLinkList className="mt-1 flex flex-wrap gap-x-3 gap-y-1" links={c.zips} />
            </div>
          ))}
        </div>
        <p className="mt-8">
          <a href="/sitemap.xml" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
            {w.xml}
          </a>
        </p>
      </PageSection>
    </>
  );
}
