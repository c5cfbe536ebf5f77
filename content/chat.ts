/** The message sent when the visitor sends an empty chat message. */
export const DEFAULT_CHAT_MESSAGE = "Hi! I need help with my appliance repair. Can you assist me?";

/** The chat panel's six quick messages. */
export const QUICK_CHAT_MESSAGES = [
  { label: "Repair service", text: "Hi! I need an appliance repaired. Can you help?" },
  { label: "Service hours", text: "Hi! What are your service hours?" },
  { label: "Same-day service", text: "Hi! Do you offer same-day service today?" },
  { label: "Get a quote", text: "Hi! Can I get a quote for an appliance repair?" },
  { label: "Area coverage", text: "Hi! Do you service my area?" },
  { label: "Emergency repair", text: "Hi! I have an appliance emergency and need help right away." },
] as const;

/** Prefilled messages of the home page's chat-help section. */
export const CHAT_GREETING = "Hi! I'd like help with an appliance repair.";
export const CHAT_QUICK_ACTIONS = [
  { label: "Schedule Repair", text: "Hi! I'd like to schedule an appliance repair." },
  { label: "Get Quote", text: "Hi! Can I get a quote for an appliance repair?" },
  { label: "Emergency Service", text: "Hi! I have an appliance emergency and need service right away." },
  { label: "Check Warranty", text: "Hi! I'd like to check the warranty on a recent repair." },
] as const;
