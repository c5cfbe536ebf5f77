import { describe, expect, it } from "vitest";
import { company } from "#content/company.ts";
import { ALWAYS_ADDED_KEYWORDS, buildKeywords } from "./keywords.ts";
import { alternatesOf } from "../i18n/paths.ts";
import { breadcrumbJsonLd, buildMeta, businessJsonLd, fitTitle, MAX_TITLE_LENGTH, serviceJsonLd } from "./meta.ts";

const site = "https://repair.example";

describe("buildKeywords", () => {
  it("adds the five keywords every page carries, without repeats", () => {
    const k = buildKeywords(["Dryer Repair Houston", "same day service"], { appliance: "dryer", city: "katy" });
    expect(k.slice(0, 2)).toEqual(["dryer repair houston", "same day service"]);
    expect(k).toContain("dryer repair katy");
    expect(k).toContain("appliance repair katy");
    for (const always of ALWAYS_ADDED_KEYWORDS) expect(k.filter((x) => x === always)).toHaveLength(1);
  });
});

describe("buildMeta", () => {
  const tags = buildMeta(
    {
      title: "Dryer Repair",
      description: "Fast dryer repair.",
      path: "/appliances/dryer",
      breadcrumbs: [
        { name: "Home", url: "/" },
        { name: "Dryer", url: "/appliances/dryer" },
      ],
    },
    site,
  );

  it("sets title, description, robots and the canonical URL from SITE_URL", () => {
    expect(tags).toContainEqual({ title: "Dryer Repair" });
    expect(tags).toContainEqual({ name: "description", content: "Fast dryer repair." });
    expect(tags).toContainEqual({ name: "robots", content: "index, follow" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://repair.example/appliances/dryer" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://repair.example/appliances/dryer" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("includes the business and breadcrumb structured data", () => {
    const blocks = tags.filter((t) => "script:ld+json" in t);
    expect(blocks).toHaveLength(3);
    expect(blocks[1]).toEqual({
      "script:ld+json": breadcrumbJsonLd(site, [
        { name: "Home", url: "/" },
        { name: "Dryer", url: "/appliances/dryer" },
      ]),
    });
  });

  it("drops empty tags and marks office pages noindex without structured data", () => {
    const office = buildMeta({ title: "Office", description: "", path: "/office", noindex: true }, site);
    expect(office.find((t) => "name" in t && t.name === "description")).toBeUndefined();
    expect(office).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(office.some((t) => "script:ld+json" in t)).toBe(false);
  });
});

describe("businessJsonLd", () => {
  const ld = businessJsonLd(site);
  it("describes a home-and-construction business with the spec's hours, radius and price range", () => {
    expect(ld["@type"]).toBe("HomeAndConstructionBusiness");
    expect(ld.priceRange).toBe("$$");
    expect(ld.areaServed).toMatchObject({ "@type": "GeoCircle", geoRadius: 50000 });
    expect(ld.openingHoursSpecification).toEqual([
      expect.objectContaining({
        opens: "07:00",
        closes: "20:00",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      }),
      expect.objectContaining({ opens: "08:00", closes: "18:00", dayOfWeek: ["Saturday", "Sunday"] }),
    ]);
  });
  it("carries no self-declared rating", () => {
    expect(JSON.stringify(ld)).not.toMatch(/aggregateRating|ratingValue|review/i);
  });
});

describe("fitTitle", () => {
  it("keeps a title of 70 characters or fewer as it is", () => {
    expect(MAX_TITLE_LENGTH).toBe(70);
    const seventy = `${"a".repeat(60)} | ${"b".repeat(7)}`;
    expect(fitTitle(seventy)).toBe(seventy);
  });
  it("drops trailing ' | ' parts until the title fits", () => {
    expect(fitTitle("Appliance Repair The Woodlands, TX | Same-Day Service | Bayou City Appliance Repair")).toBe(
      "Appliance Repair The Woodlands, TX | Same-Day Service",
    );
    expect(fitTitle("Appliance Repair The Woodlands, TX | Same-Day Service | Bayou City Appliance Repair", 40)).toBe(
      "Appliance Repair The Woodlands, TX",
    );
  });
  it("cuts a title with no parts left to drop at a word, with an ellipsis", () => {
    const fitted = fitTitle("Why Your Dishwasher Leaves Spots and Film on Glasses and What a Technician Checks First");
    expect(fitted).toBe("Why Your Dishwasher Leaves Spots and Film on Glasses and What a…");
    expect(fitted.length).toBeLessThanOrEqual(70);
  });
  it("is applied to the title, og:title and twitter:title of every page head", () => {
    const long = "Appliance Repair The Woodlands, TX | Same-Day Service | Bayou City Appliance Repair";
    const tags = buildMeta({ title: long, description: "d", path: "/city/the-woodlands" }, site);
    expect(tags).toContainEqual({ title: "Appliance Repair The Woodlands, TX | Same-Day Service" });
    expect(tags).toContainEqual({
      property: "og:title",
      content: "Appliance Repair The Woodlands, TX | Same-Day Service",
    });
    expect(tags).toContainEqual({
      name: "twitter:title",
      content: "Appliance Repair The Woodlands, TX | Same-Day Service",
    });
  });
});

describe("serviceJsonLd", () => {
  it("describes a repair service in Houston provided by the business, with its price range", () => {
    expect(
      serviceJsonLd(site, {
        name: "Dryer Repair in Houston",
        serviceType: "Dryer Repair",
        description: "Dryers fixed.",
        path: "/appliances/dryer",
        price: { min: 162, max: 476 },
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Dryer Repair in Houston",
      serviceType: "Dryer Repair",
      description: "Dryers fixed.",
      url: "https://repair.example/appliances/dryer",
      provider: { "@id": "https://repair.example/#business" },
      areaServed: { "@type": "City", name: "Houston" },
      offers: { "@type": "AggregateOffer", priceCurrency: "USD", lowPrice: 162, highPrice: 476 },
    });
  });
  it("names a brand and leaves out what is not given", () => {
    const ld = serviceJsonLd(site, {
      name: "LG Appliance Repair in Houston",
      serviceType: "Appliance repair",
      path: "/brands/lg",
      brand: "LG",
    });
    expect(ld.brand).toEqual({ "@type": "Brand", name: "LG" });
    expect(Object.keys(ld)).not.toContain("offers");
    expect(Object.keys(ld)).not.toContain("description");
  });
});

const links = (tags: ReturnType<typeof buildMeta>) =>
  tags.filter((t) => "rel" in t && t.rel === "alternate" && "hrefLang" in t);
const property = (tags: ReturnType<typeof buildMeta>, name: string) =>
  tags.filter((t) => "property" in t && t.property === name).map((t) => ("content" in t ? t.content : ""));
const webPage = (tags: ReturnType<typeof buildMeta>) =>
  tags.map((t) => ("script:ld+json" in t ? t["script:ld+json"] : null)).find((ld) => ld?.["@type"] === "WebPage");

describe("buildMeta in two languages", () => {
  const alternates = [
    { tagName: "link", rel: "alternate", hrefLang: "en-US", href: `${site}/appliances/dryer` },
    { tagName: "link", rel: "alternate", hrefLang: "es-US", href: `${site}/es/electrodomesticos/secadora` },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site}/appliances/dryer` },
  ];

  it("gives both versions of a page the same hreflang links, x-default in English", () => {
    const pair = alternatesOf("/appliances/dryer");
    const en = buildMeta({ title: "Dryer Repair", description: "d", path: "/appliances/dryer" }, site, pair);
    const es = buildMeta(
      { title: "Reparación de secadoras", description: "d", path: "/es/electrodomesticos/secadora" },
      site,
      pair,
    );
    expect(links(en)).toEqual(alternates);
    expect(links(es)).toEqual(alternates);
    expect(es).toContainEqual({ tagName: "link", rel: "canonical", href: `${site}/es/electrodomesticos/secadora` });
  });

  it("marks a Spanish page's language for Open Graph and structured data, with Spanish keywords only", () => {
    const es = buildMeta(
      {
        title: "Reparación de secadoras",
        description: "d",
        path: "/es/electrodomesticos/secadora",
        keywords: ["secadora no calienta"],
        keywordContext: { appliance: "secadora" },
      },
      site,
      alternatesOf("/es/electrodomesticos/secadora"),
    );
    expect(property(es, "og:locale")).toEqual(["es_US"]);
    expect(property(es, "og:locale:alternate")).toEqual(["en_US"]);
    expect(webPage(es)).toMatchObject({
      "@type": "WebPage",
      url: `${site}/es/electrodomesticos/secadora`,
      inLanguage: "es-US",
    });
    expect(es).toContainEqual({
      name: "keywords",
      content: `secadora no calienta, servicio el mismo día, garantía de ${company.warranty.days} días, técnico con licencia, reparación económica, servicio de emergencia`,
    });
  });

  it("claims no other language for an English-only page", () => {
    const faq = buildMeta({ title: "Blog", description: "d", path: "/blog" }, site, alternatesOf("/blog"));
    expect(
      links(buildMeta({ title: "FAQ", description: "d", path: "/faq" }, site, alternatesOf("/appliances/dryer"))),
    ).toEqual([]);
    expect(links(faq)).toEqual([]);
    expect(property(faq, "og:locale")).toEqual(["en_US"]);
    expect(property(faq, "og:locale:alternate")).toEqual([]);
    expect(webPage(faq)).toMatchObject({ inLanguage: "en-US" });
  });
});
