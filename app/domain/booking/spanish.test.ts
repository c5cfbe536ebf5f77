import { describe, expect, it } from "vitest";
import { sampleAppointment } from "../../../tests/support/sample-appointment.ts";
import { firstErrors } from "../validation/fields.ts";
import { company } from "#content/company.ts";
import { uiWords } from "../i18n/words.ts";
import { inboundIntent } from "../sms/keywords.ts";
import {
  confirmationText as smsConfirmationText,
  enRouteText,
  keywordReplyText,
  manageLinkText,
  reminderText as smsReminderText,
  shortDate,
} from "../sms/texts.ts";

/** The GSM 03.38 basic characters a text may use and still count 160 to a segment. */
const GSM_ALPHABET = /^[A-Za-z0-9 @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;
import {
  cancellationParams,
  cancellationText,
  confirmationParams,
  confirmationText,
  reminderParams,
  reminderText,
} from "./emails.ts";
import { BOOKING_APPLIANCES, BOOKING_ISSUES } from "./options.ts";
import { bookingSchema, bookingSchemaIn } from "./schema.ts";

const today = "2026-11-24";

describe("the booking schema in Spanish", () => {
  it("names the Spanish labels in its messages and keeps English unchanged", () => {
    const empty = {
      name: "",
      phone: "",
      email: "",
      address: "",
      zipCode: "",
      appliance: "",
      issue: "",
      preferredDate: "",
      preferredTime: "",
    };
    const spanish = bookingSchemaIn("es", today).safeParse(empty);
    const english = bookingSchema(today).safeParse(empty);
    expect(spanish.success || english.success).toBe(false);
    if (spanish.success || english.success) return;
    expect(firstErrors(spanish.error).name).toBe("Nombre: este dato es obligatorio");
    expect(firstErrors(spanish.error).preferredTime).toBe("Horario preferido: este dato es obligatorio");
    expect(firstErrors(english.error).name).toBe("Name is required");
  });
});

describe("the customer's emails in Spanish", () => {
  const appointment = sampleAppointment({
    name: "Ana Martínez",
    phone: "8325550188",
    email: "ana@example.com",
    address: "6200 Bellaire Blvd",
    zipCode: "77036",
    issue: "Not draining",
    preferredDate: "2026-12-01",
    createdAt: "2026-11-24T18:00:00.000Z",
    manageUrl: "https://example.com/appointments/abc",
    language: "es" as const,
  });

  it("writes the confirmation in Spanish, with the appliance and issue in Spanish and the date in Spanish", () => {
    const text = confirmationText(confirmationParams(appointment, company));
    expect(text.split("\n")).toEqual([
      "Hola, Ana Martínez:",
      "",
      `Gracias por agendar con ${company.name}. Recibimos su solicitud de cita APT-123456.`,
      "",
      "Electrodoméstico: Lavadora",
      "Problema: No desagua",
      "Cita: 1 de diciembre de 2026, 2-4 PM (horario de llegada)",
      "Dirección: 6200 Bellaire Blvd, 77036",
      "",
      "Para cambiar la fecha o cancelar esta visita: https://example.com/appointments/abc",
      "",
      `Le llamamos en menos de ${company.callbackMinutes} minutos para confirmar su cita.`,
      `Cada reparación lleva nuestra garantía de ${company.warranty.days} días en piezas y mano de obra.`,
      "",
      `¿Preguntas? Llame al ${company.phone} o escriba a ${company.email}.`,
      company.name,
    ]);
  });

  it("writes the reminder and the cancellation in Spanish; the cancellation leads to the Spanish booking page", () => {
    const reminder = reminderText(reminderParams(appointment, company));
    expect(reminder).toContain(
      "Le recordamos su visita APT-123456 para reparar su lavadora: nuestro técnico llega el 1 de diciembre de 2026, 2-4 PM",
    );
    expect(reminder).toContain("Por favor tenga listo:\n- Paso libre");
    const cancellation = cancellationText(cancellationParams(appointment, company, "https://example.com"));
    expect(cancellation).toContain("Su visita APT-123456 del 1 de diciembre de 2026, 2-4 PM, quedó cancelada.");
    expect(cancellation).toContain(
      `Para agendar otra visita: https://example.com/es/reservar, o llame al ${company.phone}.`,
    );
  });

  it("keeps an English booking's emails in English", () => {
    const text = confirmationText(confirmationParams({ ...appointment, language: "en" }, company));
    expect(text).toContain(
      "Appliance: Washing Machine\nIssue: Not draining\nBooked: December 1, 2026, 2-4 PM (arrival window)",
    );
    expect(cancellationParams({ ...appointment, language: "en" }, company, "https://example.com").book_url).toBe(
      "https://example.com/book-online",
    );
  });

  it("writes the texts in Spanish, keeping STOP, the way carriers read it", () => {
    const visit = {
      id: "APT-123456",
      date: "2026-12-01",
      window: "2-4 PM",
      manageUrl: "https://example.com/appointments/abc",
      language: "es" as const,
    };
    expect(shortDate("2026-12-01", "es")).toBe("mar 1 dic");
    expect(smsConfirmationText(company, visit)).toBe(
      `${company.name}: cita APT-123456 agendada para el mar 1 dic, 2-4 PM. Cambiar o cancelar: https://example.com/appointments/abc Responda STOP para dejar de recibir mensajes.`,
    );
    // Saturday is spelled as Spanish readers write it, though its á sends that text in UCS-2.
    expect(smsConfirmationText(company, { ...visit, date: "2026-12-05" })).toContain("el sáb 5 dic,");
    expect(shortDate("2026-09-02", "es")).toBe("mié 2 sept");
    for (const text of [
      smsConfirmationText(company, visit),
      smsReminderText(company, visit),
      enRouteText(company, visit),
      manageLinkText(company, visit),
      ...["ALTO", "CANCELAR", "ALTA"].map((word) => keywordReplyText(company, inboundIntent(word)!, "es")),
    ]) {
      expect(text, text).toMatch(GSM_ALPHABET);
    }
    expect(enRouteText(company, visit)).toBe(
      `${company.name}: su técnico va en camino para la cita APT-123456 (horario 2-4 PM). ¿Preguntas? Llame al ${company.phone}.`,
    );
  });
});

describe("the Spanish booking form's words", () => {
  it("name every appliance and every issue the form offers", () => {
    for (const appliance of BOOKING_APPLIANCES) expect(uiWords.es.bookingPage.applianceNames[appliance]).toMatch(/\S/);
    for (const issue of BOOKING_ISSUES) expect(uiWords.es.bookingPage.issueNames[issue], issue).toMatch(/\S/);
    expect(Object.keys(uiWords.es.bookingPage.issueNames).toSorted()).toEqual([...BOOKING_ISSUES].toSorted());
  });
});
