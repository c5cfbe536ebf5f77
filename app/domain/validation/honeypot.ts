/** The one hidden field every public form carries: people never see it, form-filling software fills it. */
export const HONEYPOT_FIELD = "website";
