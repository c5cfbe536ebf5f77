import { openDayAhead } from "./dates.ts";

/**
 * The booking form's fields for a valid request: Dana Reyes's dryer that is not heating, tomorrow
 * (or the first day after it that is not a closed holiday) between 2 and 4 PM, with a fresh
 * submission key. Any field can be given instead.
 */
export function bookingFormFields<Extra extends Record<string, string>>(extra: Extra = {} as Extra) {
  return {
    submissionKey: crypto.randomUUID(),
    website: "",
    name: "Dana Reyes",
    phone: "(832) 555-0134",
    email: "dana@example.com",
    address: "4410 Montrose Blvd",
    zipCode: "77006",
    appliance: "Dryer",
    issue: "Not heating",
    issueOther: "",
    description: "",
    preferredDate: openDayAhead(1),
    preferredTime: "2-4 PM",
    ...extra,
  };
}
