import { faqs as faqEntries, POPULAR_TOPICS } from "#content/faqs.ts";
import { CONTENT_TRANSLATIONS } from "#content/translations.ts";
import { technicians as technicianEntries } from "#content/technicians.ts";
import { testimonials as testimonialEntries } from "#content/testimonials.ts";
import { coveredZips as zipEntries } from "#content/zips.ts";
import { getCoveredZip } from "#app/domain/areas/coverage.ts";
import { CoveredZipSchema } from "#app/domain/areas/schema.ts";
import { SITEMAP_ISSUES } from "#app/domain/catalogue/sitemap.ts";
import { appliances, issues, requireSlugs } from "#app/domain/catalogue/catalogue.ts";
import { assertUnique, ContentError, parseContent } from "#app/domain/content-validation.ts";
import {
  type Faq,
  FaqSchema,
  type Technician,
  TechnicianSchema,
  type Testimonial,
  TestimonialSchema,
} from "#app/domain/content-schemas.ts";
import { HOME_APPLIANCES } from "#app/domain/home.ts";
import { translateFaqs } from "#app/domain/i18n/faqs.ts";
import { checkWords, uiWordFile, uiWords } from "#app/domain/i18n/words.ts";
import { type Locale, LOCALES } from "#app/domain/i18n/locale.ts";
import { FEATURE_WORDS } from "#app/words/features.ts";

/**
 * The FAQ, technician and testimonial content, checked by their schemas, and the catalogue slugs the
 * pages name in code, checked against the catalogue. This module loads when the server starts, so a
 * bad entry or a renamed slug stops the start with a message naming the file and the entry.
 */
export function loadContent(input: {
  faqs: readonly unknown[];
  technicians: readonly unknown[];
  testimonials: readonly unknown[];
}) {
  const faqs: Faq[] = parseContent(FaqSchema, input.faqs, "content/faqs.ts");
  assertUnique(faqs, "id", "content/faqs.ts");
  const technicians: Technician[] = parseContent(TechnicianSchema, input.technicians, "content/technicians.ts");
  assertUnique(technicians, "id", "content/technicians.ts");
  for (const t of technicians) {
    if (!getCoveredZip(t.zipCode))
      throw new ContentError(
        `content/technicians.ts: entry "${t.id}": field "zipCode": ${t.zipCode} is not a ZIP we serve`,
      );
  }
  const testimonials: Testimonial[] = parseContent(TestimonialSchema, input.testimonials, "content/testimonials.ts");
  assertUnique(testimonials, "id", "content/testimonials.ts");
  return { faqs, technicians, testimonials };
}

/** The coverage list's entries: each a valid ZIP record, no ZIP twice. */
export function checkCoveredZips(entries: readonly unknown[]): void {
  const list = parseContent(CoveredZipSchema, entries, "content/zips.ts");
  assertUnique(list, "zipCode", "content/zips.ts");
}

/** Slugs named in code: each must name a catalogue entry. */
export function checkSlugReferences(): void {
  requireSlugs(HOME_APPLIANCES, appliances, "the home page's appliance tiles (app/domain/home.ts)");
  requireSlugs(SITEMAP_ISSUES, issues, "the sitemap page's common issues (app/domain/catalogue/sitemap.ts)");
  const topicIssues = POPULAR_TOPICS.flatMap((t) =>
    t.to.startsWith("/issues/") ? [t.to.slice("/issues/".length)] : [],
  );
  requireSlugs(topicIssues, issues, "the FAQ page's popular topics (app/domain/tools/faq.ts)");
}

checkCoveredZips(zipEntries);
checkSlugReferences();
// Every page, email and text reads its language's words: a missing or empty one stops the start, not a page.
for (const locale of LOCALES) {
  checkWords(uiWords.en, uiWords[locale], uiWordFile(locale));
  for (const [file, words] of Object.entries(FEATURE_WORDS)) checkWords(words.en, words[locale], file);
}
export const { faqs, technicians, testimonials } = loadContent({
  faqs: faqEntries,
  technicians: technicianEntries,
  testimonials: testimonialEntries,
});

/** The FAQ in each language, checked at start-up: a missing translated question or answer stops the start. */
export const faqsByLocale = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    locale === "en" ? faqs : translateFaqs(faqs, CONTENT_TRANSLATIONS[locale].faqs, `content/${locale}/faqs.ts`),
  ]),
) as Record<Locale, Faq[]>;
