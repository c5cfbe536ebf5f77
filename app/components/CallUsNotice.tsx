import { company, telHref } from "#content/company.ts";
import { Phone } from "lucide-react";
import { useWords } from "./i18n.ts";
import { buttonClass } from "./ui/Button.tsx";
import { Card } from "./ui/Card.tsx";

/** Why something the visitor asked for cannot be done online, with the business line to call instead. */
export function CallUsNotice({ message }: { message: string }) {
  const { t } = useWords();
  return (
    <Card>
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-amber-900">
        {message}
      </p>
      <a href={telHref} className={buttonClass("accent", "md", "mt-4")}>
        <Phone aria-hidden="true" className="h-4 w-4" /> {t.actions.callNumber(company.phone)}
      </a>
    </Card>
  );
}
