import type { Testimonial } from "../app/domain/content-schemas.ts";

/**
 * The three customer reviews on the home page (spec 000 §2 "Home page" section 9, §3 "Testimonial").
 * date is the day of the review (YYYY-MM-DD).
 */
export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: "Maria G.",
    location: "Houston Heights, TX",
    rating: 5,
    text: "Our refrigerator stopped cooling on a Saturday morning in the middle of July. The technician was at our house that afternoon, found a failed evaporator fan motor and replaced it in under an hour. Everything was cold again by dinner, and the bill matched the price he quoted before starting.",
    date: "2024-07-13",
    appliance: "Refrigerator",
  },
  {
    id: 2,
    name: "Kevin T.",
    location: "Katy, TX",
    rating: 5,
    text: "Our LG front loader kept stopping mid-cycle with an OE code and a drum full of water. The technician found a baby sock jammed in the drain pump, replaced the damaged pump on the same visit and showed us how to clean the filter ourselves. Clear upfront price and no surprises.",
    date: "2024-03-05",
    appliance: "Washing Machine",
  },
  {
    id: 3,
    name: "Priya S.",
    location: "Sugar Land, TX",
    rating: 5,
    text: "Our Whirlpool dryer would tumble for an hour and the clothes came out still wet. The technician traced it to a blown thermal fuse caused by a lint-packed vent, replaced the fuse and cleaned the whole vent line. It dries a load in 45 minutes again, and he explained everything clearly.",
    date: "2024-10-22",
    appliance: "Dryer",
  },
];
