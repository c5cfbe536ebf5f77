import { z } from "zod";

import { CITY_REGIONS, REGIONS } from "./regions.ts";

export { REGIONS } from "./regions.ts";

const text = z.string().trim().min(1);
const zip = z.string().regex(/^\d{5}$/, "must be 5 digits");

/**
 * Figures of a hand-written ZIP record (spec 001 §3); other ZIPs get generated figures. The
 * business's own figures (response time, rating, repairs) are not kept per ZIP: every page prints
 * them from content/company.ts and content/claims.ts.
 */
export const ZipFiguresSchema = z.object({
  population: z.number().int().positive(),
  medianIncome: z.number().int().positive(),
  averageHomeValue: z.number().int().positive(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  serviceStats: z.object({
    topAppliances: z.array(text).min(3),
  }),
});

export const CoveredZipSchema = z.object({
  zipCode: zip,
  city: text,
  neighborhood: text,
  county: text,
  region: z.enum(REGIONS),
  figures: ZipFiguresSchema.optional(),
});

export const CitySchema = z.object({
  name: text,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  state: z.literal("TX"),
  county: text,
  region: z.enum(CITY_REGIONS),
  population: z.number().int().positive(),
  medianIncome: z.number().int().positive(),
  zipCodes: z.array(zip).min(1),
  neighborhoods: z.array(text).min(3),
  landmarks: z.array(text).min(2),
  primaryKeywords: z.array(text).min(3),
  metaDescription: text,
  isPrimary: z.boolean(),
});

export type CoveredZipInput = z.input<typeof CoveredZipSchema>;
export type CoveredZip = z.infer<typeof CoveredZipSchema>;
export type City = z.infer<typeof CitySchema>;
