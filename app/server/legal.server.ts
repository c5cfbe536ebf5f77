import { company } from "@content/company";
import privacy from "@content/legal/privacy.md?raw";
import terms from "@content/legal/terms.md?raw";
import { renderMarkdown } from "./markdown.server";

const DOCUMENTS = { privacy, terms } as const;

/** A legal page as HTML, with the company's details filled in from the settings. */
export function legalDocumentHtml(name: keyof typeof DOCUMENTS): string {
  const { street, city, state, zip } = company.address;
  const filled = DOCUMENTS[name]
    .replaceAll("{companyName}", company.name)
    .replaceAll("{phone}", company.phone)
    .replaceAll("{email}", company.email)
    .replaceAll("{address}", `${street}, ${city}, ${state} ${zip}`);
  return renderMarkdown(filled);
}
