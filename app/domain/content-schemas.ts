import { z } from "zod";
import { FAQ_CATEGORIES } from "./tools/faq.ts";

const text = z.string().trim().min(1);

/** An FAQ entry: plain-text question and answer, no phone number or email in the text. */
export const FaqSchema = z.object({
  id: z.number().int().positive(),
  question: text.refine((q) => q.endsWith("?") || q.endsWith("."), "must end with ? or ."),
  answer: text.refine((a) => !/\(\d{3}\) \d{3}-\d{4}|@/.test(a), "must not carry a phone number or email"),
  category: z.enum(FAQ_CATEGORIES),
});

/** A technician shown on the technicians page; zipCode is the primary area, one of the ZIPs we serve. */
export const TechnicianSchema = z.object({
  id: z.number().int().positive(),
  /** Names the technician in the office's dispatch board and an appointment's assignment. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens"),
  name: text,
  initials: z.string().regex(/^[A-Z]{2,3}$/, "must be two or three capital letters"),
  zipCode: z.string().regex(/^\d{5}$/, "must be five digits"),
  servicesThisWeek: z.number().int().min(0),
});

/** A customer review on the home page; date is the day of the review (YYYY-MM-DD). */
export const TestimonialSchema = z.object({
  id: z.number().int().positive(),
  name: text,
  location: text,
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  text: text,
  date: z.iso.date(),
  appliance: text,
});

export type Faq = z.infer<typeof FaqSchema>;
export type Technician = z.infer<typeof TechnicianSchema>;
export type Testimonial = z.infer<typeof TestimonialSchema>;
