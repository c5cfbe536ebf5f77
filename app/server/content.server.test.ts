import { faqs as faqEntries } from "#content/faqs.ts";
import { technicians as technicianEntries } from "#content/technicians.ts";
import { testimonials as testimonialEntries } from "#content/testimonials.ts";
import { describe, expect, it } from "vitest";
import { ContentError } from "#app/domain/content-validation.ts";
import { coveredZips as zipEntries } from "#content/zips.ts";
import { checkCoveredZips, faqs, loadContent, technicians, testimonials } from "./content.server.ts";

const valid = { faqs: faqEntries, technicians: technicianEntries, testimonials: testimonialEntries };

describe("FAQ, technician and testimonial content", () => {
  it("passes its schemas: the FAQs, the four technicians and the three testimonials", () => {
    expect(loadContent(valid)).toEqual({
      faqs: faqEntries,
      technicians: technicianEntries,
      testimonials: testimonialEntries,
    });
    expect({ faqs, technicians, testimonials }).toEqual(valid);
    expect([technicians.length, testimonials.length]).toEqual([4, 3]);
  });
  it("names the file, the entry and the field of a bad entry", () => {
    expect(() => loadContent({ ...valid, faqs: [{ ...faqEntries[0]!, category: "Pricing" }] })).toThrow(ContentError);
    expect(() => loadContent({ ...valid, faqs: [{ ...faqEntries[0]!, category: "Pricing" }] })).toThrow(
      /^content\/faqs\.ts: entry "1": field "category": /,
    );
    expect(() => loadContent({ ...valid, faqs: [{ ...faqEntries[0]!, answer: "Call (713) 555-0147." }] })).toThrow(
      'content/faqs.ts: entry "1": field "answer": must not carry a phone number or email',
    );
    expect(() => loadContent({ ...valid, technicians: [{ ...technicianEntries[0]!, initials: "mj" }] })).toThrow(
      'content/technicians.ts: entry "marcus-johnson": field "initials": must be two or three capital letters',
    );
    expect(() => loadContent({ ...valid, testimonials: [{ ...testimonialEntries[0]!, rating: 6 }] })).toThrow(
      /^content\/testimonials\.ts: entry "1": field "rating": /,
    );
    expect(() => loadContent({ ...valid, testimonials: [{ ...testimonialEntries[0]!, date: "2024-13-01" }] })).toThrow(
      /^content\/testimonials\.ts: entry "1": field "date": /,
    );
  });
  it("refuses a technician outside the ZIPs we serve, and a repeated id", () => {
    expect(() => loadContent({ ...valid, technicians: [{ ...technicianEntries[0]!, zipCode: "90210" }] })).toThrow(
      'content/technicians.ts: entry "1": field "zipCode": 90210 is not a ZIP we serve',
    );
    expect(() => loadContent({ ...valid, faqs: [faqEntries[0]!, faqEntries[0]!] })).toThrow(
      'content/faqs.ts: entry "1": field "id": duplicate id "1"',
    );
  });
});

describe("the coverage list", () => {
  it("passes its schema as written", () => {
    expect(() => checkCoveredZips(zipEntries)).not.toThrow();
  });
  it("refuses a malformed ZIP, an unknown region and a ZIP listed twice, naming the entry", () => {
    const first = zipEntries[0]!;
    expect(() => checkCoveredZips([{ ...first, zipCode: "7700" }])).toThrow(
      /^content\/zips\.ts: entry "7700": field "zipCode": must be 5 digits/,
    );
    expect(() => checkCoveredZips([{ ...first, region: "Galveston" }])).toThrow(
      /^content\/zips\.ts: entry "77001": field "region": /,
    );
    expect(() => checkCoveredZips([first, first])).toThrow(
      'content/zips.ts: entry "77001": field "zipCode": duplicate zipCode "77001"',
    );
  });
});
