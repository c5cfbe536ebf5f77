import stylesheetText from "../app.css?inline";

/** The built stylesheet's text, written into every page in production (see app/delivery/Stylesheet.tsx). */
export const STYLESHEET_TEXT: string = stylesheetText;
