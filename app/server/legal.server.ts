import { company, formatClock } from "#content/company.ts";
import privacy from "#content/legal/privacy.md?raw";
import terms from "#content/legal/terms.md?raw";
import privacyEs from "#content/legal/privacy.es.md?raw";
import termsEs from "#content/legal/terms.es.md?raw";
import type { Locale } from "#app/domain/i18n/locale.ts";
import { NEWSLETTER_CONFIRMATION } from "#app/domain/newsletter/confirmation.ts";
import { RETENTION } from "#app/domain/privacy/retention.ts";
import { renderMarkdown } from "./markdown.server.ts";

/** Each legal document in each language, with the same placeholders. */
const DOCUMENTS = {
  en: { privacy, terms },
  es: { privacy: privacyEs, terms: termsEs },
} as const;

type DocumentName = keyof (typeof DOCUMENTS)["en"];

/** What the legal pages' {placeholders} stand for: the settings and rules that hold each fact. */
function placeholders(): Record<string, string> {
  const { street, city, state, zip } = company.address;
  const { weekdays, weekends } = company.hours;
  return {
    companyName: company.name,
    phone: company.phone,
    email: company.email,
    address: `${street}, ${city}, ${state} ${zip}`,
    warrantyDays: String(company.warranty.days),
    callbackMinutes: String(company.callbackMinutes),
    weekdayOpen: formatClock(weekdays.open),
    weekdayClose: formatClock(weekdays.close),
    weekendOpen: formatClock(weekends.open),
    weekendClose: formatClock(weekends.close),
    requestRetentionMonths: String(RETENTION.unconvertedRequestMonths),
    recordRetentionYears: String(RETENTION.serviceRecordYearsAfterWarranty),
    newsletterConfirmDays: String(NEWSLETTER_CONFIRMATION.linkValidDays),
  };
}

/** Fills every {name} in a text; an unknown name is an error, so a misspelt placeholder never reaches a page. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`unknown placeholder {${name}}`);
    return values[name]!;
  });
}

// Rendered once, when the server starts: a placeholder error stops the start, not a request.
const RENDERED = renderAll();

/** The placeholder names in a text, sorted. */
export function placeholderNames(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].toSorted();
}

/**
 * One legal text as HTML. A translation states every fact the English states: the same
 * placeholders, no fewer; a missing or unknown one is an error naming the file.
 */
export function renderLegalText(
  file: string,
  englishText: string,
  text: string,
  values: Record<string, string>,
): string {
  const missing = placeholderNames(englishText).filter((p) => !placeholderNames(text).includes(p));
  if (missing.length > 0) throw new Error(`${file}: missing placeholder ${missing.map((p) => `{${p}}`).join(", ")}`);
  try {
    return renderMarkdown(fillPlaceholders(text, values));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

function renderAll(): Record<Locale, Record<DocumentName, string>> {
  const values = placeholders();
  const render = (locale: Locale, name: DocumentName) =>
    renderLegalText(
      `content/legal/${name}${locale === "en" ? "" : `.${locale}`}.md`,
      DOCUMENTS.en[name],
      DOCUMENTS[locale][name],
      values,
    );
  return {
    en: { privacy: render("en", "privacy"), terms: render("en", "terms") },
    es: { privacy: render("es", "privacy"), terms: render("es", "terms") },
  };
}

/** A legal page as HTML in a language, with the company's details, the warranty and the retention periods filled in. */
export function legalDocumentHtml(name: DocumentName, locale: Locale = "en"): string {
  return RENDERED[locale][name];
}
