/** The booking form's fields, as posted. */
export const BOOKING_FIELDS = [
  "name",
  "phone",
  "email",
  "address",
  "zipCode",
  "appliance",
  "issue",
  "issueOther",
  "description",
  "preferredDate",
  "preferredTime",
  "smsConsent",
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
