import { SITEMAP_MAIN_PAGES } from "#content/sitemap.ts";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { coveredZips } from "#app/domain/areas/coverage.ts";
import { appliances, brands } from "#app/domain/catalogue/catalogue.ts";
import { SITEMAP_ISSUES } from "#app/domain/catalogue/sitemap.ts";
import { sectionPageMeta } from "#app/seo.ts";
import { categories, posts } from "#app/server/blog.server.ts";
import { TextLinkItems, zipLinks } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/sitemap-page";
import type { RouteHandle } from "#app/root.tsx";

export const handle: RouteHandle = { cache: "path" };

const titleOf = (slug: string) => slug.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

export function loader() {
  const byCity = new Map<string, string[]>();
  for (const z of coveredZips) byCity.set(z.city, [...(byCity.get(z.city) ?? []), z.zipCode]);
  return {
    appliances: appliances.map((a) => ({ slug: a.slug, name: a.name })),
    issues: SITEMAP_ISSUES.map((slug) => ({ to: `/issues/${slug}`, label: titleOf(slug) })),
    brands: brands.map((b) => ({ slug: b.slug, name: b.name })),
    posts: posts.map((p) => ({ slug: p.slug, title: p.title })),
    categories: categories.map((c) => ({ slug: c.slug, name: c.name })),
    cities: [...byCity.entries()].toSorted(([a], [b]) => a.localeCompare(b)).map(([city, zips]) => ({ city, zips })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => sectionPageMeta(matches, "/sitemap");

function LinkList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <section>
      <h2 className="text-xl font-bold">{title}</h2>
      <ul className="mt-3 space-y-1.5">
        <TextLinkItems links={links} />
      </ul>
    </section>
  );
}

export default function SitemapPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Sitemap" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <LinkList title="Main Pages" links={SITEMAP_MAIN_PAGES} />
        <LinkList
          title="Appliances"
          links={[{ to: "/appliances", label: "All Appliances" }, ...d.appliances.map((a) => ({ to: `/appliances/${a.slug}`, label: `${a.name} Repair` }))]}
        />
        <LinkList title="Brands" links={[{ to: "/brands", label: "All Brands" }, ...d.brands.map((b) => ({ to: `/brands/${b.slug}`, label: b.name }))]} />
        <div className="space-y-10">
          <LinkList title="Common Issues" links={d.issues} />
          <LinkList
            title="Blog"
            links={[
              { to: "/blog", label: "All Articles" },
              ...d.posts.map((p) => ({ to: `/blog/${p.slug}`, label: p.title })),
              ...d.categories.map((c) => ({ to: `/blog/category/${c.slug}`, label: `Category: ${c.name}` })),
            ]}
          />
        </div>
      </div>
      <section className="mx-auto max-w-7xl px-4 pb-12">
        <h2 className="text-xl font-bold">Service Areas</h2>
        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {d.cities.map((c) => (
            <div key={c.city}>
              <h3 className="font-semibold">{c.city}</h3>
              <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
                <TextLinkItems links={zipLinks(c.zips)} />
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-8">
          <a href="/sitemap.xml" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
            XML Sitemap
          </a>
        </p>
      </section>
    </>
  );
}
