import { claims, claimText } from "./claims.ts";
import { company, formatClock as clock } from "./company.ts";
import { closedHolidays } from "#app/domain/scheduling/holidays.ts";
import type { Locale } from "#app/domain/i18n/locale.ts";
import { scheduling } from "./scheduling.ts";
import { coveredZips } from "./zips.ts";
import type { Faq } from "../app/domain/content-schemas.ts";

const { weekdays, weekends } = company.hours;
/** The holidays the business closes on, named in a language. */
export const closedHolidayNames = (locale: Locale) =>
  closedHolidays<{ open?: boolean; name: Record<Locale, string> }>(scheduling.holidays)
    .map((h) => h.name[locale])
    .join(", ");

/**
 * The FAQ page's questions (spec 000 §2 "FAQ page", §3 "FAQ entry"). Plain-text answers, no phone
 * number or email in the text: the page shows the company's contact details beside the list.
 */
export const faqs: Faq[] = [
  {
    id: 1,
    question: "How quickly can you come out to fix my appliance?",
    answer: `We offer same-day service, and a technician usually arrives within ${claimText.response} of your call. Emergency service is available ${claims.emergencyAvailability} for problems that can't wait, such as a leak or a refrigerator full of food that has stopped cooling. Emergency rates may apply outside business hours, and we always tell you the rate before we send anyone.`,
    category: "Service",
  },
  {
    id: 2,
    question: `What does your ${company.warranty.days}-day warranty cover?`,
    answer: `Every repair comes with a ${company.warranty.days}-day warranty on both parts and labor. If the same issue comes back on the same appliance within ${company.warranty.days} days, we return and fix it free of charge. The warranty does not cover new, unrelated faults or damage caused by misuse. You can check your warranty status online with the phone number and name you booked with.`,
    category: "Warranty",
  },
  {
    id: 3,
    question: "Should I repair my appliance or replace it?",
    answer:
      "A good rule of thumb: repair is worth it if it costs under 50% of the price of a comparable new appliance and the appliance is under 10 years old. Most repairs on a well-kept washer, dryer, refrigerator or dishwasher in that age range cost far less than a replacement. Our technician will give you an honest price after inspecting it, so you can decide before any work is done.",
    category: "General",
  },
  {
    id: 4,
    question: "What does the error code on my washing machine mean?",
    answer:
      "The most common codes we see are drain errors: the washer could not pump the water out in time. On Samsung washers this shows as 5C, 5E or nd (depending on the model), on LG washers as OE, and on Whirlpool and Maytag front loaders as F21 on older models or F9 E1 on newer ones, both meaning a long drain. The usual causes are a clogged drain pump filter, a kinked or blocked drain hose, or a failed drain pump. Code meanings vary by brand and model, so check your owner's manual or call us with the code and your model number.",
    category: "Error Codes",
  },
  {
    id: 5,
    question: "My washing machine won't drain. What can I check before calling?",
    answer:
      "First unplug the washer and make sure the drain hose behind it is not kinked or pushed too far into the standpipe. On most front loaders there is a small drain pump filter behind a panel at the bottom front; place towels and a shallow pan underneath, since water will come out, and clear any socks, coins or lint you find. Then run a drain and spin cycle. If the water still stays in the drum, or you hear the pump hum without draining, the pump has likely failed and a technician should replace it.",
    category: "Washing Machine",
  },
  {
    id: 6,
    question: "How does your pricing work?",
    answer:
      "We use upfront pricing with no hidden fees. Our technician inspects the appliance and tells you the price of the repair, including parts and labor, before any work begins, and nothing is done without your approval. If you get an online estimate and schedule within 24 hours, we honor it; the final price is set once the technician has inspected the appliance.",
    category: "General",
  },
  {
    id: 7,
    question: "Are your technicians licensed and insured?",
    answer:
      "Yes. All of our technicians are licensed and insured, background checked and factory trained, and each has more than 5 years of experience. Repairs on sealed refrigeration systems are done by technicians holding EPA Section 608 certification, as federal law requires.",
    category: "General",
  },
  {
    id: 8,
    question: "Which appliance brands do you repair?",
    answer: `We service more than ${claims.brandsServiced.replace("+", "")} brands, from everyday names like Whirlpool, GE, Samsung, LG, Maytag, Frigidaire and Kenmore to premium brands such as Sub-Zero, Wolf, Viking, Thermador, Miele and Bosch. Our Brands page lists every brand we work on. If you don't see your brand listed, call us and we'll tell you whether we can help.`,
    category: "Service",
  },
  {
    id: 9,
    question: "Which areas do you serve?",
    answer: `We serve Houston and the surrounding area, including Katy, Sugar Land, The Woodlands and nearby communities, covering ${coveredZips.length} ZIP codes within about ${claims.serviceRadiusMiles} miles. You can enter your ZIP code on our website to check coverage right away. If your area isn't listed yet, call us: we are expanding and may still be able to help.`,
    category: "Service",
  },
  {
    id: 10,
    question: "What are your business hours?",
    answer: `We are open Monday to Friday from ${clock(weekdays.open)} to ${clock(weekdays.close)}, and Saturday and Sunday from ${clock(weekends.open)} to ${clock(weekends.close)}, and we book visits within those hours. We are closed on these holidays: ${closedHolidayNames("en")}. Emergency service is available ${claims.emergencyAvailability}, including nights and holidays. Emergency rates may apply outside business hours.`,
    category: "Service",
  },
];

/** The FAQ page's Popular Topics links. */
export const POPULAR_TOPICS = [
  { label: "Washing machine not draining", to: "/issues/washing-machine-not-draining" },
  { label: "Dryer not heating", to: "/issues/dryer-not-heating" },
  { label: "Refrigerator not cooling", to: "/issues/refrigerator-not-cooling" },
  { label: "Repair cost estimator", to: "/estimate" },
  { label: "Warranty check", to: "/warranty" },
] as const;
