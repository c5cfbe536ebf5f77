import { CalendarPlus } from "lucide-react";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { useWords } from "#app/components/i18n.ts";

/** A visit's calendar links: as the server wrote them (the calendar file is beside the manage page). */
export interface VisitCalendar {
  google: string;
  outlook: string;
  file: string;
}

/** "Add it to your calendar": Google Calendar, Outlook.com, and the file every other calendar app opens. */
export function AddToCalendar({ calendar, className = "" }: { calendar: VisitCalendar; className?: string }) {
  const w = useWords().t.addToCalendar;
  const external = { target: "_blank", rel: "noopener noreferrer" };
  return (
    <section aria-labelledby="add-to-calendar" className={className}>
      <h2 id="add-to-calendar" className="flex items-center gap-2 text-lg font-bold">
        <CalendarPlus aria-hidden="true" className="h-5 w-5 text-brand-700" /> {w.title}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={calendar.google} {...external} className={buttonClass("outline", "sm")}>
          {w.google} <span className="sr-only">{w.newTab}</span>
        </a>
        <a href={calendar.outlook} {...external} className={buttonClass("outline", "sm")}>
          {w.outlook} <span className="sr-only">{w.newTab}</span>
        </a>
        <a href={calendar.file} download className={buttonClass("outline", "sm")}>
          {w.file}
        </a>
      </div>
    </section>
  );
}
