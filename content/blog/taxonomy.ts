/**
 * Blog categories and tags (spec 001 §3 "Blog category", "Blog tag").
 * id = slug. Post counts are not stored here: they are computed from the published posts.
 */
export const categories = [
  {
    id: "appliance-maintenance",
    name: "Appliance Maintenance",
    slug: "appliance-maintenance",
    description:
      "Routine care our technicians recommend to keep your appliances running longer, cleaner and with fewer surprise breakdowns.",
  },
  {
    id: "repair-guides",
    name: "Repair Guides",
    slug: "repair-guides",
    description:
      "Step-by-step troubleshooting for common appliance problems, with clear advice on what you can safely check yourself and when to call a professional.",
  },
  {
    id: "energy-efficiency",
    name: "Energy Efficiency",
    slug: "energy-efficiency",
    description:
      "Practical settings and habits that cut your appliances' energy use and keep utility bills down through long Houston summers.",
  },
  {
    id: "buying-guides",
    name: "Buying Guides",
    slug: "buying-guides",
    description:
      "Honest advice from the technicians who fix them on choosing appliances that are reliable, efficient and easy to service.",
  },
  {
    id: "industry-news",
    name: "Industry News",
    slug: "industry-news",
    description:
      "Recalls, new efficiency standards and appliance industry developments that matter to Houston homeowners.",
  },
] as const;

export const tags = [
  { id: "washing-machine", name: "washing machine", slug: "washing-machine" },
  { id: "dryer", name: "dryer", slug: "dryer" },
  { id: "refrigerator", name: "refrigerator", slug: "refrigerator" },
  { id: "dishwasher", name: "dishwasher", slug: "dishwasher" },
  { id: "diy", name: "DIY", slug: "diy" },
  { id: "maintenance", name: "maintenance", slug: "maintenance" },
  { id: "energy-saving", name: "energy saving", slug: "energy-saving" },
  { id: "troubleshooting", name: "troubleshooting", slug: "troubleshooting" },
  { id: "samsung", name: "Samsung", slug: "samsung" },
  { id: "lg", name: "LG", slug: "lg" },
  { id: "whirlpool", name: "Whirlpool", slug: "whirlpool" },
  { id: "ge", name: "GE", slug: "ge" },
] as const;
