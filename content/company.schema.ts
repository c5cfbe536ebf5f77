import { z } from "zod";

/** The company's settings (spec 000 §3 "Company info"). Every page reads them from here. */
export const CompanySchema = z.object({
  name: z.string().min(1),
  phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, "must read (XXX) XXX-XXXX"),
  rawPhone: z.string().regex(/^\+1\d{10}$/, "must be +1 and 10 digits"),
  email: z.email(),
  address: z.object({
    street: z.string().min(1),
    city: z.string().min(1),
    state: z.literal("TX"),
    zip: z.string().regex(/^\d{5}$/),
  }),
  serviceArea: z.string().min(1),
  chat: z.object({ number: z.string().regex(/^\d{11}$/), baseUrl: z.url() }),
  partsSupplier: z.object({ name: z.string().min(1), searchUrl: z.url() }),
  hours: z.object({
    weekdays: z.object({
      label: z.string(),
      open: z.string().regex(/^\d\d:\d\d$/),
      close: z.string().regex(/^\d\d:\d\d$/),
    }),
    weekends: z.object({
      label: z.string(),
      open: z.string().regex(/^\d\d:\d\d$/),
      close: z.string().regex(/^\d\d:\d\d$/),
    }),
    emergency: z.string().min(1),
  }),
  warranty: z.object({ days: z.number().int().positive(), description: z.string().min(1) }),
  callbackMinutes: z.number().int().positive(),
  rating: z.number().min(1).max(5),
  reviewCount: z.number().int().positive(),
  priceRange: z.string().min(1),
  serviceRadiusMeters: z.number().int().positive(),
  founded: z.number().int(),
  seo: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    keywords: z.array(z.string().min(1)).min(1),
  }),
});

export type Company = z.infer<typeof CompanySchema>;

/** Checks the settings; the error names the field. Runs when the server starts and in the tests. */
export function validateCompany(value: unknown): Company {
  const result = CompanySchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`content/company.ts: field "${issue.path.join(".")}": ${issue.message}`);
  }
  return result.data;
}
