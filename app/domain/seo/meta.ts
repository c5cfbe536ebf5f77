import { company } from "#content/company.ts";
import { LANGUAGE_TAG, LOCALES, localeOfPath, OG_LOCALE } from "../i18n/locale.ts";
import type { PagePaths } from "../i18n/paths.ts";
import { uiWords } from "../i18n/words.ts";
import { buildKeywords, type KeywordContext } from "./keywords.ts";

export interface Breadcrumb {
  name: string;
  /** A path such as "/appliances", or an absolute URL. */
  url: string;
}

/** A breadcrumb trail from Home through the given [name, path] steps. */
export function trail(...steps: [name: string, url: string][]): Breadcrumb[] {
  return [{ name: "Home", url: "/" }, ...steps.map(([name, url]) => ({ name, url }))];
}

export interface PageSeo {
  title: string;
  description: string;
  /** The page's path, e.g. "/appliances/dryer"; the canonical URL is SITE_URL plus this path. */
  path: string;
  keywords?: readonly string[];
  keywordContext?: KeywordContext;
  /** Social image: a path under the site or an absolute URL. */
  image?: string;
  breadcrumbs?: Breadcrumb[];
  /** Page-specific structured data, added after the business's own; a function receives SITE_URL. */
  jsonLd?: (Record<string, unknown> | ((siteUrl: string) => Record<string, unknown>))[];
  noindex?: boolean;
  ogType?: "website" | "article";
}

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; type?: string; title?: string; hrefLang?: string }
  | { "script:ld+json": Record<string, unknown> };

export const DEFAULT_SOCIAL_IMAGE = "/images/social-card.png";

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

const day = (days: string[], open: string, close: string) => ({
  "@type": "OpeningHoursSpecification",
  dayOfWeek: days,
  opens: open,
  closes: close,
});

/**
 * The business as structured data. No aggregateRating: search engines refuse review markup
 * that a business gives itself; the 5.0 rating stays in the page text.
 */
export function businessJsonLd(siteUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": `${siteUrl}/#business`,
    name: company.name,
    url: `${siteUrl}/`,
    telephone: company.rawPhone,
    email: company.email,
    priceRange: company.priceRange,
    image: absoluteUrl(siteUrl, DEFAULT_SOCIAL_IMAGE),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.state,
      postalCode: company.address.zip,
      addressCountry: "US",
    },
    areaServed: {
      "@type": "GeoCircle",
      geoMidpoint: { "@type": "GeoCoordinates", latitude: 29.7604, longitude: -95.3698 },
      geoRadius: company.serviceRadiusMeters,
    },
    openingHoursSpecification: [
      day(
        ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        company.hours.weekdays.open,
        company.hours.weekdays.close,
      ),
      day(["Saturday", "Sunday"], company.hours.weekends.open, company.hours.weekends.close),
    ],
  };
}

/** A repair service the business offers in Houston, as structured data, with its price range when known. */
export function serviceJsonLd(
  siteUrl: string,
  service: {
    name: string;
    serviceType: string;
    path: string;
    description?: string;
    price?: { min: number; max: number };
    brand?: string;
  },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    serviceType: service.serviceType,
    ...(service.description ? { description: service.description } : {}),
    url: absoluteUrl(siteUrl, service.path),
    provider: { "@id": `${siteUrl}/#business` },
    ...(service.brand ? { brand: { "@type": "Brand", name: service.brand } } : {}),
    areaServed: { "@type": "City", name: company.address.city },
    ...(service.price
      ? {
          offers: {
            "@type": "AggregateOffer",
            priceCurrency: "USD",
            lowPrice: service.price.min,
            highPrice: service.price.max,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: Breadcrumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(siteUrl, c.url),
    })),
  };
}

/** Search results show about 70 characters of a title; no page's title is longer. */
export const MAX_TITLE_LENGTH = 70;

/**
 * A title that fits MAX_TITLE_LENGTH: trailing " | …" parts (the company's name, a slogan) are dropped
 * one by one until it fits; a title still too long is cut at a word and ends with "…".
 */
export function fitTitle(title: string, max: number = MAX_TITLE_LENGTH): string {
  let fitted = title.trim();
  while (fitted.length > max && fitted.includes(" | ")) fitted = fitted.slice(0, fitted.lastIndexOf(" | "));
  if (fitted.length <= max) return fitted;
  const cut = fitted.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,:;|–—-]+$/, "")}…`;
}

/**
 * The page's language links: its own address and its counterpart's, each with its hreflang, and
 * x-default pointing to the English one. Nothing for a page that exists in one language only, or
 * when the pair given is not this page's.
 */
function alternateLinks(path: string, siteUrl: string, versions: PagePaths | null | undefined): MetaTag[] {
  if (!versions || !LOCALES.some((locale) => versions[locale] === path)) return [];
  return [
    ...LOCALES.map((locale) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: LANGUAGE_TAG[locale],
      href: absoluteUrl(siteUrl, versions[locale]),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(siteUrl, versions.en) },
  ];
}

/**
 * Every tag of a page's head, empty ones dropped. The page's language comes from its path; `alternates`
 * is its address in each language (app/domain/i18n/paths.ts), when it has both.
 */
export function buildMeta(page: PageSeo, siteUrl: string, alternates?: PagePaths | null): MetaTag[] {
  const seo = { ...page, title: fitTitle(page.title) };
  const locale = localeOfPath(seo.path);
  const canonical = absoluteUrl(siteUrl, seo.path);
  const image = absoluteUrl(siteUrl, seo.image ?? DEFAULT_SOCIAL_IMAGE);
  // The suggested keywords are English phrases: a Spanish page keeps to its own.
  const keywords = buildKeywords(
    seo.keywords,
    locale === "en" ? seo.keywordContext : {},
    uiWords[locale].seo.alwaysAddedKeywords,
  ).join(", ");
  const languageLinks = seo.noindex ? [] : alternateLinks(seo.path, siteUrl, alternates);
  const tags: MetaTag[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { name: "keywords", content: keywords },
    { name: "robots", content: seo.noindex ? "noindex, nofollow" : "index, follow" },
    { tagName: "link", rel: "canonical", href: canonical },
    ...languageLinks,
    { property: "og:type", content: seo.ogType ?? "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:locale", content: OG_LOCALE[locale] },
    ...(languageLinks.length
      ? LOCALES.filter((other) => other !== locale).map((other) => ({
          property: "og:locale:alternate",
          content: OG_LOCALE[other],
        }))
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
  ];
  const nonEmpty = tags.filter((t) => !("content" in t) || t.content.trim() !== "");
  if (seo.noindex) return nonEmpty;
  nonEmpty.push({ "script:ld+json": businessJsonLd(siteUrl) });
  if (seo.breadcrumbs?.length) nonEmpty.push({ "script:ld+json": breadcrumbJsonLd(siteUrl, seo.breadcrumbs) });
  for (const block of seo.jsonLd ?? [])
    nonEmpty.push({ "script:ld+json": typeof block === "function" ? block(siteUrl) : block });
  nonEmpty.push({
    "script:ld+json": webPageJsonLd(siteUrl, canonical, seo.title, seo.description, LANGUAGE_TAG[locale]),
  });
  return nonEmpty;
}

/** The page itself, with the language it is written in. */
function webPageJsonLd(
  siteUrl: string,
  url: string,
  name: string,
  description: string,
  inLanguage: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": url,
    url,
    name,
    description,
    inLanguage,
    publisher: { "@id": `${siteUrl}/#business` },
  };
}
