import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormNotices } from "#app/components/office/OfficeShell.tsx";
import { HiddenFields, OfficeField, OfficeTable, RowAction } from "#app/components/office/OfficeTable.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { inputClass, Options } from "#app/components/ui/Field.tsx";
import { REGIONS } from "#app/domain/areas/regions.ts";
import {
  closureMessagesOf,
  MAX_CAPACITY,
  SETTINGS_FIELDS,
  settingsChangeSchema,
} from "#app/domain/scheduling/dispatch.ts";
import { LANGUAGE_TAG, LOCALES } from "#app/domain/i18n/locale.ts";
import { languageWords } from "#app/domain/i18n/ui/language.ts";
import { storedClosureMessages } from "#app/server/scheduling.server.ts";
import { closedHolidays, closedHolidaysBetween } from "#app/domain/scheduling/holidays.ts";
import { schedulingDefaults } from "#app/domain/scheduling/settings.ts";
import { addDays, formatLongDate, todayInHouston, WEEKDAYS } from "#app/domain/time.ts";
import { officeMeta } from "#app/office-meta.ts";
import { requireStaff, submitStaffForm } from "#app/server/auth.server.ts";
import { addClosedDay, removeCapacity, removeClosedDay, setCapacity } from "#app/server/dispatch.server.ts";
import { formReply } from "#app/server/forms.server.ts";
import { TextLink } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/schedule-settings";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireStaff(context, request, url);
  const [rules, closed] = await Promise.all([
    context.db
      .selectFrom("capacity_settings")
      .selectAll()
      .orderBy("weekday")
      .orderBy("region")
      .orderBy("time_window")
      .execute(),
    context.db.selectFrom("closed_days").selectAll().orderBy("service_date").orderBy("time_window").execute(),
  ]);
  const withMessages = closed.map((c) => ({
    id: c.id,
    service_date: c.service_date,
    time_window: c.time_window,
    created_by: c.created_by,
    messages: storedClosureMessages(c.messages),
  }));
  const today = todayInHouston();
  const holidays = closedHolidaysBetween(
    schedulingDefaults.holidays,
    schedulingDefaults.weekendHolidays,
    today,
    addDays(today, schedulingDefaults.horizonDays),
  ).map(({ date, holiday }) => ({ date, name: holiday.name.en }));
  return { rules, closed: withMessages, holidays, defaults: schedulingDefaults };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { staff, submission } = await submitStaffForm(
    { request, url, context },
    { fields: SETTINGS_FIELDS, schema: settingsChangeSchema(schedulingDefaults) },
  );
  if (!submission.ok) return submission.reply;
  const change = submission.data;
  const done = (notice: string) => formReply(submission.values, { notice });
  const gone = (formError: string) => formReply(submission.values, { status: 404, formError });
  switch (change.intent) {
    case "capacity": {
      await setCapacity(context.db, change, staff.name);
      const scope = [change.region || "every region", change.window || "every window"].join(", ");
      return done(`${change.weekday}s, ${scope}: ${change.capacity} visits per window.`);
    }
    case "remove-capacity":
      return (await removeCapacity(context.db, change))
        ? done("The capacity setting was removed; the default applies again.")
        : gone("That setting was already removed.");
    case "close":
      await addClosedDay(context.db, { ...change, messages: closureMessagesOf(change) }, staff.name);
      return done(`${formatLongDate(change.date)}${change.window ? `, ${change.window},` : ""} is closed for booking.`);
    case "reopen":
      return (await removeClosedDay(context.db, change.id))
        ? done("The day is open for booking again.")
        : gone("That closed day was already removed.");
  }
}

export const meta: Route.MetaFunction = () => officeMeta("Capacity and closed days");

function ruleText(rule: { weekday?: string; region?: string; window?: string; capacity: number }): string {
  return `${[rule.weekday ? `${rule.weekday}s` : "Every day", rule.region ?? "every region", rule.window ?? "every window"].join(", ")}: ${rule.capacity}`;
}

function SettingsForm({ intent, submit, children }: { intent: string; submit: string; children: ReactNode }) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4">
      <HiddenFields values={{ intent }} />
      {children}
      <button type="submit" className={buttonClass("primary", "md")}>
        {submit}
      </button>
    </Form>
  );
}

/** A select whose options are their own values, with an optional first choice meaning "any". */
function Choice({
  id,
  name,
  blank,
  options,
}: {
  id: string;
  name: string;
  blank?: string;
  options: readonly string[];
}) {
  return (
    <select id={id} name={name} className={inputClass}>
      {blank === undefined ? null : <option value="">{blank}</option>}
      <Options values={options} />
    </select>
  );
}

export default function ScheduleSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { rules, closed, holidays, defaults } = loaderData;
  const closedEveryYear = closedHolidays(defaults.holidays);
  const listed = (list: typeof defaults.holidays) => list.map((h) => `${h.name.en} (${h.rule})`).join("; ") || "none";
  const windows = defaults.windows.map((w) => w.label);
  return (
    <section className="space-y-8">
      <TextLink to="/office/schedule">← Schedule</TextLink>
      <h1 className="text-2xl font-bold">Capacity and closed days</h1>
      <FormNotices result={actionData} />

      <section className="space-y-3">
        <h2 className="text-xl font-bold">Visits per window</h2>
        <p className="text-slate-700">
          By default each window takes {defaults.defaultCapacity} visits (
          {defaults.capacityRules.map(ruleText).join("; ")}). A setting here applies to every week; the most specific
          one wins. A region's capacity is how many visits may already be booked in a window for a customer of that
          region to get a place.
        </p>
        <SettingsForm intent="capacity" submit="Save capacity">
          <OfficeField id="cap-weekday" label="Weekday">
            <Choice id="cap-weekday" name="weekday" options={WEEKDAYS} />
          </OfficeField>
          <OfficeField id="cap-region" label="Region">
            <Choice id="cap-region" name="region" blank="Every region" options={REGIONS} />
          </OfficeField>
          <OfficeField id="cap-window" label="Window">
            <Choice id="cap-window" name="window" blank="Every window" options={windows} />
          </OfficeField>
          <OfficeField id="cap-capacity" label="Visits per window">
            <input
              id="cap-capacity"
              name="capacity"
              type="number"
              min={0}
              max={MAX_CAPACITY}
              required
              defaultValue={defaults.defaultCapacity}
              className={inputClass}
            />
          </OfficeField>
        </SettingsForm>
        <OfficeTable
          rows={rules}
          headers={["Weekday", "Region", "Window", "Visits", "Set by", ""]}
          empty="No office settings: the defaults apply."
        >
          {(r) => (
            <tr key={`${r.weekday}-${r.region}-${r.time_window}`}>
              <td>{WEEKDAYS[r.weekday]}</td>
              <td>{r.region || "Every region"}</td>
              <td>{r.time_window || "Every window"}</td>
              <td>{r.capacity}</td>
              <td>{r.updated_by}</td>
              <td>
                <RowAction
                  values={{
                    intent: "remove-capacity",
                    weekday: WEEKDAYS[r.weekday]!,
                    region: r.region,
                    window: r.time_window,
                  }}
                  label="Remove"
                />
              </td>
            </tr>
          )}
        </OfficeTable>
      </section>

      <section className="space-y-3">
        <h2 className="text-xl font-bold">Closed days</h2>
        <p className="text-slate-700">
          Storm days and other closures: nobody can book the day (or one window of it), and the booking page shows your
          message in the customer&apos;s language; where you leave a language empty, its customers read the general
          &quot;not booking at this time&quot; message. The holidays below are closed without being set here.
        </p>
        <SettingsForm intent="close" submit="Close for booking">
          <OfficeField id="closed-date" label="Date">
            <input id="closed-date" name="date" type="date" required className={inputClass} />
          </OfficeField>
          <OfficeField id="closed-window" label="Window">
            <Choice id="closed-window" name="window" blank="The whole day" options={windows} />
          </OfficeField>
          {LOCALES.map((locale) => (
            <OfficeField
              key={locale}
              id={`closed-message-${locale}`}
              label={`Message for customers (${languageWords[locale].name})`}
              className="min-w-72 flex-1"
            >
              <input
                id={`closed-message-${locale}`}
                name={`message_${locale}`}
                lang={LANGUAGE_TAG[locale]}
                maxLength={300}
                className={inputClass}
              />
            </OfficeField>
          ))}
        </SettingsForm>
        <OfficeTable rows={closed} headers={["Date", "Window", "Message", "Closed by", ""]} empty="No closed days.">
          {(c) => (
            <tr key={c.id}>
              <td>{formatLongDate(c.service_date)}</td>
              <td>{c.time_window || "Whole day"}</td>
              <td>
                {Object.entries(c.messages).map(([locale, message]) => (
                  <p key={locale} lang={locale}>
                    {message}
                  </p>
                ))}
              </td>
              <td>{c.created_by}</td>
              <td>
                <RowAction values={{ intent: "reopen", id: c.id }} label="Reopen" />
              </td>
            </tr>
          )}
        </OfficeTable>
        {defaults.closures.length > 0 ? (
          <p className="text-sm text-slate-700">
            Always closed:{" "}
            {defaults.closures.map((c) => `${c.weekday ?? c.date}${c.window ? ` ${c.window}` : ""}`).join("; ")}.
          </p>
        ) : null}
        <h3 className="text-lg font-bold">Holidays</h3>
        <OfficeTable
          rows={holidays}
          headers={["Date", "Holiday"]}
          empty={`No holiday closes within the next ${defaults.horizonDays} days.`}
        >
          {(h) => (
            <tr key={h.date}>
              <td>{formatLongDate(h.date)}</td>
              <td>{h.name}</td>
            </tr>
          )}
        </OfficeTable>
        <p className="text-sm text-slate-700">
          Closed every year: {listed(closedEveryYear)}. Open:{" "}
          {listed(defaults.holidays.filter((h) => !closedEveryYear.includes(h)))}. A holiday on a Saturday or Sunday is
          closed{" "}
          {defaults.weekendHolidays === "on the day"
            ? "on that day itself"
            : "on the Friday before or the Monday after"}
          . Customers read that we are closed for the holiday; the list is kept in content/scheduling.ts.
        </p>
      </section>
    </section>
  );
}
