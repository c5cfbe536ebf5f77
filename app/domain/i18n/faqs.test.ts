import { faqWords } from "#content/es/faqs.ts";
import { describe, expect, it } from "vitest";
import type { Faq } from "../content-schemas.ts";
import { faqs } from "#app/server/content.server.ts";
import { translateFaqs } from "./faqs.ts";

const FILE = "content/es/faqs.ts";
const english: Faq[] = [
  { id: 1, question: "How fast?", answer: "Same day.", category: "Service" },
  { id: 2, question: "Warranty?", answer: "Parts and labor.", category: "Warranty" },
];

describe("Spanish FAQ", () => {
  it("translates every English question, keeping its id, category and order", () => {
    const spanish = translateFaqs(faqs, faqWords, FILE);
    expect(spanish.map((f) => [f.id, f.category])).toEqual(faqs.map((f) => [f.id, f.category]));
    expect(spanish[0]!.question).toBe("¿Qué tan pronto pueden venir a reparar mi electrodoméstico?");
  });
  it("fails on a missing entry, naming the file and the entry", () => {
    expect(() =>
      translateFaqs(english, { 1: { question: "¿Qué tan rápido?", answer: "El mismo día." } }, FILE),
    ).toThrow("content/es/faqs.ts: entry 2 is missing");
  });
  it("fails on a missing or empty field, naming the file, the entry and the field", () => {
    expect(() =>
      translateFaqs(
        english,
        {
          1: { question: "¿Qué tan rápido?", answer: "El mismo día." },
          2: { question: "¿Garantía?" },
        },
        FILE,
      ),
    ).toThrow('content/es/faqs.ts: entry 2: field "answer"');
    expect(() =>
      translateFaqs(
        english,
        {
          1: { question: " ", answer: "El mismo día." },
          2: { question: "¿Garantía?", answer: "Piezas y mano de obra." },
        },
        FILE,
      ),
    ).toThrow('content/es/faqs.ts: entry 1: field "question"');
  });
  it("fails on an entry naming no English question", () => {
    expect(() => translateFaqs(english, { 3: { question: "¿Otra?", answer: "Sí." } }, FILE)).toThrow(
      "content/es/faqs.ts: entry 3 names no English question",
    );
  });
});
