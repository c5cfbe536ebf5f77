/** Prefilled messages of the home page's chat-help section (spec 000 §2, section 8). */
export const CHAT_GREETING = "Hi! I'd like help with an appliance repair.";
export const CHAT_QUICK_ACTIONS = [
  { label: "Schedule Repair", text: "Hi! I'd like to schedule an appliance repair." },
  { label: "Get Quote", text: "Hi! Can I get a quote for an appliance repair?" },
  { label: "Emergency Service", text: "Hi! I have an appliance emergency and need service right away." },
  { label: "Check Warranty", text: "Hi! I'd like to check the warranty on a recent repair." },
] as const;

/** The four appliance tiles of the home page, by catalogue slug. */
export const HOME_APPLIANCES = ["washing-machine", "dryer", "refrigerator", "dishwasher"] as const;

export const REGION_CARD_ZIPS = 8;

/** "+N more" beyond the first eight ZIPs of a region card; null when all fit. */
export function moreZipsLabel(total: number, shown = REGION_CARD_ZIPS): string | null {
  return total > shown ? `+${total - shown} more` : null;
}
