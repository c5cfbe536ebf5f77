/** The words next to the booking form's text-message box, stored with each consent as shown. */
export const SMS_CONSENT_TEXT =
  "Text me appointment updates (confirmation, reminder, technician on the way). Message and data rates may apply. Reply STOP to opt out.";

/** The box's posted value when ticked. */
export const SMS_CONSENT_VALUE = "yes";
