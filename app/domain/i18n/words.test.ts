import { describe, expect, it } from "vitest";
import { ContentError } from "../content-validation.ts";
import { en } from "./ui/en.ts";
import { es } from "./ui/es.ts";
import { checkWords, uiWordFile, uiWords } from "./words.ts";

const FILE = uiWordFile("es");

/** A copy of the Spanish words with one field changed (or removed, when value is undefined). */
function withField(path: string[], value: unknown): unknown {
  const copy: Record<string, unknown> = { ...es };
  let target = copy;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    target[key] = Array.isArray(next) ? [...next] : { ...(next as object) };
    target = target[key] as Record<string, unknown>;
  }
  const last = path.at(-1)!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

describe("the shared words", () => {
  it("has every English key in Spanish", () => {
    expect(() => checkWords(en, es, FILE)).not.toThrow();
    expect(uiWords.es.language.name).toBe("Español");
    expect(uiWords.en.language.name).toBe("English");
  });

  it("names the file and the field of a missing translation", () => {
    expect(() => checkWords(en, withField(["header", "services"], undefined), FILE)).toThrow(
      new ContentError('app/domain/i18n/ui/es.ts: field "header.services" is missing'),
    );
    expect(() => checkWords(en, withField(["footer"], undefined), FILE)).toThrow(
      'app/domain/i18n/ui/es.ts: field "footer" is missing',
    );
  });

  it("names a missing quick chat message and its field", () => {
    const quick = es.chat.quickMessages.map((m, i) => (i === 2 ? { label: m.label } : m));
    expect(() => checkWords(en, withField(["chat", "quickMessages"], quick), FILE)).toThrow(
      'app/domain/i18n/ui/es.ts: field "chat.quickMessages.2.text" is missing',
    );
    expect(() => checkWords(en, withField(["chat", "quickMessages"], quick.slice(0, 5)), FILE)).toThrow(
      'app/domain/i18n/ui/es.ts: field "chat.quickMessages" has 5 items where the English words have 6',
    );
  });

  it("refuses an empty text and a text where a phrase is expected", () => {
    expect(() => checkWords(en, withField(["notFound", "title"], "  "), FILE)).toThrow(
      'app/domain/i18n/ui/es.ts: field "notFound.title" is empty',
    );
    expect(() => checkWords(en, withField(["appliancePage", "heading"], "Reparación"), FILE)).toThrow(
      'app/domain/i18n/ui/es.ts: field "appliancePage.heading" is a string where the English words have a function',
    );
  });

  it("phrases the Spanish catalogue as a Houston technician would", () => {
    const dryer = { name: "Secadora", plural: "secadoras" };
    expect(es.appliancePage.heading(dryer)).toBe("Reparación de secadoras en Houston");
    expect(es.issuePage.calmTitle(dryer)).toBe("Que su secadora vuelva a funcionar");
    expect(es.chat.quickMessages).toHaveLength(6);
    expect(es.chat.defaultMessage).toBe(
      "¡Hola! Necesito ayuda con la reparación de un electrodoméstico. ¿Me pueden ayudar?",
    );
  });
});
