import { company, formatClock, telHref } from "#content/company.ts";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useWords } from "./i18n.ts";
import { IconItem } from "./ui/Lists.tsx";

const CONTACT_TONES = {
  /** On the dark footer, in small text. */
  footer: { icon: "mt-0.5", phone: "hover:text-white", email: "break-all hover:text-white" },
  /** On a white card. */
  page: { icon: "mt-1", phone: "font-semibold text-brand-700 underline", email: "break-all text-brand-700 underline" },
} as const;

/** The business line, the email address, where we are and the opening hours, as list items. */
export function ContactItems({
  tone,
  place,
  hoursNote,
}: {
  tone: keyof typeof CONTACT_TONES;
  place: string;
  hoursNote?: string;
}) {
  const { t } = useWords();
  const c = CONTACT_TONES[tone];
  const { weekdays, weekends } = company.hours;
  return (
    <>
      <IconItem icon={Phone} iconClassName={c.icon}>
        <a href={telHref} className={c.phone}>
          {company.phone}
        </a>
      </IconItem>
      <IconItem icon={Mail} iconClassName={c.icon}>
        <a href={`mailto:${company.email}`} className={c.email}>
          {company.email}
        </a>
      </IconItem>
      <IconItem icon={MapPin} iconClassName={c.icon}>
        <span>{place}</span>
      </IconItem>
      <IconItem icon={Clock} iconClassName={c.icon}>
        <span>
          {t.footer.weekdays}: {formatClock(weekdays.open)} - {formatClock(weekdays.close)}
          <br />
          {t.footer.weekends}: {formatClock(weekends.open)} - {formatClock(weekends.close)}
          {hoursNote ? (
            <>
              <br />
              {hoursNote}
            </>
          ) : null}
        </span>
      </IconItem>
    </>
  );
}
