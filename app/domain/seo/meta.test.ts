import { describe, expect, it } from "vitest";
import { ALWAYS_ADDED_KEYWORDS, buildKeywords } from "./keywords";
import { breadcrumbJsonLd, buildMeta, businessJsonLd } from "./meta";

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
    { title: "Dryer Repair", description: "Fast dryer repair.", path: "/appliances/dryer", breadcrumbs: [{ name: "Home", url: "/" }, { name: "Dryer", url: "/appliances/dryer" }] },
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
    expect(blocks).toHaveLength(2);
    expect(blocks[1]).toEqual({ "script:ld+json": breadcrumbJsonLd(site, [{ name: "Home", url: "/" }, { name: "Dryer", url: "/appliances/dryer" }]) });
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
      expect.objectContaining({ opens: "07:00", closes: "20:00", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] }),
      expect.objectContaining({ opens: "08:00", closes: "18:00", dayOfWeek: ["Saturday", "Sunday"] }),
    ]);
  });
  it("carries no self-declared rating", () => {
    expect(JSON.stringify(ld)).not.toMatch(/aggregateRating|ratingValue|review/i);
  });
});
