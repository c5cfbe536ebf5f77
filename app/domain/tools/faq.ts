import type { Faq } from "../content-schemas";

export type { Faq };

export const FAQ_CATEGORIES = ["Error Codes", "General", "Service", "Washing Machine", "Warranty"] as const;

/** The FAQ page's Popular Topics links. */
export const POPULAR_TOPICS = [
  { label: "Washing machine not draining", to: "/issues/washing-machine-not-draining" },
  { label: "Dryer not heating", to: "/issues/dryer-not-heating" },
  { label: "Refrigerator not cooling", to: "/issues/refrigerator-not-cooling" },
  { label: "Repair cost estimator", to: "/estimate" },
  { label: "Warranty check", to: "/warranty" },
] as const;


/** Case-insensitive text in the question or answer, combined with the category ("" or "All" for every one). */
export function filterFaqs(faqs: readonly Faq[], search: string, category: string): Faq[] {
  const text = search.trim().toLowerCase();
  return faqs.filter(
    (f) => (!text || f.question.toLowerCase().includes(text) || f.answer.toLowerCase().includes(text)) && (!category || category === "All" || f.category === category),
  );
}
