import { describe, expect, it } from "vitest";
import { isServicesPath, MAIN_LINKS } from "./navigation.ts";

describe("navigation", () => {
  it("highlights Services on appliance and brand pages only", () => {
    expect(isServicesPath("/appliances")).toBe(true);
    expect(isServicesPath("/appliances/dryer")).toBe(true);
    expect(isServicesPath("/brands/lg")).toBe(true);
    expect(isServicesPath("/service-areas")).toBe(false);
    expect(isServicesPath("/")).toBe(false);
  });
  it("lists the six main links in the spec's order", () => {
    expect(MAIN_LINKS.map((l) => l.label)).toEqual([
      "Book Appointment",
      "Check Warranty",
      "Get Estimate",
      "FAQ",
      "Find Parts",
      "Our Technicians",
    ]);
  });
});
