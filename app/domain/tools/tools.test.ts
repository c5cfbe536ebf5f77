import { describe, expect, it } from "vitest";
import { bookingLinkFor, competitorRange, type EstimatorEntry, findEstimate, issueKeyParam } from "./estimator.ts";
import { filterFaqs, type Faq } from "./faq.ts";
import { addToHistory, parseHistory, partSearchType, partsSearchHref, supplierSearchUrl } from "./parts.ts";
import { teamSummary, techniciansNear } from "./technicians.ts";

const entries: EstimatorEntry[] = [
  {
    appliance: "washing-machine",
    issue: "not-draining",
    applianceName: "Washing Machine",
    issueName: "Not Draining",
    estimate: { min: 162, max: 315, accuracy: 92 },
  },
];

const estimate = (appliance: string, issue: string, min: number, max: number, accuracy: number) => ({
  appliance,
  issue,
  priceRange: { min, max },
  accuracy,
});

describe("estimator", () => {
  it("finds the table's estimate", () => {
    expect(findEstimate(entries, "washing-machine", "not-draining")).toEqual(
      estimate("Washing Machine", "Not Draining", 162, 315, 92),
    );
  });
  it("falls back to $150-$350 at 85% with the names in title case", () => {
    expect(findEstimate(entries, "wine-cooler", "not-cooling-down")).toEqual(
      estimate("Wine Cooler", "Not Cooling Down", 150, 350, 85),
    );
  });
  it("takes any slug as the issue key, so keys outside the table reach the fallback", () => {
    expect(issueKeyParam("squeaky-door")).toBe("squeaky-door");
    expect(issueKeyParam("not-draining")).toBe("not-draining");
    expect(findEstimate(entries, "dryer", issueKeyParam("squeaky-door"))).toEqual(
      estimate("Dryer", "Squeaky Door", 150, 350, 85),
    );
  });
  it("refuses an issue key that is missing, not a slug or too long", () => {
    for (const raw of [null, "", "Squeaky Door", "squeaky--door", "-door", "<b>", "a".repeat(61)])
      expect(issueKeyParam(raw)).toBe("");
  });
  it("rounds each end times 1.3 for the comparison", () => {
    expect(competitorRange({ min: 162, max: 315 })).toEqual({ min: 211, max: 410 });
    expect(competitorRange({ min: 119, max: 221 })).toEqual({ min: 155, max: 287 });
  });
  it("carries appliance, issue and estimate into the booking link, or plain /book-online", () => {
    const est = findEstimate(entries, "washing-machine", "not-draining");
    expect(bookingLinkFor({ appliance: "washing-machine", issue: "not-draining" }, est)).toBe(
      "/book-online?appliance=washing-machine&issue=not-draining&estimate=%24162+-+%24315",
    );
    expect(bookingLinkFor(null, null)).toBe("/book-online");
  });
});

describe("technicians", () => {
  const team = [
    { id: 1, slug: "a", name: "A", initials: "A", zipCode: "77002", servicesThisWeek: 20 },
    { id: 2, slug: "b", name: "B", initials: "B", zipCode: "77449", servicesThisWeek: 15 },
    { id: 3, slug: "c", name: "C", initials: "C", zipCode: "77478", servicesThisWeek: 18 },
    { id: 4, slug: "d", name: "D", initials: "D", zipCode: "77380", servicesThisWeek: 22 },
  ];
  it("shows technicians whose ZIP differs by less than 100, else the first three", () => {
    expect(techniciansNear("77450", team).map((t) => t.id)).toEqual([2, 3, 4]);
    expect(techniciansNear("77300", team).map((t) => t.id)).toEqual([4]);
    expect(techniciansNear("77001", team).map((t) => t.id)).toEqual([1]);
    expect(techniciansNear("77102", team).map((t) => t.id)).toEqual([1, 2, 3]);
  });
  it("sums services this week and fixes the rating at 5", () => {
    expect(teamSummary(team)).toEqual({ servicesThisWeek: 75, activeTechnicians: 4 });
  });
});

describe("FAQ filter", () => {
  const faqs: Faq[] = [
    { id: 1, question: "How fast can you come?", answer: "Same day.", category: "Service" },
    { id: 2, question: "What does the warranty cover?", answer: "Parts and labor.", category: "Warranty" },
  ];
  it("searches question or answer ignoring case, combined with the category", () => {
    expect(filterFaqs(faqs, "LABOR", "").map((f) => f.id)).toEqual([2]);
    expect(filterFaqs(faqs, "same", "All").map((f) => f.id)).toEqual([1]);
    expect(filterFaqs(faqs, "", "Warranty").map((f) => f.id)).toEqual([2]);
    expect(filterFaqs(faqs, "same", "Warranty")).toEqual([]);
  });
});

describe("parts search", () => {
  it("builds the supplier URL from the trimmed query and its type, and refuses empty input", () => {
    expect(supplierSearchUrl("https://parts.example/search", "  WPW10321304 ", "part")).toBe(
      "https://parts.example/search?q=WPW10321304&type=part",
    );
    expect(supplierSearchUrl("https://parts.example/search", "WTW5000DW1", "model")).toBe(
      "https://parts.example/search?q=WTW5000DW1&type=model",
    );
    expect(supplierSearchUrl("https://parts.example/search", "DC97 16350C", "serial")).toBe(
      "https://parts.example/search?q=DC97+16350C&type=serial",
    );
    expect(supplierSearchUrl("https://parts.example/search", "   ", "model")).toBeNull();
  });
  it("reads the search type, a part number when missing or unknown", () => {
    expect(partSearchType("model")).toBe("model");
    expect(partSearchType("serial")).toBe("serial");
    expect(partSearchType(null)).toBe("part");
    expect(partSearchType("brand")).toBe("part");
  });
  it("links a popular number to our search address", () => {
    expect(partsSearchHref("WPW10321304", "part")).toBe("/parts/search?type=part&q=WPW10321304");
  });
  it("keeps the last five unique searches, newest first", () => {
    let h: string[] = [];
    for (const q of ["a", "b", "c", "a", "d", "e", "f"]) h = addToHistory(h, q);
    expect(h).toEqual(["f", "e", "d", "a", "c"]);
    expect(parseHistory("not json")).toEqual([]);
    expect(parseHistory('["x", 3, "y"]')).toEqual(["x", "y"]);
  });
});
