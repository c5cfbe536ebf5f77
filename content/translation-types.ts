/** The words of a repair-issue guide in another language; facts stay in the English entry. */
export interface RepairStepWords {
  title: string;
  description: string;
  timeRequired: string;
  toolsNeeded: string[];
  safetyNotes?: string;
}

export interface RepairIssueWords {
  slug: string;
  name: string;
  description: string;
  symptoms: string[];
  causes: string[];
  repairTime: string;
  prevention: string[];
  whyItHappens: {
    primaryCause: string;
    explanation: string;
    commonTriggers: string[];
    ageFactors: string;
    usageFactors: string;
  };
  repairSteps: RepairStepWords[];
  professionalVsDiy: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
}

/** The words of an appliance page in another language. */
export interface ApplianceWords {
  slug: string;
  name: string;
  /** Lower-case plural, as in "Reparación de secadoras". */
  plural: string;
  description: string;
  repairTime: string;
  estimator?: { description: string };
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
}

/** The words of a brand page in another language; the brand's slug stays the same in every language. */
export interface BrandWords {
  description: string;
  headquarters: string;
  marketPosition: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
}

/** The words of a city page in another language; city, neighborhood and landmark names stay as they are. */
export interface CityWords {
  metaDescription: string;
  primaryKeywords: string[];
}

/** The words of an FAQ entry in another language; its id, category and order come from the English entry. */
export interface FaqWords {
  question: string;
  answer: string;
}

/** The site's content in a language other than English: each part keyed by its English entry. */
export interface ContentTranslation {
  appliances: Record<string, ApplianceWords>;
  brands: Record<string, BrandWords>;
  issues: Record<string, RepairIssueWords>;
  cities: Record<string, CityWords>;
  faqs: Record<number, FaqWords>;
}
