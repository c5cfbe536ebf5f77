import type { CoveredZip } from "./schema.ts";

/**
 * A small deterministic generator (mulberry32). Seeded by the ZIP code, it gives every page the
 * same "random" figures on every visit, on the server and in the browser alike.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [min, max], inclusive. */
function intBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export const TOP_APPLIANCE_CHOICES = [
  "Washing Machine",
  "Dryer",
  "Refrigerator",
  "Dishwasher",
  "Oven",
  "Microwave",
  "Ice Machine",
  "Garbage Disposal",
] as const;

const DOWNTOWN = { lat: 29.7604, lng: -95.3698 };

export interface ZipFigures {
  population: number;
  medianIncome: number;
  averageHomeValue: number;
  coordinates: { lat: number; lng: number };
  serviceStats: {
    topAppliances: string[];
  };
}

/** Figures within the spec's ranges (001 §9), the same for a ZIP every time. */
export function generateZipFigures(zipCode: string): ZipFigures {
  const zipNumber = Number(zipCode);
  const random = seededRandom(zipNumber);
  const population = intBetween(random, 15000, 54999);
  const medianIncome = intBetween(random, 50000, 89999);
  const averageHomeValue = intBetween(random, 300000, 499999);
  const shuffled = TOP_APPLIANCE_CHOICES.toSorted((a, b) => a.localeCompare(b)).map((name) => ({
    name,
    key: random(),
  }));
  shuffled.sort((a, b) => a.key - b.key);
  // A small offset around downtown Houston from the ZIP's last digits.
  const lastTwo = zipNumber % 100;
  const lastThree = zipNumber % 1000;
  return {
    population,
    medianIncome,
    averageHomeValue,
    coordinates: {
      lat: Math.round((DOWNTOWN.lat + ((lastTwo % 10) - 5) * 0.03) * 10000) / 10000,
      lng: Math.round((DOWNTOWN.lng + ((Math.floor(lastThree / 10) % 10) - 5) * 0.03) * 10000) / 10000,
    },
    serviceStats: {
      topAppliances: shuffled.slice(0, 3).map((s) => s.name),
    },
  };
}

export interface ZipArea extends CoveredZip, ZipFigures {}

/** A ZIP's full record: hand-written figures where the content has them, generated ones otherwise. */
export function zipArea(zip: CoveredZip): ZipArea {
  return { ...zip, ...(zip.figures ?? generateZipFigures(zip.zipCode)) };
}
