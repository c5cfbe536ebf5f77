import { Form, Link } from "react-router";
import { FormNotices, tableClass } from "~/components/office/OfficeShell";
import { buttonClass } from "~/components/ui/Button";
import { inputClass } from "~/components/ui/Field";
import { REGIONS } from "~/domain/areas/regions";
import { SETTINGS_FIELDS, settingsChangeSchema } from "~/domain/scheduling/dispatch";
import { schedulingDefaults, WEEKDAYS } from "~/domain/scheduling/settings";
import { formatLongDate } from "~/domain/time";
import { officeMeta } from "~/office-meta";
import { assertSameOrigin, requireStaff } from "~/server/auth.server";
import { addClosedDay, removeCapacity, removeClosedDay, setCapacity } from "~/server/dispatch.server";
import { formReply, submitForm } from "~/server/forms.server";
import type { Route } from "./+types/schedule-settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const [rules, closed] = await Promise.all([
    context.db.selectFrom("capacity_settings").selectAll().orderBy("weekday").orderBy("region").orderBy("time_window").execute(),
    context.db.selectFrom("closed_days").selectAll().orderBy("service_date").orderBy("time_window").execute(),
  ]);
  return { rules, closed, defaults: schedulingDefaults };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.env.SITE_URL);
  const staff = await requireStaff(context, request);
  const submission = await submitForm({ request, context }, { fields: SETTINGS_FIELDS, schema: settingsChangeSchema(schedulingDefaults), rateLimit: "office" });
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
      return (await removeCapacity(context.db, change)) ? done("The capacity setting was removed; the default applies again.") : gone("That setting was already removed.");
    case "close":
      await addClosedDay(context.db, change, staff.name);
      return done(`${formatLongDate(change.date)}${change.window ? `, ${change.window},` : ""} is closed for booking.`);
    case "reopen":
      return (await removeClosedDay(context.db, change.id)) ? done("The day is open for booking again.") : gone("That closed day was already removed.");
  }
}

export const meta: Route.MetaFunction = () => officeMeta("Capacity and closed days");

function ruleText(rule: { weekday?: string; region?: string; window?: string; capacity: number }): string {
  return `${[rule.weekday ? `${rule.weekday}s` : "Every day", rule.region ?? "every region", rule.window ?? "every window"].join(", ")}: ${rule.capacity}`;
}

export default function ScheduleSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { rules, closed, defaults } = loaderData;
  const windows = defaults.windows.map((w) => w.label);
  return (
    <section className="space-y-8">
      <Link to="/office/schedule" className="text-brand-700 underline">← Schedule</Link>
      <h1 className="text-2xl font-bold">Capacity and closed days</h1>
      <FormNotices result={actionData} />

      <section className="space-y-3">
        <h2 className="text-xl font-bold">Visits per window</h2>
        <p className="text-slate-700">
          By default each window takes {defaults.defaultCapacity} visits ({defaults.capacityRules.map(ruleText).join("; ")}). A setting here applies to
          every week; the most specific one wins. A region's capacity is how many visits may already be booked in a window for a customer of that region to get a place.
        </p>
        <Form method="post" className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4">
          <input type="hidden" name="intent" value="capacity" />
          <div>
            <label htmlFor="cap-weekday" className="block text-sm font-semibold">Weekday</label>
            <select id="cap-weekday" name="weekday" className={inputClass}>{WEEKDAYS.map((d) => <option key={d}>{d}</option>)}</select>
          </div>
          <div>
            <label htmlFor="cap-region" className="block text-sm font-semibold">Region</label>
            <select id="cap-region" name="region" className={inputClass}><option value="">Every region</option>{REGIONS.map((r) => <option key={r}>{r}</option>)}</select>
          </div>
          <div>
            <label htmlFor="cap-window" className="block text-sm font-semibold">Window</label>
            <select id="cap-window" name="window" className={inputClass}><option value="">Every window</option>{windows.map((w) => <option key={w}>{w}</option>)}</select>
          </div>
          <div>
            <label htmlFor="cap-capacity" className="block text-sm font-semibold">Visits per window</label>
            <input id="cap-capacity" name="capacity" type="number" min={0} max={50} required defaultValue={defaults.defaultCapacity} className={inputClass} />
          </div>
          <button type="submit" className={buttonClass("primary", "md")}>Save capacity</button>
        </Form>
        {rules.length === 0 ? <p className="text-slate-700">No office settings: the defaults apply.</p> : (
          <table className={tableClass}>
            <thead><tr><th>Weekday</th><th>Region</th><th>Window</th><th>Visits</th><th>Set by</th><th /></tr></thead>
            <tbody>
              {rules.map((r) => (
                <tr key={`${r.weekday}-${r.region}-${r.time_window}`}>
                  <td>{WEEKDAYS[r.weekday]}</td><td>{r.region || "Every region"}</td><td>{r.time_window || "Every window"}</td><td>{r.capacity}</td><td>{r.updated_by}</td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove-capacity" />
                      <input type="hidden" name="weekday" value={WEEKDAYS[r.weekday]} />
                      <input type="hidden" name="region" value={r.region} />
                      <input type="hidden" name="window" value={r.time_window} />
                      <button type="submit" className="rounded border border-brand-700 px-2 py-1 text-xs font-semibold text-brand-800">Remove</button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="space-y-3">
        <h2 className="text-xl font-bold">Closed days</h2>
        <p className="text-slate-700">Holidays, storm days: nobody can book the day (or one window of it), and the booking page shows your message.</p>
        <Form method="post" className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4">
          <input type="hidden" name="intent" value="close" />
          <div>
            <label htmlFor="closed-date" className="block text-sm font-semibold">Date</label>
            <input id="closed-date" name="date" type="date" required className={inputClass} />
          </div>
          <div>
            <label htmlFor="closed-window" className="block text-sm font-semibold">Window</label>
            <select id="closed-window" name="window" className={inputClass}><option value="">The whole day</option>{windows.map((w) => <option key={w}>{w}</option>)}</select>
          </div>
          <div className="min-w-72 flex-1">
            <label htmlFor="closed-message" className="block text-sm font-semibold">Message for customers</label>
            <input id="closed-message" name="message" required maxLength={300} className={inputClass} />
          </div>
          <button type="submit" className={buttonClass("primary", "md")}>Close for booking</button>
        </Form>
        {closed.length === 0 ? <p className="text-slate-700">No closed days.</p> : (
          <table className={tableClass}>
            <thead><tr><th>Date</th><th>Window</th><th>Message</th><th>Closed by</th><th /></tr></thead>
            <tbody>
              {closed.map((c) => (
                <tr key={c.id}>
                  <td>{formatLongDate(c.service_date)}</td><td>{c.time_window || "Whole day"}</td><td>{c.message}</td><td>{c.created_by}</td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="intent" value="reopen" />
                      <input type="hidden" name="id" value={c.id} />
                      <button type="submit" className="rounded border border-brand-700 px-2 py-1 text-xs font-semibold text-brand-800">Reopen</button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="text-sm text-slate-700">Always closed: {defaults.closures.map((c) => `${c.weekday ?? c.date}${c.window ? ` ${c.window}` : ""}`).join("; ")}.</p>
      </section>
    </section>
  );
}
