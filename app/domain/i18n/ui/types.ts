import type { POPULAR_TOPICS } from "#content/faqs.ts";
import type { SITEMAP_MAIN_PAGES } from "#content/sitemap.ts";
import type { FAQ_CATEGORIES } from "../../tools/faq.ts";
import type { BRAND_POPULARITIES, DIFFICULTIES, URGENCIES } from "../../catalogue/schema.ts";
import type { MAIN_LINKS, SERVICE_HUB_LINKS } from "../../navigation.ts";
import type { BookingAppliance } from "../../booking/options.ts";
import type { Unavailability } from "../../scheduling/availability.ts";
import type { CancelReason } from "../../scheduling/customer-status.ts";
import type { VisitStatus } from "../../scheduling/status.ts";
import type { PartSearchType } from "../../tools/parts.ts";

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
  /** The language switch, and the offer of this language's page to a browser set to it. */
  language: { name: string; viewThisPage: string; suggestion: string; dismiss: string };
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
  actions: {
    call: string;
    /** A link or button that calls the business line, with its number. */
    callNumber: (phone: string) => string;
    bookOnline: string;
    scheduleService: string;
  };
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
  /** An appliance's card on the ZIP and city pages. */
  localAppliance: {
    repair: (appliance: string) => string;
    details: (repairTime: string, warranty: string) => string;
    learnMore: string;
    about: (appliance: string) => string;
  };
  zipPage: {
    crumb: string;
    title: (city: string, zip: string) => string;
    description: (area: ZipWords) => string;
    keywords: (city: string, zip: string, neighborhood: string) => string[];
    heading: (city: string, zip: string) => string;
    serving: (neighborhood: string, response: string) => string;
    schedule: string;
    hours: (hours: string) => string;
    responseTime: string;
    rating: string;
    monthlyRepairs: string;
    warranty: string;
    localHeading: (neighborhood: string) => string;
    localText: (area: ZipWords) => string;
    commonRepairs: string;
    areaDetails: string;
    city: string;
    zip: string;
    county: string;
    countyName: (county: string) => string;
    region: string;
    population: string;
    homeValue: string;
    prices: (zip: string) => string;
    whyChoose: (city: string) => string;
    ctaTitle: (zip: string) => string;
    ctaText: string;
    notFoundTitle: string;
    notFoundMessage: string;
    back: string;
  };
  relatedSearches: string;
  warrantyPage: {
    crumb: string;
    title: string;
    description: string;
    keywords: readonly string[];
    heading: string;
    intro: string;
    phone: string;
    name: string;
    nameHint: string;
    appliance: string;
    appliancePlaceholder: string;
    submit: string;
    resultAppliance: string;
    serviceDate: string;
    warrantyEnds: string;
    daysRemaining: string;
    book: string;
    covered: string;
    coveredItems: readonly string[];
    faq: string;
    whenStarts: string;
    whenStartsAnswer: string;
    comesBack: string;
    comesBackAnswer: string;
    record: string;
    satisfaction: string;
    rating: (count: string) => string;
    support: string;
  };
  estimatePage: {
    crumb: string;
    title: string;
    description: string;
    keywords: readonly string[];
    heading: string;
    intro: string;
    badge: (englishBadge: string) => string;
    step1: string;
    step2: (appliance: string) => string;
    step3: string;
    urgency: string;
    difficulty: string;
    calculate: string;
    result: string;
    accuracy: (percent: number) => string;
    appliance: string;
    issue: string;
    included: string;
    includedItems: readonly string[];
    comparison: string;
    others: (min: number, max: number) => string;
    higher: string;
    ours: (min: number, max: number) => string;
    priceLock: string;
    schedule: string;
    callToConfirm: string;
    whyAccurate: string;
    accuracyRate: string;
    basedOn: string;
    currentPrices: string;
    emergency: string;
    emergencyText: string;
    commonThisWeek: string;
    guarantee: string;
    guaranteeItems: readonly string[];
  };
  cityPage: {
    crumb: string;
    title: (city: string) => string;
    heading: (city: string) => string;
    response: string;
    responseValue: string;
    rating: string;
    service: string;
    sameDay: string;
    warranty: string;
    trusted: (city: string) => string;
    text: (city: string, county: string, neighborhoods: readonly string[]) => string;
    landmarks: (from: string, to: string | undefined) => string;
    details: (city: string) => string;
    cityLabel: string;
    county: string;
    countyName: (county: string) => string;
    region: string;
    zipCodes: string;
    neighborhoods: string;
    zipsWeServe: string;
    appliancesHeading: (city: string) => string;
    popularRepairs: (city: string) => string;
    whyChoose: (city: string) => string;
    ctaTitle: (city: string) => string;
    notFoundTitle: string;
    notFoundMessage: string;
  };
  /** The technicians page. */
  technicians: {
    title: string;
    description: string;
    keywords: readonly string[];
    crumb: string;
    heading: string;
    intro: string;
    servicesThisWeek: string;
    activeTechnicians: string;
    averageRating: string;
    availabilityTitle: string;
    availabilityIntro: string;
    teamTitle: string;
    role: string;
    primaryArea: string;
    servicesCount: (count: number) => string;
    fiveStars: string;
    badges: readonly string[];
    areasTitle: string;
    allZips: string;
    scheduleOnline: string;
  };
  /** The service areas page (every ZIP code we cover). */
  areas: {
    title: string;
    description: (zipCount: number) => string;
    keywords: readonly string[];
    crumb: string;
    heading: string;
    intro: (zipCount: number) => string;
    zipCount: (count: number) => string;
    repairsPerMonth: (count: string) => string;
    averageRating: string;
    searchPlaceholder: string;
    region: string;
    allRegions: string;
    search: string;
    shownOf: (shown: number, total: number) => string;
    noneTitle: string;
    noneText: string;
    response: string;
    viewServices: string;
    reasons: readonly (readonly [title: string, text: string])[];
    servingTitle: (zipCount: number) => string;
    servingText: string;
    scheduleOnline: string;
  };
  /** The home page. */
  home: {
    title: string;
    description: string;
    keywords: readonly string[];
    rating: (rating: string, customers: string) => string;
    heading: string;
    intro: (warrantyAdjective: string, emergencyHours: string) => string;
    schedule: string;
    helpTitle: string;
    helpIntro: string;
    /** The four help tiles, keyed by the English page they lead to. */
    helpTiles: Record<"/warranty" | "/estimate" | "/parts" | "/technicians", { title: string; text: string }>;
    trustLabel: string;
    repairedSince: (year: number) => string;
    fromCustomers: (customers: string) => string;
    techniciansAvailable: string;
    warranty: string;
    warrantyValue: string;
    responseTime: string;
    responseValue: string;
    appliancesTitle: string;
    appliancesIntro: string;
    applianceRepair: (name: string) => string;
    viewAllServices: string;
    brandsTitle: string;
    brandsIntro: (brands: string, repairs: string) => string;
    brandGroups: Record<"major-american" | "premium" | "international", string>;
    noBrandTitle: string;
    noBrandText: string;
    zipTitle: string;
    zipIntro: string;
    zipCodes: string;
    response: string;
    responseShort: string;
    emergency: string;
    radius: string;
    moreZips: (count: number) => string;
    viewAllZips: string;
    hideAllZips: string;
    totalZips: (count: number) => string;
    emergencyLine: (availability: string) => string;
    chatTitle: string;
    chatIntro: string;
    chatStart: string;
    chatGreeting: string;
    chatQuickActions: readonly { label: string; text: string }[];
    chatHours: string;
    reviewsTitle: string;
    stars: (rating: number) => string;
    closingTitle: string;
    closingText: (minutes: number) => string;
    bookNow: string;
  };
  /** The booking page: its form, its messages and the confirmation. */
  bookingPage: {
    title: string;
    description: string;
    keywords: readonly string[];
    crumb: string;
    heading: string;
    intro: (callbackMinutes: number) => string;
    fullName: string;
    phone: string;
    email: string;
    zipCode: string;
    inArea: string;
    address: string;
    addressPlaceholder: string;
    appliance: string;
    selectAppliance: string;
    issue: string;
    selectIssue: string;
    /** The label of the issue group offered for every other appliance (without JavaScript). */
    otherAppliances: string;
    describeIssue: string;
    details: string;
    detailsPlaceholder: string;
    preferredDate: string;
    preferredTime: string;
    selectTime: string;
    showTimes: string;
    noTimesLeft: (date: string) => string;
    firstOpenDate: (date: string) => string;
    choose: (date: string) => string;
    unavailable: Record<Unavailability, string>;
    smsConsent: string;
    required: string;
    submit: string;
    submitting: string;
    /** The appliances and issues the form offers, keyed by the English value it posts and stores. */
    applianceNames: Record<BookingAppliance, string>;
    issueNames: Record<string, string>;
    failure: (phone: string) => string;
    expired: string;
    confirmationUnavailable: (phone: string, callbackMinutes: number) => string;
    resentChanged: (phone: string) => string;
    timeTaken: string;
    confirmationTitle: string;
    confirmationText: (callbackMinutes: number) => string;
    appointmentId: string;
    bookedFor: (date: string, window: string) => string;
    nextTitle: string;
    nextSteps: (callbackMinutes: number, warrantyDays: number) => readonly string[];
    manageBefore: string;
    manageLink: string;
    manageAfter: string;
    another: string;
    contactTitle: string;
    emergencyTitle: string;
    emergencyText: (emergencyHours: string) => string;
  };
  /** A visit's own page, reached from the link in its emails and texts. */
  managePage: {
    title: string;
    heading: string;
    appointmentId: string;
    moved: string;
    cancelled: string;
    status: string;
    appliance: string;
    issue: string;
    arrivalWindow: string;
    windowText: (date: string, window: string) => string;
    address: string;
    technician: string;
    nextTitle: string;
    /** The visit's state in the customer's words, and what happens next. */
    statuses: Record<VisitStatus, { label: string; next: (technicianFirstName: string | null) => string }>;
    refusals: {
      cancelled: string;
      over: (phone: string) => string;
      "too-soon": (cutoffHours: number, phone: string) => string;
    };
    /** When a change is refused after it was sent (the window went, the visit changed meanwhile). */
    changeFailed: (phone: string) => string;
    changeTitle: string;
    changeIntro: string;
    newDate: string;
    newWindow: string;
    move: string;
    moving: string;
    cancelTitle: string;
    cancelIntro: string;
    reason: string;
    preferNotToSay: string;
    /** Why a customer cancels, keyed by the English reason the office reads. */
    cancelReasons: Record<CancelReason, string>;
    cancel: string;
    cancelling: string;
    questions: string;
  };
  /** The parts search page. */
  partsPage: {
    title: string;
    description: string;
    keywords: readonly string[];
    crumb: string;
    heading: string;
    intro: (supplier: string) => string;
    emptyQuery: string;
    searchBy: string;
    /** The three kinds of number, keyed by the search type the supplier's address takes. */
    types: Record<PartSearchType, string>;
    placeholder: string;
    search: string;
    searching: string;
    opensIn: (supplier: string) => string;
    recent: string;
    popularParts: string;
    popularModels: string;
    tipsTitle: string;
    tips: readonly string[];
    why: (supplier: string) => string;
    partsCount: string;
    shipping: string;
    brands: string;
    fixTitle: string;
    fixText: (warrantyDays: number) => string;
    email: string;
    book: string;
  };
  /** The HTML sitemap. */
  sitemapPage: {
    title: string;
    description: string;
    crumb: string;
    heading: string;
    mainPages: string;
    /** The main pages' names, keyed by their English address. */
    mainPageNames: Record<(typeof SITEMAP_MAIN_PAGES)[number]["to"], string>;
    appliances: string;
    allAppliances: string;
    brands: string;
    allBrands: string;
    commonIssues: string;
    blog: string;
    allArticles: string;
    category: (name: string) => string;
    serviceAreas: string;
    xml: string;
  };
  /** The ZIP checker of the home and technicians pages. */
  zipChecker: {
    label: string;
    placeholder: string;
    check: string;
    checking: string;
    coveredTitle: string;
    coveredText: (zip: string, city: string, region: string) => string;
    callNow: string;
    callSameDay: string;
    bookNow: string;
    nearbyTitle: string;
    basedIn: (zip: string) => string;
    soonTitle: string;
    soonText: (zip: string) => string;
    callToBeNotified: string;
    soonShortTitle: string;
    soonShortText: string;
  };
  seo: { alwaysAddedKeywords: readonly string[] };
  /** The privacy policy and terms pages: their heading and search-engine words (the texts are in content/legal/). */
  legal: Record<"privacy" | "terms", LegalPageWords>;
  /** The FAQ page's own words (the questions are in content/faqs.ts and content/es/faqs.ts). */
  faq: {
    title: string;
    description: string;
    keywords: readonly string[];
    crumb: string;
    heading: string;
    intro: string;
    questions: string;
    searchPlaceholder: string;
    category: string;
    all: string;
    search: string;
    noneTitle: string;
    noneText: string;
    helpTitle: string;
    helpText: string;
    chat: string;
    emergencyTitle: string;
    emergencyText: (emergencyHours: string) => string;
    popularTopics: string;
    /** Category labels, keyed by the English category stored on each entry. */
    categories: Record<(typeof FAQ_CATEGORIES)[number], string>;
    /** Popular topic labels, keyed by the English page address they lead to. */
    topics: Record<(typeof POPULAR_TOPICS)[number]["to"], string>;
  };
}

/** A legal page's heading (also its breadcrumb), title, description and keywords. */
export interface LegalPageWords {
  heading: string;
  title: string;
  description: string;
  keywords: readonly string[];
}

/** What the ZIP page's sentences name. */
export interface ZipWords {
  city: string;
  zip: string;
  neighborhood: string;
  region: string;
  response: string;
}
