import { useEffect, useRef, useState } from "react";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { TIME_SLOTS } from "#app/domain/booking/options.ts";
import type { OfferedDay } from "#app/domain/scheduling/availability.ts";
import { formatLongDate } from "#app/domain/time.ts";
import { windowName } from "#app/domain/scheduling/window-name.ts";
import { useWords } from "#app/components/i18n.ts";

/**
 * The windows of the chosen date: the server's answer first, then fetched from /api/availability
 * each time the date or the ZIP changes (with JavaScript). Null until a date is chosen or when the
 * shown answer is for another date.
 */
export function useOfferedDay({
  availability,
  date,
  zipCode,
  hydrated,
}: {
  availability: OfferedDay | null | undefined;
  date: string;
  zipCode: string;
  hydrated: boolean;
}) {
  const { locale } = useWords();
  const [offered, setOffered] = useState(availability ?? null);
  const [shownAvailability, setShownAvailability] = useState(availability);
  if (availability !== shownAvailability) {
    setShownAvailability(availability);
    setOffered(availability ?? null);
  }
  const wantedZip = zipCode.length === 5 ? zipCode : null;
  const wantedDate = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
  // The date and ZIP the windows shown were last asked for, so each change is fetched once.
  const asked = useRef<string | null>(availability ? `${availability.date}|${availability.zip}` : null);
  useEffect(() => {
    const key = `${wantedDate}|${wantedZip}`;
    if (!hydrated || !wantedDate || asked.current === key) return;
    asked.current = key;
    const controller = new AbortController();
    const query = new URLSearchParams({ date: wantedDate, ...(wantedZip ? { zip: wantedZip } : {}), lang: locale });
    fetch(`/api/availability?${query}`, { signal: controller.signal })
      .then(async (response) => setOffered(response.ok ? ((await response.json()) as OfferedDay) : null))
      .catch(() => {
        // Offline or aborted: the select keeps every window and the server still checks the one chosen.
      });
    return () => {
      controller.abort();
      asked.current = null;
    };
  }, [hydrated, wantedDate, wantedZip, locale]);
  return offered && offered.date === date ? offered : null;
}

/** The closed day's and closed windows' messages, once each, shown under the time select. */
export function closureMessages(day: OfferedDay | null): string[] {
  if (!day) return [];
  return [
    ...new Set(
      [day.message, ...day.windows.filter((w) => w.reason === "closed").map((w) => w.message)].filter(
        (m): m is string => Boolean(m),
      ),
    ),
  ];
}

/** Every window as an option; one that cannot be booked stays in the list, disabled, with the reason. */
export function WindowOptions({ day }: { day: OfferedDay | null }) {
  const { t, locale } = useWords();
  const w = t.bookingPage;
  return (
    <>
      <option value="">{w.selectTime}</option>
      {TIME_SLOTS.map((s) => {
        const slot = day?.windows.find((x) => x.label === s.label);
        const off = slot !== undefined && !slot.available;
        const name = windowName(s.label, locale);
        return (
          <option key={s.label} value={s.label} disabled={off}>
            {off && slot.reason ? `${name} — ${w.unavailable[slot.reason]}` : name}
          </option>
        );
      })}
    </>
  );
}

/** Without JavaScript: reloads the page with the chosen date's windows (a GET, so nothing is changed). */
export function ShowTimesButton({ formAction, name = "show" }: { formAction: string; name?: string }) {
  const w = useWords().t.bookingPage;
  return (
    <button
      type="submit"
      formMethod="get"
      formAction={formAction}
      name={name}
      value="times"
      formNoValidate
      className={buttonClass("outline", "md", "shrink-0")}
    >
      {w.showTimes}
    </button>
  );
}

/** "No times left on <date>" with a button choosing the first open date (a GET without JavaScript). */
export function NoTimesLeft({
  day,
  formAction,
  onChoose,
  className = "",
}: {
  day: OfferedDay;
  formAction: string;
  onChoose?: (date: string) => (event: React.MouseEvent) => void;
  className?: string;
}) {
  const { locale, t } = useWords();
  const w = t.bookingPage;
  const dateText = (date: string) => formatLongDate(date, locale);
  return (
    <div role="status" className={`rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 ${className}`}>
      <p>
        {w.noTimesLeft(dateText(day.date))}
        {day.firstOpenDate ? ` ${w.firstOpenDate(dateText(day.firstOpenDate))}` : ""}
      </p>
      {day.firstOpenDate ? (
        <button
          type="submit"
          formMethod="get"
          formAction={formAction}
          formNoValidate
          name="firstOpen"
          value={day.firstOpenDate}
          onClick={onChoose ? onChoose(day.firstOpenDate) : undefined}
          className={buttonClass("outline", "sm", "mt-2")}
        >
          {w.choose(dateText(day.firstOpenDate))}
        </button>
      ) : null}
    </div>
  );
}

export function noTimesLeft(day: OfferedDay | null): day is OfferedDay {
  return day !== null && day.covered && !day.windows.some((w) => w.available);
}
