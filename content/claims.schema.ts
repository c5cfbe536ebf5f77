import { z } from "zod";

const range = z
  .object({ min: z.number().positive(), max: z.number().positive() })
  .refine((r) => r.min < r.max, { message: "min must be below max", path: ["min"] });
/** A figure as the pages print it, e.g. "10,000+". */
const figure = z.string().regex(/^\d{1,3}(,\d{3})*\+?$/, 'must read like "50+" or "10,000+"');

/** The marketing claims the pages repeat; the company's settings (company.ts) hold the rest. */
export const ClaimsSchema = z.object({
  repairs: figure,
  brandsServiced: figure,
  applianceTypes: z.number().int().positive(),
  customerSatisfactionPercent: z.number().int().min(1).max(100),
  estimateAccuracyPercent: z.number().int().min(1).max(100),
  competitorMarkupPercent: z.number().int().positive(),
  serviceRadiusMiles: z.number().int().positive(),
  emergencyAvailability: z.literal("24/7"),
  /** The usual time until a technician arrives, in hours: the one response time every page states. */
  responseHours: range,
});

export type Claims = z.infer<typeof ClaimsSchema>;

/** Checks the claims; the error names the field. Runs when the server starts and in the tests. */
export function validateClaims(value: unknown): Claims {
  const result = ClaimsSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`content/claims.ts: field "${issue.path.join(".")}": ${issue.message}`);
  }
  return result.data;
}
