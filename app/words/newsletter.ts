import type { Locale } from "#app/domain/i18n/locale.ts";
import type { WordsOf } from "#app/domain/i18n/words-of.ts";

/** The newsletter's sign-up answer, its confirmation email and its confirmation page. */
const en = {
  /** The same answer whatever the address's state: the list is nobody else's business. */
  checkInbox: (days: number) =>
    `Almost done: if this address is not on our list yet, we have sent it a link to confirm your subscription. Check your inbox (and your spam folder), and open the link within ${days} days.`,
  failed: (phone: string) => `We couldn't save your subscription just now. Please try again, or call us at ${phone}.`,
  email: {
    subject: (company: string) => `Confirm your subscription - ${company}`,
    greeting: "Hello,",
    asked: (company: string) =>
      `Someone, we hope you, asked for the ${company} newsletter at this address: seasonal maintenance tips, once a month.`,
    confirm: (days: number) => `To confirm, open this link within ${days} days:`,
    ignore: "If you did not ask for it, ignore this email: you will get nothing more from us.",
  },
  page: {
    title: "Confirm your subscription",
    ask: (email: string) => `Send appliance tips and news to ${email}?`,
    button: "Confirm subscription",
    confirmed: "You're subscribed. Look out for our next maintenance tips.",
    expired: "This confirmation link has expired. Sign up again on our blog and we will send you a new one.",
    invalid:
      "This confirmation link is not valid. Use the link in the email we sent, or sign up again on our blog for a new one.",
    failed: (phone: string) => `We could not confirm your subscription just now. Please try again, or call ${phone}.`,
    blog: "Go to the blog",
    questions: "Questions? Call",
  },
};
export type NewsletterWords = WordsOf<typeof en>;

export const newsletterWords: Record<Locale, NewsletterWords> = {
  en,
  es: {
    checkInbox: (days) =>
      `Casi listo: si esta dirección aún no está en nuestra lista, le enviamos un enlace para confirmar su suscripción. Revise su bandeja de entrada (y la carpeta de spam) y abra el enlace en los próximos ${days} días.`,
    failed: (phone) => `No pudimos guardar su suscripción en este momento. Inténtelo de nuevo o llámenos al ${phone}.`,
    email: {
      subject: (company) => `Confirme su suscripción - ${company}`,
      greeting: "Hola:",
      asked: (company) =>
        `Alguien, esperamos que usted, pidió el boletín de ${company} para esta dirección: consejos de mantenimiento de temporada, una vez al mes.`,
      confirm: (days) => `Para confirmar, abra este enlace en los próximos ${days} días:`,
      ignore: "Si usted no lo pidió, ignore este correo: no recibirá nada más de nuestra parte.",
    },
    page: {
      title: "Confirme su suscripción",
      ask: (email) => `¿Enviar consejos y noticias sobre electrodomésticos a ${email}?`,
      button: "Confirmar suscripción",
      confirmed: "Ya está suscrito. Pronto recibirá nuestros próximos consejos de mantenimiento.",
      expired: "Este enlace de confirmación venció. Suscríbase de nuevo en nuestro blog y le enviaremos uno nuevo.",
      invalid:
        "Este enlace de confirmación no es válido. Use el enlace del correo que le enviamos, o suscríbase de nuevo en nuestro blog para recibir uno nuevo.",
      failed: (phone) => `No pudimos confirmar su suscripción en este momento. Inténtelo de nuevo o llame al ${phone}.`,
      blog: "Ir al blog",
      questions: "¿Preguntas? Llame al",
    },
  },
};
