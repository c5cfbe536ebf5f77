import { describe, expect, it } from "vitest";
import { isCalendarDate } from "../time.ts";
import {
  emailField,
  fieldsIn,
  hasJunk,
  optionalText,
  phoneField,
  requiredText,
  serviceDateField,
  visitDateProblem,
} from "./fields.ts";
import { normalizePhone } from "./messages.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("phone numbers", () => {
  it("drop a leading +1 or 1 as the country code and keep every other digit", () => {
    for (const input of ["+1 (713) 555-0199", "1-713-555-0199", "(713) 555-0199"])
      expect(normalizePhone(input), input).toBe("7135550199");
    for (const input of ["12345678901234", "71355501991"]) expect(normalizePhone(input), input).toBe(input);
  });
  it("must then be ten digits of a real number", () => {
    expect(phoneField.parse("+1 (713) 555-0199")).toBe("7135550199");
    for (const bad of ["12345678901234", "0000000000", "1111111111", "7130550199", "71355501"]) {
      expect(firstMessage(phoneField.safeParse(bad)), bad).toBe("Please enter a valid 10-digit phone number");
    }
    expect(firstMessage(phoneField.safeParse(""))).toBe("Phone is required");
  });
  it("refuse letters between the digits instead of dropping them", () => {
    for (const bad of ["7a1b3c5d5e5f0g1h4i7", "713-555-0147 ext 2", "713555014x7", "+1 713 555 0147\u0000"])
      expect(firstMessage(phoneField.safeParse(bad)), bad).toBe("Please enter a valid 10-digit phone number");
    expect(phoneField.parse(" 713.555.0147 ")).toBe("7135550147");
  });
});

describe("ZIP codes", () => {
  const zip = fieldsIn("en").zipField("ZIP Code");
  it("are five digits as typed, never cut down to five", () => {
    expect(zip.parse(" 77001 ")).toBe("77001");
    for (const bad of ["770011", "77001abc", "x77001", "77001' OR 1=1", "7700", "77 001", "77001-1234"])
      expect(firstMessage(zip.safeParse(bad)), bad).toBe("Please enter a valid 5-digit ZIP code");
    expect(firstMessage(zip.safeParse(" "))).toBe("ZIP Code is required");
  });
});

describe("text fields", () => {
  it("refuse control, zero-width and direction-override characters with a message naming the field", () => {
    const name = requiredText("Name", 2, 100);
    for (const junk of [
      "Ann\u0000",
      "Ann\r\nSmith",
      "Ann\tSmith",
      "An\u200bn",
      "Ann \u202eeman",
      "Ann\u2066x",
      "An\ufeffn",
      "Ann\u0085",
    ]) {
      expect(firstMessage(name.safeParse(junk)), JSON.stringify(junk)).toBe(
        "Name contains characters we can't accept. Please type it again.",
      );
    }
    expect(name.parse("  José  O'Brien-Núñez ")).toBe("José  O'Brien-Núñez");
  });
  it("refuse characters shown as nothing, and the mark of text that was not valid UTF-8", () => {
    const name = requiredText("Name", 2, 100);
    const invisible = [0x061c, 0x00ad, 0x180e, 0x3164, 0x115f, 0x2800, 0xfff9, 0xfffc, 0x034f, 0xfffd, 0xfe0f];
    const tags = [0xe0000, 0xe0001, 0xe0020, 0xe0041, 0xe007f];
    for (const code of [...invisible, ...tags]) {
      const typed = `An${String.fromCodePoint(code)}n`;
      expect(firstMessage(name.safeParse(typed)), code.toString(16)).toBe(
        "Name contains characters we can't accept. Please type it again.",
      );
      expect(hasJunk(typed, true), code.toString(16)).toBe(code !== 0xfe0f);
    }
    expect(name.parse("Nguyễn Thị Ánh")).toBe("Nguyễn Thị Ánh");
    expect(name.parse("محمد العلي")).toBe("محمد العلي");
  });
  it("keep line breaks, tabs and emoji joiners in multi-line text, with Windows line ends made \\n", () => {
    const description = optionalText("Description", 1000, { multiline: true });
    expect(description.parse("Leaks.\r\nSince Monday.\tBad 👨‍👩‍👧")).toBe("Leaks.\nSince Monday.\tBad 👨‍👩‍👧");
    expect(firstMessage(description.safeParse("Leaks\u0000"))).toBe(
      "Description contains characters we can't accept. Please type it again.",
    );
    expect(firstMessage(description.safeParse("a\u202eb"))).toBe(
      "Description contains characters we can't accept. Please type it again.",
    );
    expect(hasJunk("a\nb", true)).toBe(false);
    expect(hasJunk("a\nb")).toBe(true);
  });
  it("compose accents, so the same name is stored the same way however it was typed", () => {
    expect(requiredText("Name").parse("Jose\u0301")).toBe("Jos\u00e9");
  });
});

describe("email addresses", () => {
  it("are text, @, text, dot, text, made of what addresses are made of", () => {
    for (const ok of ["ann@example.com", "o'brien+tag@mail.example.co.uk"]) expect(emailField.parse(ok)).toBe(ok);
    for (const bad of [
      '"><script>@example.com',
      "ann@example",
      "ann smith@example.com",
      "ann@exa mple.com",
      "<ann@example.com>",
      "ann@example.com\u0000",
      ".ann@example.com",
      "an..n@example.com",
      "ann@-.-",
      "ann@1.2",
      `${"a".repeat(65)}@example.com`,
    ]) {
      expect(firstMessage(emailField.safeParse(bad)), bad).toBe("Please enter a valid email address");
    }
  });
});

describe("dates", () => {
  it("are days on the calendar", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const bad of ["2027-02-30", "2027-13-01", "2027-00-00", "2027-2-3", "20270203", ""])
      expect(isCalendarDate(bad), bad).toBe(false);
  });
  it("for a visit: today or later with the spec's message, and within 60 days", () => {
    const today = "2026-11-23";
    expect(visitDateProblem("2026-11-23", today, 60)).toBeNull();
    expect(visitDateProblem("2027-01-22", today, 60)).toBeNull();
    expect(visitDateProblem("2027-01-23", today, 60)).toBe("Please select a date within the next 60 days");
    expect(visitDateProblem("9999-12-31", today, 60)).toBe("Please select a date within the next 60 days");
    for (const bad of ["2026-11-22", "2027-02-30", "2027-13-01"])
      expect(visitDateProblem(bad, today, 60), bad).toBe("Please select a future date");
  });
  it("for a completed visit: within the past 12 months and not in the future", () => {
    const field = serviceDateField("2026-11-23");
    expect(field.parse("2026-11-23")).toBe("2026-11-23");
    expect(field.parse("2025-11-23")).toBe("2025-11-23");
    for (const bad of ["2025-11-22", "1999-01-01", "9999-12-31", "2026-11-24", "2026-02-30"]) {
      expect(firstMessage(field.safeParse(bad)), bad).toBe(
        "Service date must be a real date within the past 12 months, and not in the future",
      );
    }
  });
});

describe("fields on the Spanish pages", () => {
  const es = fieldsIn("es");
  it("refuse bad input with Spanish messages that name the field by its Spanish label", () => {
    expect(firstMessage(es.phoneField("Teléfono").safeParse(""))).toBe("Teléfono: este dato es obligatorio");
    expect(firstMessage(es.phoneField("Teléfono").safeParse("0000000000"))).toBe(
      "Escriba un número de teléfono válido de 10 dígitos",
    );
    expect(firstMessage(es.emailField("Correo electrónico").safeParse("ann@"))).toBe(
      "Escriba un correo electrónico válido",
    );
    expect(firstMessage(es.zipField("Código postal").safeParse("770"))).toBe(
      "Escriba un código postal válido de 5 dígitos",
    );
    expect(firstMessage(es.requiredText("Nombre", 2, 100).safeParse("A"))).toBe(
      "Nombre: escriba al menos 2 caracteres",
    );
    expect(firstMessage(es.requiredText("Nombre", 2, 5).safeParse("Ana María"))).toBe(
      "Nombre: escriba 5 caracteres como máximo",
    );
    expect(firstMessage(es.requiredText("Nombre").safeParse("An\u200bn"))).toBe(
      "Nombre: tiene caracteres que no podemos aceptar. Escríbalo de nuevo.",
    );
  });
  it("date a visit in Spanish", () => {
    expect(es.visitDateProblem("2026-01-01", "2026-02-01", 30)).toBe("Elija una fecha futura");
    expect(es.visitDateProblem("2026-04-01", "2026-02-01", 30)).toBe("Elija una fecha dentro de los próximos 30 días");
    expect(es.visitDateProblem("2026-02-10", "2026-02-01", 30)).toBeNull();
  });
  it("accept the same values as the English fields", () => {
    expect(es.phoneField("Teléfono").parse("+1 (713) 555-0199")).toBe(phoneField.parse("+1 (713) 555-0199"));
    expect(es.emailField("Correo").parse(" ann@example.com ")).toBe(emailField.parse(" ann@example.com "));
  });
});
