/**
 * Seed rows for the hosted keyword tables (spec 001 §3 "Keyword tables"): seo_keywords and
 * keyword_combinations. Every row is seeded active. Search volumes are estimated monthly searches.
 * relatedCity uses the city name; relatedAppliance and combination appliances use appliance slugs.
 */

export type KeywordCategory = "appliance" | "city" | "issue" | "brand" | "service";

export interface SeoKeywordSeed {
  keyword: string;
  category: KeywordCategory;
  /** 1 high .. 3 low */
  priority: number;
  searchVolume: number;
  relatedCity: string | null;
  relatedAppliance: string | null;
}

export interface KeywordCombinationSeed {
  city: string;
  appliance: string;
  issue: string;
  searchVolume: number;
}

export const seoKeywordSeeds: SeoKeywordSeed[] = [
  // City
  { keyword: "appliance repair houston", category: "city", priority: 1, searchVolume: 2900, relatedCity: "Houston", relatedAppliance: null },
  { keyword: "appliance repair houston tx", category: "city", priority: 1, searchVolume: 880, relatedCity: "Houston", relatedAppliance: null },
  { keyword: "appliance repair katy", category: "city", priority: 1, searchVolume: 720, relatedCity: "Katy", relatedAppliance: null },
  { keyword: "appliance repair sugar land", category: "city", priority: 1, searchVolume: 590, relatedCity: "Sugar Land", relatedAppliance: null },
  { keyword: "appliance repair the woodlands", category: "city", priority: 1, searchVolume: 590, relatedCity: "The Woodlands", relatedAppliance: null },
  { keyword: "appliance repair cypress tx", category: "city", priority: 1, searchVolume: 480, relatedCity: "Cypress", relatedAppliance: null },
  { keyword: "appliance repair spring tx", category: "city", priority: 2, searchVolume: 480, relatedCity: "Spring", relatedAppliance: null },
  { keyword: "appliance repair pearland", category: "city", priority: 2, searchVolume: 390, relatedCity: "Pearland", relatedAppliance: null },
  { keyword: "appliance repair conroe", category: "city", priority: 2, searchVolume: 320, relatedCity: "Conroe", relatedAppliance: null },
  { keyword: "appliance repair humble tx", category: "city", priority: 2, searchVolume: 260, relatedCity: "Humble", relatedAppliance: null },
  { keyword: "appliance repair league city", category: "city", priority: 2, searchVolume: 260, relatedCity: "League City", relatedAppliance: null },
  { keyword: "appliance repair missouri city", category: "city", priority: 2, searchVolume: 210, relatedCity: "Missouri City", relatedAppliance: null },
  { keyword: "appliance repair pasadena tx", category: "city", priority: 2, searchVolume: 210, relatedCity: "Pasadena", relatedAppliance: null },
  { keyword: "appliance repair tomball", category: "city", priority: 3, searchVolume: 170, relatedCity: "Tomball", relatedAppliance: null },
  { keyword: "appliance repair baytown", category: "city", priority: 3, searchVolume: 170, relatedCity: "Baytown", relatedAppliance: null },
  { keyword: "appliance repair friendswood", category: "city", priority: 3, searchVolume: 140, relatedCity: "Friendswood", relatedAppliance: null },
  { keyword: "appliance repair richmond tx", category: "city", priority: 3, searchVolume: 140, relatedCity: "Richmond", relatedAppliance: null },
  { keyword: "appliance repair kingwood", category: "city", priority: 3, searchVolume: 170, relatedCity: "Kingwood", relatedAppliance: null },

  // Appliance
  { keyword: "refrigerator repair houston", category: "appliance", priority: 1, searchVolume: 1600, relatedCity: "Houston", relatedAppliance: "refrigerator" },
  {
    keyword: "washing machine repair houston",
    category: "appliance",
    priority: 1,
    searchVolume: 1300,
    relatedCity: "Houston",
    relatedAppliance: "washing-machine",
  },
  { keyword: "dryer repair houston", category: "appliance", priority: 1, searchVolume: 880, relatedCity: "Houston", relatedAppliance: "dryer" },
  { keyword: "oven repair houston", category: "appliance", priority: 1, searchVolume: 720, relatedCity: "Houston", relatedAppliance: "oven" },
  { keyword: "dishwasher repair houston", category: "appliance", priority: 1, searchVolume: 590, relatedCity: "Houston", relatedAppliance: "dishwasher" },
  { keyword: "stove repair houston", category: "appliance", priority: 2, searchVolume: 390, relatedCity: "Houston", relatedAppliance: "stove" },
  { keyword: "ice machine repair houston", category: "appliance", priority: 2, searchVolume: 320, relatedCity: "Houston", relatedAppliance: "ice-machine" },
  { keyword: "microwave repair houston", category: "appliance", priority: 2, searchVolume: 210, relatedCity: "Houston", relatedAppliance: "microwave" },
  {
    keyword: "garbage disposal repair houston",
    category: "appliance",
    priority: 2,
    searchVolume: 170,
    relatedCity: "Houston",
    relatedAppliance: "garbage-disposal",
  },
  { keyword: "cooktop repair houston", category: "appliance", priority: 3, searchVolume: 110, relatedCity: "Houston", relatedAppliance: "cooktop" },
  { keyword: "refrigerator repair katy", category: "appliance", priority: 2, searchVolume: 260, relatedCity: "Katy", relatedAppliance: "refrigerator" },
  { keyword: "dryer repair katy", category: "appliance", priority: 2, searchVolume: 170, relatedCity: "Katy", relatedAppliance: "dryer" },
  {
    keyword: "washer repair sugar land",
    category: "appliance",
    priority: 2,
    searchVolume: 140,
    relatedCity: "Sugar Land",
    relatedAppliance: "washing-machine",
  },
  {
    keyword: "refrigerator repair the woodlands",
    category: "appliance",
    priority: 2,
    searchVolume: 210,
    relatedCity: "The Woodlands",
    relatedAppliance: "refrigerator",
  },
  { keyword: "dishwasher repair cypress tx", category: "appliance", priority: 3, searchVolume: 90, relatedCity: "Cypress", relatedAppliance: "dishwasher" },
  { keyword: "oven repair pearland", category: "appliance", priority: 3, searchVolume: 70, relatedCity: "Pearland", relatedAppliance: "oven" },

  // Issue
  { keyword: "refrigerator not cooling", category: "issue", priority: 1, searchVolume: 2900, relatedCity: null, relatedAppliance: "refrigerator" },
  { keyword: "dryer not heating", category: "issue", priority: 1, searchVolume: 2400, relatedCity: null, relatedAppliance: "dryer" },
  { keyword: "washer not draining", category: "issue", priority: 1, searchVolume: 1900, relatedCity: null, relatedAppliance: "washing-machine" },
  { keyword: "dishwasher not draining", category: "issue", priority: 1, searchVolume: 1900, relatedCity: null, relatedAppliance: "dishwasher" },
  { keyword: "washer not spinning", category: "issue", priority: 2, searchVolume: 1600, relatedCity: null, relatedAppliance: "washing-machine" },
  { keyword: "ice maker not working", category: "issue", priority: 2, searchVolume: 1600, relatedCity: null, relatedAppliance: "refrigerator" },
  { keyword: "oven not heating", category: "issue", priority: 2, searchVolume: 1300, relatedCity: null, relatedAppliance: "oven" },
  { keyword: "microwave not heating", category: "issue", priority: 2, searchVolume: 1000, relatedCity: null, relatedAppliance: "microwave" },
  { keyword: "dishwasher not cleaning", category: "issue", priority: 2, searchVolume: 880, relatedCity: null, relatedAppliance: "dishwasher" },
  { keyword: "refrigerator leaking water", category: "issue", priority: 2, searchVolume: 880, relatedCity: null, relatedAppliance: "refrigerator" },
  { keyword: "garbage disposal jammed", category: "issue", priority: 2, searchVolume: 720, relatedCity: null, relatedAppliance: "garbage-disposal" },
  { keyword: "dryer takes too long to dry", category: "issue", priority: 3, searchVolume: 590, relatedCity: null, relatedAppliance: "dryer" },

  // Brand
  { keyword: "samsung appliance repair houston", category: "brand", priority: 1, searchVolume: 390, relatedCity: "Houston", relatedAppliance: null },
  { keyword: "lg appliance repair houston", category: "brand", priority: 1, searchVolume: 320, relatedCity: "Houston", relatedAppliance: null },
  { keyword: "whirlpool appliance repair houston", category: "brand", priority: 2, searchVolume: 260, relatedCity: "Houston", relatedAppliance: null },
  { keyword: "ge appliance repair houston", category: "brand", priority: 2, searchVolume: 260, relatedCity: "Houston", relatedAppliance: null },
  {
    keyword: "sub-zero refrigerator repair houston",
    category: "brand",
    priority: 2,
    searchVolume: 210,
    relatedCity: "Houston",
    relatedAppliance: "refrigerator",
  },
  { keyword: "viking appliance repair houston", category: "brand", priority: 2, searchVolume: 140, relatedCity: "Houston", relatedAppliance: null },
  { keyword: "maytag washer repair houston", category: "brand", priority: 3, searchVolume: 110, relatedCity: "Houston", relatedAppliance: "washing-machine" },
  { keyword: "bosch dishwasher repair houston", category: "brand", priority: 3, searchVolume: 110, relatedCity: "Houston", relatedAppliance: "dishwasher" },
  {
    keyword: "frigidaire refrigerator repair houston",
    category: "brand",
    priority: 3,
    searchVolume: 90,
    relatedCity: "Houston",
    relatedAppliance: "refrigerator",
  },
  { keyword: "wolf oven repair houston", category: "brand", priority: 3, searchVolume: 90, relatedCity: "Houston", relatedAppliance: "oven" },

  // Service
  { keyword: "appliance repair near me", category: "service", priority: 1, searchVolume: 3000, relatedCity: null, relatedAppliance: null },
  { keyword: "same day appliance repair houston", category: "service", priority: 1, searchVolume: 320, relatedCity: "Houston", relatedAppliance: null },
  { keyword: "appliance installation houston", category: "service", priority: 2, searchVolume: 260, relatedCity: "Houston", relatedAppliance: null },
  { keyword: "emergency appliance repair houston", category: "service", priority: 2, searchVolume: 170, relatedCity: "Houston", relatedAppliance: null },
  { keyword: "commercial appliance repair houston", category: "service", priority: 2, searchVolume: 170, relatedCity: "Houston", relatedAppliance: null },
  { keyword: "affordable appliance repair houston", category: "service", priority: 2, searchVolume: 140, relatedCity: "Houston", relatedAppliance: null },
  { keyword: "24 hour appliance repair houston", category: "service", priority: 3, searchVolume: 110, relatedCity: "Houston", relatedAppliance: null },
  { keyword: "appliance repair cost houston", category: "service", priority: 3, searchVolume: 90, relatedCity: "Houston", relatedAppliance: null },
  {
    keyword: "licensed appliance repair technician houston",
    category: "service",
    priority: 3,
    searchVolume: 50,
    relatedCity: "Houston",
    relatedAppliance: null,
  },
];

export const keywordCombinationSeeds: KeywordCombinationSeed[] = [
  { city: "Houston", appliance: "refrigerator", issue: "not-cooling", searchVolume: 320 },
  { city: "Houston", appliance: "dryer", issue: "not-heating", searchVolume: 260 },
  { city: "Houston", appliance: "washing-machine", issue: "not-draining", searchVolume: 210 },
  { city: "Houston", appliance: "oven", issue: "not-heating", searchVolume: 170 },
  { city: "Houston", appliance: "dishwasher", issue: "not-cleaning", searchVolume: 110 },
  { city: "Houston", appliance: "microwave", issue: "not-heating", searchVolume: 90 },
  { city: "Houston", appliance: "garbage-disposal", issue: "jammed", searchVolume: 70 },
  { city: "Katy", appliance: "refrigerator", issue: "not-cooling", searchVolume: 90 },
  { city: "Katy", appliance: "dryer", issue: "not-heating", searchVolume: 70 },
  { city: "Katy", appliance: "washing-machine", issue: "not-draining", searchVolume: 70 },
  { city: "Katy", appliance: "oven", issue: "not-heating", searchVolume: 40 },
  { city: "Katy", appliance: "dishwasher", issue: "not-cleaning", searchVolume: 30 },
  { city: "Sugar Land", appliance: "refrigerator", issue: "not-cooling", searchVolume: 70 },
  { city: "Sugar Land", appliance: "washing-machine", issue: "not-draining", searchVolume: 50 },
  { city: "Sugar Land", appliance: "dryer", issue: "not-heating", searchVolume: 50 },
  { city: "Sugar Land", appliance: "dishwasher", issue: "not-cleaning", searchVolume: 30 },
  { city: "Sugar Land", appliance: "oven", issue: "not-heating", searchVolume: 30 },
  { city: "The Woodlands", appliance: "refrigerator", issue: "not-cooling", searchVolume: 70 },
  { city: "The Woodlands", appliance: "dryer", issue: "not-heating", searchVolume: 50 },
  { city: "The Woodlands", appliance: "washing-machine", issue: "not-draining", searchVolume: 40 },
  { city: "The Woodlands", appliance: "oven", issue: "not-heating", searchVolume: 30 },
  { city: "The Woodlands", appliance: "dishwasher", issue: "not-cleaning", searchVolume: 20 },
  { city: "Cypress", appliance: "refrigerator", issue: "not-cooling", searchVolume: 50 },
  { city: "Cypress", appliance: "washing-machine", issue: "not-draining", searchVolume: 40 },
  { city: "Cypress", appliance: "dryer", issue: "not-heating", searchVolume: 40 },
  { city: "Cypress", appliance: "dishwasher", issue: "not-cleaning", searchVolume: 20 },
  { city: "Pearland", appliance: "refrigerator", issue: "not-cooling", searchVolume: 50 },
  { city: "Pearland", appliance: "dryer", issue: "not-heating", searchVolume: 30 },
  { city: "Pearland", appliance: "washing-machine", issue: "not-draining", searchVolume: 30 },
  { city: "Pearland", appliance: "garbage-disposal", issue: "jammed", searchVolume: 10 },
  { city: "Spring", appliance: "refrigerator", issue: "not-cooling", searchVolume: 40 },
  { city: "Spring", appliance: "dryer", issue: "not-heating", searchVolume: 30 },
  { city: "Spring", appliance: "washing-machine", issue: "not-draining", searchVolume: 30 },
  { city: "Humble", appliance: "refrigerator", issue: "not-cooling", searchVolume: 30 },
  { city: "Humble", appliance: "dryer", issue: "not-heating", searchVolume: 20 },
  { city: "Missouri City", appliance: "refrigerator", issue: "not-cooling", searchVolume: 30 },
  { city: "Missouri City", appliance: "washing-machine", issue: "not-draining", searchVolume: 20 },
  { city: "Conroe", appliance: "refrigerator", issue: "not-cooling", searchVolume: 30 },
  { city: "Conroe", appliance: "oven", issue: "not-heating", searchVolume: 20 },
  { city: "League City", appliance: "refrigerator", issue: "not-cooling", searchVolume: 30 },
];
