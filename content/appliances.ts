import type { ApplianceInput } from "../app/domain/catalogue/schema.ts";

/**
 * The thirteen appliance types we repair (spec 001 §3 "Appliance type"), in display order.
 * avgRepairCost is the spec's typical average cost per appliance (spec 001 §3, spec 000 §9).
 * estimator is present for the twelve appliances the estimator offers (spec 000 §2); downdraft has none.
 */
export const appliances = [
  {
    id: "washing-machine",
    name: "Washing Machine",
    slug: "washing-machine",
    icon: "washing-machine",
    description:
      "We repair front-load, top-load and stacked washers that won't drain, spin, fill or stop leaking. Typical fixes include drain pumps, lid and door locks, drive belts, shock absorbers and control boards.",
    avgRepairCost: { min: 145, max: 425 },
    repairTime: "1-2 hours",
    warrantyPeriod: "90 days",
    estimator: { badge: "Most Popular", description: "Front & top load washers" },
    seoTitle: "Washing Machine Repair Houston | Same-Day Service",
    seoDescription:
      "Washer won't drain, spin or stop leaking? Same-day washing machine repair in Houston for front-load and top-load models, backed by a 90-day warranty.",
    seoKeywords: [
      "washing machine repair houston",
      "washer repair houston",
      "front load washer repair",
      "top load washer repair",
      "washer not draining",
      "washer not spinning",
    ],
  },
  {
    id: "dryer",
    name: "Dryer",
    slug: "dryer",
    icon: "wind",
    description:
      "We repair gas and electric dryers that run without heat, take too long, squeal or won't start. Common fixes are heating elements, gas igniters and valve coils, thermal fuses, belts, idler pulleys and drum rollers.",
    avgRepairCost: { min: 162, max: 476 },
    repairTime: "1-2 hours",
    warrantyPeriod: "90 days",
    estimator: { badge: "Common", description: "Gas & electric dryers" },
    seoTitle: "Dryer Repair Houston | Same-Day Gas & Electric Service",
    seoDescription:
      "Dryer not heating, squealing or shutting off? Same-day dryer repair in Houston for gas and electric models, including vent checks, with a 90-day warranty.",
    seoKeywords: [
      "dryer repair houston",
      "gas dryer repair",
      "electric dryer repair",
      "dryer not heating",
      "dryer vent cleaning houston",
      "dryer won't start",
    ],
  },
  {
    id: "refrigerator",
    name: "Refrigerator",
    slug: "refrigerator",
    icon: "refrigerator",
    description:
      "We repair French-door, side-by-side, top- and bottom-freezer and built-in refrigerators that stop cooling, leak or frost up. Typical fixes include fan motors, defrost heaters and sensors, start relays, ice makers and water valves.",
    avgRepairCost: { min: 187, max: 595 },
    repairTime: "1-3 hours",
    warrantyPeriod: "90 days",
    estimator: { badge: "Frequent", description: "All refrigerator types" },
    seoTitle: "Refrigerator Repair Houston | Same-Day Service",
    seoDescription:
      "Fridge not cooling, leaking or icing up? Same-day refrigerator repair in Houston for French-door, side-by-side and built-in models. 90-day warranty on repairs.",
    seoKeywords: [
      "refrigerator repair houston",
      "fridge repair houston",
      "refrigerator not cooling",
      "ice maker repair",
      "freezer repair houston",
      "built-in refrigerator repair",
    ],
  },
  {
    id: "dishwasher",
    name: "Dishwasher",
    slug: "dishwasher",
    icon: "utensils-crossed",
    description:
      "We repair built-in, drawer and portable dishwashers that don't clean, drain, fill or dry. Common fixes are drain and circulation pumps, inlet valves, door latches, heating elements and clogged filters and spray arms.",
    avgRepairCost: { min: 145, max: 357 },
    repairTime: "1-2 hours",
    warrantyPeriod: "90 days",
    estimator: { badge: "Frequent", description: "Built-in & portable models" },
    seoTitle: "Dishwasher Repair Houston | Same-Day Service",
    seoDescription:
      "Dishwasher not draining, cleaning or drying? Get same-day dishwasher repair in Houston for built-in and drawer models from licensed techs. 90-day warranty.",
    seoKeywords: [
      "dishwasher repair houston",
      "dishwasher not draining",
      "dishwasher not cleaning",
      "dishwasher leaking",
      "dishwasher repair near me",
    ],
  },
  {
    id: "oven",
    name: "Oven",
    slug: "oven",
    icon: "flame",
    description:
      "We repair gas and electric wall ovens, double ovens and convection ovens that won't heat, heat unevenly or fail to self-clean. Typical fixes include bake and broil elements, igniters, temperature sensors, convection fans and control boards.",
    avgRepairCost: { min: 187, max: 510 },
    repairTime: "1-3 hours",
    warrantyPeriod: "90 days",
    estimator: { badge: "Moderate", description: "Gas & electric wall ovens" },
    seoTitle: "Oven Repair Houston | Same-Day Gas & Electric Service",
    seoDescription:
      "Oven not heating or baking unevenly? Same-day oven repair in Houston for gas, electric, wall and convection ovens by licensed technicians. 90-day warranty.",
    seoKeywords: [
      "oven repair houston",
      "wall oven repair",
      "gas oven repair",
      "electric oven repair",
      "oven not heating",
      "convection oven repair",
    ],
  },
  {
    id: "microwave",
    name: "Microwave",
    slug: "microwave",
    icon: "microwave",
    description:
      "We repair over-the-range, built-in and drawer microwaves that run but don't heat, spark or won't start. Common fixes are magnetrons, high-voltage diodes and capacitors, door switches, turntable motors and vent fans.",
    avgRepairCost: { min: 128, max: 374 },
    repairTime: "30-90 minutes",
    warrantyPeriod: "90 days",
    estimator: { badge: "Quick Fix", description: "Over-the-range & built-in" },
    seoTitle: "Microwave Repair Houston | Same-Day Service",
    seoDescription:
      "Microwave not heating, sparking or dead? Same-day microwave repair in Houston for over-the-range, built-in and drawer models. 90-day warranty on every repair.",
    seoKeywords: [
      "microwave repair houston",
      "over the range microwave repair",
      "built-in microwave repair",
      "microwave not heating",
      "microwave drawer repair",
    ],
  },
  {
    id: "stove",
    name: "Stove",
    slug: "stove",
    icon: "cooking-pot",
    description:
      "We repair gas and electric stovetops whose burners won't light, keep clicking or stay on low. Typical fixes include spark igniters and modules, burner valves, coil and radiant elements, infinite switches and control knobs.",
    avgRepairCost: { min: 145, max: 357 },
    repairTime: "1-2 hours",
    warrantyPeriod: "90 days",
    estimator: { badge: "Common", description: "Gas & electric burners" },
    seoTitle: "Stove Repair Houston | Same-Day Gas & Electric Service",
    seoDescription:
      "Stove burner won't light or keeps clicking? Same-day stove repair in Houston for gas and electric models by licensed, insured techs, with a 90-day warranty.",
    seoKeywords: [
      "stove repair houston",
      "gas stove repair",
      "electric stove repair",
      "stove burner not working",
      "stove igniter repair",
    ],
  },
  {
    id: "range",
    name: "Range",
    slug: "range",
    icon: "chef-hat",
    description:
      "We repair freestanding, slide-in and professional-style gas, electric, induction and dual-fuel ranges, both the cooktop and the oven. Common fixes are igniters, elements, oven sensors, door hinges and control boards.",
    avgRepairCost: { min: 187, max: 493 },
    repairTime: "1-3 hours",
    warrantyPeriod: "90 days",
    estimator: { badge: "Moderate", description: "Gas, electric & dual-fuel" },
    seoTitle: "Range Repair Houston | Same-Day Service",
    seoDescription:
      "Same-day range repair in Houston for gas, electric, induction and dual-fuel ranges, from burners to oven controls. Licensed technicians and a 90-day warranty.",
    seoKeywords: [
      "range repair houston",
      "gas range repair",
      "dual fuel range repair",
      "professional range repair",
      "induction range repair",
      "range oven not heating",
    ],
  },
  {
    id: "ice-machine",
    name: "Ice Machine",
    slug: "ice-machine",
    icon: "snowflake",
    description:
      "We repair undercounter and freestanding clear-ice and nugget ice machines that stop making ice, leak or make small, cloudy cubes. Typical fixes include water inlet valves, drain pumps, thermistors, condenser fans and scale cleaning.",
    avgRepairCost: { min: 162, max: 425 },
    repairTime: "1-3 hours",
    warrantyPeriod: "90 days",
    estimator: { badge: "Complex", description: "Undercounter & nugget ice" },
    seoTitle: "Ice Machine Repair Houston | Same-Day Service",
    seoDescription:
      "Ice machine not making ice or leaking? Same-day ice machine repair in Houston for undercounter, clear-ice and nugget models. Every repair has a 90-day warranty.",
    seoKeywords: [
      "ice machine repair houston",
      "ice maker repair houston",
      "undercounter ice maker repair",
      "nugget ice machine repair",
      "ice machine not making ice",
    ],
  },
  {
    id: "garbage-disposal",
    name: "Garbage Disposal",
    slug: "garbage-disposal",
    icon: "trash",
    description:
      "We repair and replace continuous-feed and batch-feed garbage disposals that hum, jam, leak or won't turn on. Common fixes are clearing jams, resetting overloads, and replacing switches, mounting gaskets and worn units.",
    avgRepairCost: { min: 119, max: 289 },
    repairTime: "30-60 minutes",
    warrantyPeriod: "90 days",
    estimator: { badge: "Quick Fix", description: "Jams, leaks & humming units" },
    seoTitle: "Garbage Disposal Repair Houston | Same-Day Service",
    seoDescription:
      "Garbage disposal humming, jammed or leaking? Same-day garbage disposal repair and replacement in Houston by licensed technicians, with a 90-day warranty.",
    seoKeywords: [
      "garbage disposal repair houston",
      "garbage disposal replacement",
      "disposal jammed",
      "garbage disposal leaking",
      "garbage disposal humming",
    ],
  },
  {
    id: "trash-compactor",
    name: "Trash Compactor",
    slug: "trash-compactor",
    icon: "package",
    description:
      "We repair built-in and freestanding trash compactors that won't start, stall mid-cycle or won't open. Typical fixes include drive motors, power screws and nuts, drive chains, drawer and safety switches, and drawer slides.",
    avgRepairCost: { min: 145, max: 340 },
    repairTime: "1-2 hours",
    warrantyPeriod: "90 days",
    estimator: { badge: "Rare", description: "Built-in & freestanding units" },
    seoTitle: "Trash Compactor Repair Houston | Same-Day Service",
    seoDescription:
      "Trash compactor won't start, jams or won't open? Same-day trash compactor repair in Houston for built-in and freestanding models, with a 90-day warranty.",
    seoKeywords: [
      "trash compactor repair houston",
      "compactor not working",
      "built-in trash compactor repair",
      "trash compactor motor repair",
      "compactor drawer stuck",
    ],
  },
  {
    id: "downdraft",
    name: "Downdraft",
    slug: "downdraft",
    icon: "air-vent",
    description:
      "We repair pop-up and built-in downdraft vents and downdraft cooktops that won't rise, lose suction or run noisily. Common fixes are blower motors, lift motors and gears, switches and control boards, and grease-clogged filters.",
    avgRepairCost: { min: 170, max: 425 },
    repairTime: "1-2 hours",
    warrantyPeriod: "90 days",
    seoTitle: "Downdraft Vent Repair Houston | Same-Day Service",
    seoDescription:
      "Downdraft vent stuck, noisy or not pulling smoke? Same-day downdraft repair in Houston for pop-up vents and downdraft cooktops, with a 90-day warranty.",
    seoKeywords: [
      "downdraft vent repair houston",
      "downdraft repair",
      "pop up downdraft repair",
      "downdraft cooktop repair",
      "downdraft blower repair",
    ],
  },
  {
    id: "cooktop",
    name: "Cooktop",
    slug: "cooktop",
    icon: "soup",
    description:
      "We repair gas, electric, radiant glass and induction cooktops with dead burners or zones, error codes or constant clicking. Typical fixes include igniters, radiant elements, induction generator boards and touch control panels.",
    avgRepairCost: { min: 145, max: 680 },
    repairTime: "1-3 hours",
    warrantyPeriod: "90 days",
    estimator: { badge: "Specialty", description: "Gas, electric & induction" },
    seoTitle: "Cooktop Repair Houston | Gas, Electric & Induction",
    seoDescription:
      "Cooktop burner or zone not working? Same-day cooktop repair in Houston for gas, electric, glass and induction models by licensed techs. 90-day warranty.",
    seoKeywords: [
      "cooktop repair houston",
      "induction cooktop repair",
      "gas cooktop repair",
      "glass cooktop repair",
      "electric cooktop repair",
    ],
  },
] satisfies ApplianceInput[];
