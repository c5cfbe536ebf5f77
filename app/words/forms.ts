import { company } from "#content/company.ts";
import type { Locale } from "#app/domain/i18n/locale.ts";
import type { WordsOf } from "#app/domain/i18n/words-of.ts";

/** What every form's pipeline answers before the form's own schema speaks: the body, the honeypot, the limits. */
const en = {
  honeypot: `Your request looked automated, so it was not sent. Please call us at ${company.phone}.`,
  tooLarge: `This form was too large to send. Please shorten what you typed and try again, or call us at ${company.phone}.`,
  notAForm: "This address accepts form posts from our pages only.",
  unreadable: "We could not read this form. Please try again from the page.",
  fileSent: "This form accepts typed text only; files cannot be sent with it.",
  badSignature: "This request's signature is not valid.",
  /** Each rate-limit policy's answer (app/server/forms.server.ts RATE_LIMITS). */
  rateLimited: {
    booking: `You have sent several booking requests in a short time. Please wait a few minutes, or call us at ${company.phone}.`,
    warranty: `Too many lookups in a short time. Please wait a few minutes, or call us at ${company.phone}.`,
    newsletter: "Too many sign-ups from your connection. Please try again in a few minutes.",
    officeLogin: "Too many sign-in attempts from your connection. Please wait 15 minutes.",
    manage: `You have made several changes in a short time. Please wait a few minutes, or call us at ${company.phone}.`,
    office: "Too many changes in a short time. Please wait a minute and try again.",
    smsWebhook: "Too many requests in a short time. Please try again in a minute.",
    unsubscribe: "Too many requests in a short time. Please try again in a minute.",
    newsletterConfirm: "Too many requests in a short time. Please try again in a few minutes.",
  },
};
export type FormWords = WordsOf<typeof en>;

export const formWords: Record<Locale, FormWords> = {
  en,
  es: {
    honeypot: `Su solicitud parecía automática y no se envió. Llámenos al ${company.phone}.`,
    tooLarge: `El formulario era demasiado grande para enviarlo. Acorte lo que escribió e inténtelo de nuevo, o llámenos al ${company.phone}.`,
    notAForm: "Esta dirección solo acepta formularios enviados desde nuestras páginas.",
    unreadable: "No pudimos leer este formulario. Inténtelo de nuevo desde la página.",
    fileSent: "Este formulario solo acepta texto; no se pueden enviar archivos.",
    badSignature: "La firma de esta solicitud no es válida.",
    rateLimited: {
      booking: `Ha enviado varias solicitudes de cita en poco tiempo. Espere unos minutos o llámenos al ${company.phone}.`,
      warranty: `Demasiadas consultas en poco tiempo. Espere unos minutos o llámenos al ${company.phone}.`,
      newsletter: "Demasiadas suscripciones desde su conexión. Inténtelo de nuevo en unos minutos.",
      officeLogin: "Demasiados intentos de inicio de sesión desde su conexión. Espere 15 minutos.",
      manage: `Ha hecho varios cambios en poco tiempo. Espere unos minutos o llámenos al ${company.phone}.`,
      office: "Demasiados cambios en poco tiempo. Espere un minuto e inténtelo de nuevo.",
      smsWebhook: "Demasiadas solicitudes en poco tiempo. Inténtelo de nuevo en un minuto.",
      unsubscribe: "Demasiadas solicitudes en poco tiempo. Inténtelo de nuevo en un minuto.",
      newsletterConfirm: "Demasiadas solicitudes en poco tiempo. Inténtelo de nuevo en unos minutos.",
    },
  },
};
