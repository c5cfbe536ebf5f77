import { z } from "zod";
import type { Faq } from "../content-schemas.ts";
import { ContentError } from "../content-validation.ts";

const FaqWordsSchema = z.object({ question: z.string().trim().min(1), answer: z.string().trim().min(1) });

/**
 * The FAQ entries in another language: each English entry with its question and answer replaced by
 * the translation keyed by its id. A missing entry or field, or an entry naming no English question,
 * is an error naming the file, the entry and the field.
 */
export function translateFaqs(english: readonly Faq[], words: Record<number, unknown>, file: string): Faq[] {
  const ids = new Set(english.map((f) => f.id));
  for (const key of Object.keys(words))
    if (!ids.has(Number(key))) throw new ContentError(`${file}: entry ${key} names no English question`);
  return english.map((faq) => {
    const entry = words[faq.id];
    if (entry === undefined) throw new ContentError(`${file}: entry ${faq.id} is missing`);
    const result = FaqWordsSchema.safeParse(entry);
    if (!result.success) {
      const problem = result.error.issues[0]!;
      throw new ContentError(`${file}: entry ${faq.id}: field "${problem.path.join(".")}": ${problem.message}`);
    }
    return { ...faq, question: result.data.question, answer: result.data.answer };
  });
}
