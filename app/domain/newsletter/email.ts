import { localeOf, type Locale } from "../i18n/locale.ts";
import { newsletterWords } from "#app/words/newsletter.ts";
import { NEWSLETTER_CONFIRMATION } from "./confirmation.ts";

/** The confirmation email's template parameters: its language, the link and the words around it. */
export function confirmationEmailParams(
  company: { name: string; phone: string },
  confirmUrl: string,
  language: Locale,
): Record<string, string> {
  const words = newsletterWords[language].email;
  return {
    language,
    confirm_url: confirmUrl,
    company_name: company.name,
    company_phone: company.phone,
    intro: words.asked(company.name),
    message: `${words.confirm(NEWSLETTER_CONFIRMATION.linkValidDays)} ${confirmUrl}`,
  };
}

export function confirmationEmailSubject(p: Record<string, string>): string {
  return newsletterWords[localeOf(p.language)].email.subject(p.company_name!);
}

/** The confirmation email's text: who asked, the link, and what to do when it was not them. */
export function confirmationEmailText(p: Record<string, string>): string {
  const words = newsletterWords[localeOf(p.language)].email;
  return [
    words.greeting,
    "",
    p.intro,
    "",
    words.confirm(NEWSLETTER_CONFIRMATION.linkValidDays),
    p.confirm_url,
    "",
    words.ignore,
    "",
    p.company_name,
    p.company_phone,
  ].join("\n");
}
