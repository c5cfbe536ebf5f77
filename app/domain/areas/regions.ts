/** The four service regions of the coverage list (spec 001 §3). */
export const REGIONS = ["Houston Metro", "North Houston", "West Houston", "Southwest Houston"] as const;
export type Region = (typeof REGIONS)[number];

/** City records may also name these regions (spec 001 §3). */
export const CITY_REGIONS = [...REGIONS, "South Houston", "East Houston", "Southeast Houston"] as const;
