/** The four appliance tiles of the home page, by catalogue slug. */
export const HOME_APPLIANCES = ["washing-machine", "dryer", "refrigerator", "dishwasher"] as const;

export const REGION_CARD_ZIPS = 8;

/** How many of a region's ZIPs its card leaves out beyond the first eight ("+N more"); 0 when all fit. */
export function hiddenZipCount(total: number, shown = REGION_CARD_ZIPS): number {
  return Math.max(0, total - shown);
}
