/** The four appliance tiles of the home page, by catalogue slug. */
export const HOME_APPLIANCES = ["washing-machine", "dryer", "refrigerator", "dishwasher"] as const;

export const REGION_CARD_ZIPS = 8;

/** "+N more" beyond the first eight ZIPs of a region card; null when all fit. */
export function moreZipsLabel(total: number, shown = REGION_CARD_ZIPS): string | null {
  return total > shown ? `+${total - shown} more` : null;
}
