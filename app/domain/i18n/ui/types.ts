import type { BRAND_POPULARITIES, DIFFICULTIES, URGENCIES } from "../../catalogue/schema";
import type { MAIN_LINKS, SERVICE_HUB_LINKS } from "../../navigation";

/** What the shared phrases are told about an appliance: its name and its lower-case plural. */
export interface ApplianceNames {
  name: string;
  plural: string;
}

type NavPath = (typeof MAIN_LINKS)[number]["to"] | (typeof SERVICE_HUB_LINKS)[number]["to"];

/**
 * The words of the shared chrome and the catalogue pages in one language. Every language has every
 * key: TypeScript checks it, and so does the start-up validation (app/domain/i18n/words.ts).
 */
export interface UiWords {
  /** The switch to this language, as shown on a page in the other one. */
  language: { name: string; viewThisPage: string };
  header: {
    skipToContent: string;
    services: string;
    menu: string;
    mainNav: string;
    mobileNav: string;
    callPhone: (phone: string) => string;
    applianceRepair: (name: string) => string;
  };
  nav: Record<NavPath, string>;
  footer: {
    blurb: string;
    quickLinks: string;
    home: string;
    blog: string;
    serviceAreas: string;
    services: string;
    contact: string;
    weekdays: string;
    weekends: string;
    emergency: string;
    rights: string;
    sitemap: string;
    privacy: string;
    terms: string;
  };
  chat: {
    open: string;
    openFallback: string;
    banner: string;
    chatNow: string;
    title: (company: string) => string;
    close: string;
    greeting: string;
    messageLabel: string;
    placeholder: string;
    send: string;
    hours: string;
    /** Sent when the visitor sends an empty message. */
    defaultMessage: string;
    quickMessages: readonly { label: string; text: string }[];
  };
  notFound: { title: string; message: string; defaultMessage: string; goHome: string; book: string };
  error: { title: string; heading: string; text: string };
  breadcrumbs: { label: string; home: string; appliances: string; brands: string };
  actions: { call: string; bookOnline: string; scheduleService: string };
  warranty: { description: string; title: string; period: string };
  reasons: { heading: (company: string) => string; items: readonly { title: string; text: string }[] };
  urgency: Record<(typeof URGENCIES)[number], string>;
  difficulty: Record<(typeof DIFFICULTIES)[number], string>;
  popularity: Record<(typeof BRAND_POPULARITIES)[number], string>;
  stats: {
    averageCost: string;
    typicalCost: string;
    repairTime: string;
    warranty: string;
    rating: string;
    applianceTypes: string;
    brands: string;
    repairs: string;
    response: string;
    responseValue: string;
  };
  closingText: string;
  appliancesPage: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    listName: string;
    itemName: (a: ApplianceNames) => string;
    details: (a: ApplianceNames) => string;
    ctaTitle: string;
    notFoundTitle: string;
    notFoundMessage: string;
    viewAll: string;
  };
  appliancePage: {
    heading: (a: ApplianceNames) => string;
    book: (a: ApplianceNames) => string;
    commonProblems: (a: ApplianceNames) => string;
    howWeFixIt: string;
    brandsWeRepair: (a: ApplianceNames) => string;
    brandRepair: (brand: string, a: ApplianceNames) => string;
    whyChooseUs: (a: ApplianceNames) => string;
    emergencyTitle: (a: ApplianceNames) => string;
    emergencyText: string;
    ratingFrom: (rating: string, customers: string) => string;
    ctaTitle: (a: ApplianceNames) => string;
    serviceName: (a: ApplianceNames) => string;
    serviceType: (a: ApplianceNames) => string;
  };
  issuePage: {
    heading: (issue: string) => string;
    priority: string;
    complexity: string;
    symptoms: string;
    causes: string;
    whyItHappens: string;
    commonTriggers: string;
    ageFactors: string;
    usageFactors: string;
    howWeRepairIt: string;
    tools: string;
    safety: string;
    proOrDiy: string;
    prevention: string;
    warrantyText: string;
    urgentTitle: string;
    urgentText: (urgency: string) => string;
    calmTitle: (a: ApplianceNames) => string;
    calmText: string;
    bookThisRepair: string;
    otherProblems: (a: ApplianceNames) => string;
    allRepairs: (a: ApplianceNames) => string;
    brandsNav: (a: ApplianceNames) => string;
    brandsWeRepair: string;
    brandRepairSuffix: (a: ApplianceNames) => string;
    licensed: string;
    howToName: (issue: string) => string;
    serviceName: (issue: string) => string;
    notFoundTitle: string;
    notFoundMessage: string;
  };
  brandsPage: {
    title: (count: number) => string;
    description: (count: number) => string;
    heading: string;
    intro: string;
    popular: string;
    premium: string;
    founded: (year: string, headquarters: string) => string;
    brandsHeading: string;
    ctaTitle: string;
    ctaText: (count: number) => string;
  };
  brandPage: {
    heading: (brand: string) => string;
    founded: string;
    headquarters: string;
    marketPosition: string;
    appliancesWeService: (brand: string) => string;
    brandAppliance: (brand: string, a: ApplianceNames) => string;
    commonProblems: (brand: string) => string;
    guarantee: (brand: string) => string;
    guaranteeItems: (brand: string) => readonly string[];
    ctaTitle: (brand: string) => string;
    bookOnline: (brand: string) => string;
    serviceName: (brand: string) => string;
    serviceType: string;
    notFoundTitle: string;
    notFoundMessage: string;
    viewAll: string;
  };
  seo: { alwaysAddedKeywords: readonly string[] };
}
