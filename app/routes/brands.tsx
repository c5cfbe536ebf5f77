import { sectionPlace } from "#app/domain/i18n/trail.ts";
import { claims } from "#content/claims.ts";
import { Link } from "react-router";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { POPULARITY_TONE } from "#app/components/catalogue/tones.ts";
import { CallToAction } from "#app/components/CallToAction.tsx";
import { useWords } from "#app/components/i18n.ts";
import { ReasonsToChoose } from "#app/components/ReasonsToChoose.tsx";
import { StatTiles } from "#app/components/StatTiles.tsx";
import { Badge } from "#app/components/ui/Badge.tsx";
import { brands, groupBrands } from "#app/domain/catalogue/catalogue.ts";
import type { Brand } from "#app/domain/catalogue/schema.ts";
import { localBrand } from "#app/domain/i18n/catalogue.ts";
import { type Locale, localeOfRequest } from "#app/domain/i18n/locale.ts";
import { entryCard } from "#app/domain/i18n/entry-card.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { pageMeta } from "#app/seo.ts";
import type { Route } from "./+types/brands";
import { pageHandle } from "#app/pages.ts";

export const handle = pageHandle("brands");

/** What the page shows of a brand, in the page's language. */
const pick = (locale: Locale) => (entry: Brand) =>
  entryCard(locale, "brands", localBrand(entry, locale), ["logo", "founded", "headquarters", "popularity"]);

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { popular, premium } = groupBrands();
  return {
    ...sectionPlace(locale, "/brands", (t) => t.breadcrumbs.brands),
    popular: popular.map(pick(locale)),
    premium: premium.map(pick(locale)),
    total: brands.length,
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const t = uiWords[data?.locale ?? "en"].brandsPage;
  return pageMeta(matches, {
    title: t.title(data?.total ?? 0),
    description: t.description(data?.total ?? 0),
    path: data?.path ?? "/brands",
    keywords: t.keywords,
    breadcrumbs: data?.breadcrumbs,
  });
};

type BrandCard = ReturnType<typeof loader>["popular"][number];

function BrandGrid({ list }: { list: BrandCard[] }) {
  const { t } = useWords();
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {list.map((b) => (
        <li key={b.slug}>
          <Link
            to={b.href}
            className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
          >
            <span className="text-xl font-extrabold">{b.logo}</span>
            <span className="text-sm text-slate-700">{t.brandsPage.founded(b.founded, b.headquarters)}</span>
            <span>
              <Badge tone={POPULARITY_TONE[b.popularity]}>{t.popularity[b.popularity]}</Badge>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { popular, premium, total } = loaderData;
  const { t } = useWords();
  const p = t.brandsPage;
  return (
    <>
      <PageHero title={p.heading} intro={p.intro} breadcrumbs={loaderData.breadcrumbs}>
        <StatTiles
          tone="dark"
          className="mt-8 sm:max-w-xl"
          stats={[
            { value: `${total}+`, label: t.stats.brands },
            { value: claims.repairs, label: t.stats.repairs },
            { value: t.warranty.period, label: t.stats.warranty },
          ]}
        />
      </PageHero>
      <section className="mx-auto max-w-7xl px-4 py-12">
        <h2 className="text-2xl font-bold sm:text-3xl">{p.popular}</h2>
        <BrandGrid list={popular} />
        {premium.length ? (
          <>
            <h2 className="mt-12 text-2xl font-bold sm:text-3xl">{p.premium}</h2>
            <BrandGrid list={premium} />
          </>
        ) : null}
      </section>
      <ReasonsToChoose heading={p.brandsHeading} />
      <CallToAction title={p.ctaTitle} text={p.ctaText(total)} />
    </>
  );
}
