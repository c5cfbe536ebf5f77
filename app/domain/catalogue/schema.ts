import { z } from "zod";

export const URGENCIES = ["Critical", "High", "Medium", "Low"] as const;
export const DIFFICULTIES = ["Easy", "Medium", "Hard"] as const;
/**
 * A brand's popularity label, the one every page shows for it (home tiles, /brands, brand and appliance
 * pages): the brand entity's six values plus the two the home page's tiles also use, Common and Growing.
 */
export const BRAND_POPULARITIES = [
  "Most Popular",
  "Very Popular",
  "Popular",
  "Common",
  "Specialty",
  "Premium",
  "Luxury",
  "Growing",
] as const;
/** The icons an appliance can show, by lucide icon name (drawn by ApplianceIcon; no emoji font needed). */
export const APPLIANCE_ICONS = [
  "washing-machine",
  "wind",
  "refrigerator",
  "utensils-crossed",
  "flame",
  "microwave",
  "cooking-pot",
  "chef-hat",
  "snowflake",
  "trash",
  "package",
  "air-vent",
  "soup",
] as const;
export const HOME_BRAND_GROUPS = ["major-american", "premium", "international"] as const;
/** Badges of the estimator's appliance cards (spec 000 §2, estimator step 1). */
export const ESTIMATOR_BADGES = [
  "Most Popular",
  "Frequent",
  "Common",
  "Quick Fix",
  "Complex",
  "Specialty",
  "Moderate",
  "Rare",
] as const;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens");
const text = z.string().trim().min(1);
const costRange = z
  .object({ min: z.number().int().positive(), max: z.number().int().positive() })
  .refine((r) => r.min <= r.max, { message: "min must not be above max", path: ["min"] });

export const ApplianceSchema = z.object({
  id: text,
  name: text,
  slug,
  /** The icon shown beside the name; the name is its text. */
  icon: z.enum(APPLIANCE_ICONS),
  description: text,
  avgRepairCost: costRange,
  repairTime: text,
  /** Shown on the estimator's appliance card; absent for appliances the estimator does not offer. */
  estimator: z.object({ badge: z.enum(ESTIMATOR_BADGES), description: text }).optional(),
  seoTitle: text,
  seoDescription: text,
  seoKeywords: z.array(text).min(3),
});

export const BrandSchema = z.object({
  id: text,
  name: text,
  slug,
  logo: text,
  description: text,
  founded: z.string().regex(/^\d{4}$/),
  headquarters: text,
  popularity: z.enum(BRAND_POPULARITIES),
  marketPosition: text,
  /** Appliance slugs this brand is serviced for. */
  appliances: z.array(slug).min(1),
  /** The group the brand's tile sits in on the home page. */
  homeGroup: z.enum(HOME_BRAND_GROUPS),
  seoTitle: text,
  seoDescription: text,
  seoKeywords: z.array(text).min(3),
});

export const RepairStepSchema = z.object({
  step: z.number().int().positive(),
  title: text,
  description: text,
  timeRequired: text,
  toolsNeeded: z.array(text),
  safetyNotes: text.optional(),
});

export const RepairIssueSchema = z.object({
  id: z.string().regex(/^[a-z]{2}-\d+$/),
  name: text,
  slug,
  /** Short key used by the estimator and booking links, e.g. "not-draining". */
  key: slug,
  appliance: slug,
  description: text,
  symptoms: z.array(text).min(5).max(8),
  causes: z.array(text).min(5).max(8),
  urgency: z.enum(URGENCIES),
  difficulty: z.enum(DIFFICULTIES),
  avgCost: costRange,
  repairTime: text,
  /** The estimator's figures for this issue (spec 000, Estimate entity). */
  estimate: z
    .object({
      min: z.number().int().positive(),
      max: z.number().int().positive(),
      accuracy: z.number().int().min(84).max(95),
    })
    .refine((r) => r.min <= r.max, { message: "min must not be above max", path: ["min"] }),
  prevention: z.array(text).length(6),
  whyItHappens: z.object({
    primaryCause: text,
    explanation: text,
    commonTriggers: z.array(text).min(3),
    ageFactors: text,
    usageFactors: text,
  }),
  repairSteps: z.array(RepairStepSchema).length(4),
  professionalVsDiy: text,
  seoTitle: text,
  seoDescription: text,
  seoKeywords: z.array(text).min(3),
});

export type Appliance = z.infer<typeof ApplianceSchema>;
export type Brand = z.infer<typeof BrandSchema>;
export type RepairIssue = z.infer<typeof RepairIssueSchema>;
export type ApplianceInput = z.input<typeof ApplianceSchema>;
export type BrandInput = z.input<typeof BrandSchema>;
export type RepairIssueInput = z.input<typeof RepairIssueSchema>;
