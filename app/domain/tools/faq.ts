import type { Faq } from "../content-schemas.ts";

export type { Faq };

export const FAQ_CATEGORIES = ["Error Codes", "General", "Service", "Washing Machine", "Warranty"] as const;

/** Case-insensitive text in the question or answer, combined with the category ("" or "All" for every one). */
export function filterFaqs(faqs: readonly Faq[], search: string, category: string): Faq[] {
  const text = search.trim().toLowerCase();
  return faqs.filter(
    (f) =>
      (!text || f.question.toLowerCase().includes(text) || f.answer.toLowerCase().includes(text)) &&
      (!category || category === "All" || f.category === category),
  );
}
