import { describe, expect, it } from "vitest";
import { firstErrors } from "../validation/fields";
import { bookingSchema, bookingSchemaIn } from "./schema";

const today = "2026-11-24";

describe("the booking schema in Spanish", () => {
  it("names the Spanish labels in its messages and keeps English unchanged", () => {
    const empty = { name: "", phone: "", email: "", address: "", zipCode: "", appliance: "", issue: "", preferredDate: "", preferredTime: "" };
    const spanish = bookingSchemaIn("es", today).safeParse(empty);
    const english = bookingSchema(today).safeParse(empty);
    expect(spanish.success || english.success).toBe(false);
    if (spanish.success || english.success) return;
    expect(firstErrors(spanish.error).name).toBe("Nombre: este dato es obligatorio");
    expect(firstErrors(spanish.error).preferredTime).toBe("Horario preferido: este dato es obligatorio");
    expect(firstErrors(english.error).name).toBe("Name is required");
  });
});
