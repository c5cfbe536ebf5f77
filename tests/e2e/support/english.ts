import type { Page } from "@playwright/test";
import { company } from "../../../content/company.ts";
import { brands } from "../../../app/domain/catalogue/catalogue.ts";

/** English words and phrases that never belong on a Spanish page, matched as whole words. */
const ENGLISH = [
  "hours",
  "minutes",
  "Search",
  "surrounding areas",
  "Repair Guides",
  "Appliance Maintenance",
  "Category",
  "Evening",
  "Morning",
  "Afternoon",
  "Book Now",
  "Book Online",
  "Schedule",
  "Appointment",
  "Booked",
  "Request",
  "Reschedule",
  "Cancel",
  "Your visit",
  "Please",
  "We will",
  "Learn More",
  "View All",
  "Read More",
  "Call Now",
  "Full",
  "Closed",
];

const WHOLE_WORD = ENGLISH.map((word) => new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, "u"));

/** Names kept as they are in every language: the company's and the brands'. */
const NAMES = [company.name, ...brands.map((b) => b.name)].toSorted((a, b) => b.length - a.length);

/**
 * The English words of the list found in what the page's body shows or says to a screen reader:
 * its text (a <noscript>'s too), labels, titles, placeholders and alternative texts, each with the
 * text it was found in. Parts marked as another language (the language switch, an English
 * testimonial or blog title with its own `lang`) and the company's and brands' names are left out.
 */
export async function englishOnPage(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const otherLanguages = [...document.body.querySelectorAll('[lang]:not([lang^="es"])')];
    const spanish = (node: Element) => !otherLanguages.some((other) => other.contains(node));
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template") || !spanish(parent)) continue;
      // With scripts on, a <noscript> holds its markup as text: read the text of that markup.
      found.push(
        parent.tagName === "NOSCRIPT"
          ? (new DOMParser().parseFromString(node.nodeValue ?? "", "text/html").body.textContent ?? "")
          : (node.nodeValue ?? ""),
      );
    }
    for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder], [alt], input[value]")) {
      if (!spanish(element)) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
      if (element instanceof HTMLInputElement && ["submit", "button"].includes(element.type)) found.push(element.value);
    }
    return found;
  });
  return texts.flatMap((text) => {
    const bare = NAMES.reduce((t, name) => t.split(name).join(" "), text);
    return WHOLE_WORD.some((word) => word.test(bare)) ? [text.trim().slice(0, 200)] : [];
  });
}
