import { company } from "#content/company.ts";
import privacy from "#content/legal/privacy.md?raw";
import terms from "#content/legal/terms.md?raw";
import { RETENTION } from "#app/domain/privacy/retention.ts";
import { renderMarkdown } from "./markdown.server";

const DOCUMENTS = { privacy, terms } as const;

/** What the legal pages' {placeholders} stand for: the settings and rules that hold each fact. */
function placeholders(): Record<string, string> {
  const { street, city, state, zip } = company.address;
  return {
    companyName: company.name,
    phone: company.phone,
    email: company.email,
    address: `${street}, ${city}, ${state} ${zip}`,
    warrantyDays: String(company.warranty.days),
    requestRetentionMonths: String(RETENTION.unconvertedRequestMonths),
    recordRetentionYears: String(RETENTION.serviceRecordYearsAfterWarranty),
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
const RENDERED = {
  privacy: renderMarkdown(fillPlaceholders(DOCUMENTS.privacy, placeholders())),
  terms: renderMarkdown(fillPlaceholders(DOCUMENTS.terms, placeholders())),
};

/** A legal page as HTML, with the company's details, the warranty and the retention periods filled in. */
export function legalDocumentHtml(name: keyof typeof DOCUMENTS): string {
  return RENDERED[name];
}
