import { company } from "#content/company.ts";
import privacy from "#content/legal/privacy.md?raw";
import terms from "#content/legal/terms.md?raw";
import { describe, expect, it } from "vitest";
import { RETENTION } from "#app/domain/privacy/retention.ts";
import { fillPlaceholders, legalDocumentHtml, renderLegalText } from "./legal.server.ts";

describe("legal pages", () => {
  it("state the warranty and retention periods only through placeholders", () => {
    for (const text of [privacy, terms]) {
      expect(text).not.toMatch(new RegExp(`\\b${company.warranty.days}\\b`));
      expect(text).not.toMatch(new RegExp(`\\b${RETENTION.unconvertedRequestMonths} months\\b`));
      expect(text).not.toMatch(new RegExp(`\\b${RETENTION.serviceRecordYearsAfterWarranty} years\\b`));
    }
  });
  it("read the periods from the settings and the retention rules", () => {
    const html = legalDocumentHtml("privacy");
    expect(html).toContain(`your ${company.warranty.days}-day warranty is based on`);
    expect(html).toContain(`deleted after ${RETENTION.unconvertedRequestMonths} months`);
    expect(html).toContain(
      `kept for the ${company.warranty.days}-day warranty period plus ${RETENTION.serviceRecordYearsAfterWarranty} years`,
    );
    expect(html).toContain(company.phone);
    expect(legalDocumentHtml("terms")).toContain(
      `within ${company.warranty.days} days, we return and fix it free of charge`,
    );
    for (const name of ["privacy", "terms"] as const) expect(legalDocumentHtml(name)).not.toMatch(/\{\w+\}/);
  });
  it("refuse an unknown placeholder", () => {
    expect(fillPlaceholders("call {phone}", { phone: "1" })).toBe("call 1");
    expect(() => fillPlaceholders("call {phon}", { phone: "1" })).toThrow("unknown placeholder {phon}");
  });
  it("give the Spanish text with the same facts filled in", () => {
    const html = legalDocumentHtml("privacy", "es");
    expect(html).toContain(`En ese registro se basa su garantía de ${company.warranty.days} días.`);
    expect(html).toContain(`se borran después de ${RETENTION.unconvertedRequestMonths} meses`);
    expect(legalDocumentHtml("terms", "es")).toContain(
      `dentro de ${company.warranty.days} días, regresamos y lo reparamos sin costo`,
    );
    for (const name of ["privacy", "terms"] as const) expect(legalDocumentHtml(name, "es")).not.toMatch(/\{\w+\}/);
  });
  it("refuse a translation that leaves out a fact, naming the file and the placeholder", () => {
    expect(() =>
      renderLegalText("content/legal/terms.es.md", "call {phone} or {email}", "llame al {phone}", {
        phone: "1",
        email: "a",
      }),
    ).toThrow("content/legal/terms.es.md: missing placeholder {email}");
    expect(() =>
      renderLegalText("content/legal/terms.es.md", "call {phone}", "llame al {phon}", { phone: "1" }),
    ).toThrow("content/legal/terms.es.md: missing placeholder {phone}");
  });
});
