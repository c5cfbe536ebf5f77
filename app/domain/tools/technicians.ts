import type { Technician } from "../content-schemas.ts";

export type { Technician };

export const NEARBY_ZIP_DIFFERENCE = 100;
export const MAX_NEARBY = 3;
export const TECHNICIAN_PAGE_ZIP_COUNT = 24;

/** Technicians whose ZIP differs numerically by less than 100, up to three; else the first three. */
export function techniciansNear(zip: string, technicians: readonly Technician[]): Technician[] {
  const target = Number(zip);
  const near = technicians
    .filter((t) => Math.abs(Number(t.zipCode) - target) < NEARBY_ZIP_DIFFERENCE)
    .slice(0, MAX_NEARBY);
  return near.length > 0 ? near : technicians.slice(0, MAX_NEARBY);
}

export function teamSummary(technicians: readonly Technician[]) {
  return {
    servicesThisWeek: technicians.reduce((sum, t) => sum + t.servicesThisWeek, 0),
    activeTechnicians: technicians.length,
  };
}
