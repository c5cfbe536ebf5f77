import type { ReactNode } from "react";
import { company } from "#content/company.ts";
import { technicians } from "#content/technicians.ts";
import { Form, Link } from "react-router";
import { FormNotices, tableClass } from "#app/components/office/OfficeShell.tsx";
import { HiddenFields, OfficeField } from "#app/components/office/OfficeTable.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { inputClass, Options } from "#app/components/ui/Field.tsx";
import {
  BOARD_FIELDS,
  boardChangeSchema,
  type BoardWindow,
  type ScheduledVisit,
  technicianBySlug,
} from "#app/domain/scheduling/dispatch.ts";
import { parseServiceDate } from "#app/domain/scheduling/dates.ts";
import { schedulingDefaults } from "#app/domain/scheduling/settings.ts";
import { isOpen, nextStatuses, STATUS_LABELS, statusLabel, type VisitStatus } from "#app/domain/scheduling/status.ts";
import { statusChangeRefusal } from "#app/domain/scheduling/status-change.ts";
import { doubleBookingMessages } from "#app/domain/scheduling/double-booking.ts";
import { addDays, formatLongDate, todayInHouston } from "#app/domain/time.ts";
import { officeMeta } from "#app/office-meta.ts";
import { requireStaff, submitStaffForm } from "#app/server/auth.server.ts";
import {
  assignTechnician,
  completeFromBoard,
  type DispatchResult,
  moveVisit,
  scheduleBoard,
  setVisitStatus,
} from "#app/server/dispatch.server.ts";
import { formReply } from "#app/server/forms.server.ts";
import { visitEmailSettings } from "#app/server/visit-emails.server.ts";
import { TextLink } from "#app/components/ui/TextLink.tsx";
import { TextReplies } from "#app/components/office/TextReplies.tsx";
import type { TextReply } from "#app/server/sms/inbound.server.ts";
import type { Route } from "./+types/schedule";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireStaff(context, request, url);
  const parsed = parseServiceDate(url.searchParams.get("date"));
  const date = parsed.ok ? parsed.date : todayInHouston();
  const view = url.searchParams.get("view") === "week" ? "week" : "day";
  const board = await scheduleBoard(context.db, date, view === "week" ? 7 : 1);
  const now = new Date();
  return { date, view, today: todayInHouston(now), now: now.toISOString(), ...board };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { staff, submission } = await submitStaffForm(
    { request, url, context },
    { fields: BOARD_FIELDS, schema: boardChangeSchema(schedulingDefaults) },
  );
  if (!submission.ok) return submission.reply;
  const change = submission.data;
  let result: DispatchResult;
  switch (change.intent) {
    case "assign":
      result = await assignTechnician(context.db, change.id, change.technician, staff.name, {
        officeEmail: context.env.OFFICE_EMAIL ?? company.email,
        allowSecondVisit: change.allowSecondVisit,
      });
      if (result.success) context.notifyOutbox();
      break;
    case "move":
      result = await moveVisit(context.db, change.id, change, staff.name, { emails: visitEmailSettings(context.env) });
      if (result.success) context.notifyOutbox();
      break;
    case "status":
      result = await setVisitStatus(context.db, change.id, change.status, staff.name, {
        emails: visitEmailSettings(context.env),
      });
      if (result.success) context.notifyOutbox();
      break;
    case "complete":
      result = await completeFromBoard(context.db, change.id, staff.name);
      break;
  }
  if (!result.success) return formReply(submission.values, { status: result.status, formError: result.message });
  context.logger.info({ appointmentId: change.id, intent: change.intent }, "schedule changed");
  return formReply(submission.values, { notice: result.message });
}

export const meta: Route.MetaFunction = () => officeMeta("Schedule");

/** The statuses the visit can be given now: the pipeline's next steps that its date allows. */
function statusesNow(v: ScheduledVisit, now: Date): VisitStatus[] {
  const state = { status: v.status, preferred_date: v.date, preferred_time: v.window };
  return [...nextStatuses(v.status), "completed" as const].filter(
    (s) => !statusChangeRefusal(schedulingDefaults, state, s, now),
  );
}

function SecondVisitBox() {
  return (
    <label className="flex items-center gap-1 text-xs font-semibold">
      <input type="checkbox" name="allowSecondVisit" /> {doubleBookingMessages.confirmLabel}
    </label>
  );
}

function VisitCard({
  v,
  windows,
  now,
  replies,
}: {
  v: ScheduledVisit;
  windows: readonly string[];
  now: Date;
  replies: readonly TextReply[];
}) {
  const key = v.id.toLowerCase();
  const open = isOpen(v.status);
  const statuses = statusesNow(v, now);
  return (
    <article aria-labelledby={`${key}-title`} className="rounded-lg border border-slate-300 bg-white p-3 text-sm">
      <h4 id={`${key}-title`} className="font-mono font-semibold">
        <TextLink to={`/office/appointments/${v.id}`}>{v.id}</TextLink>
      </h4>
      <p>
        {v.appliance} — {v.issue}
      </p>
      <p>
        {v.city ? `${v.city}, ` : ""}
        {v.zipCode}
      </p>
      <p>
        Status: <strong>{statusLabel(v.status)}</strong>
      </p>
      <p>
        Technician: <strong>{technicianBySlug(v.technician)?.name ?? "Unassigned"}</strong>
      </p>
      {replies.length ? (
        <div className="mt-1 rounded bg-amber-50 p-2">
          <p className="font-semibold">Texts from the customer</p>
          <TextReplies replies={replies} />
        </div>
      ) : null}
      {open ? (
        <div className="mt-2 space-y-2">
          <VisitChangeForm intent="assign" id={v.id} submit="Assign">
            <OfficeField id={`${key}-technician`} label={`Technician for ${v.id}`} small>
              <select
                id={`${key}-technician`}
                name="technician"
                defaultValue={v.technician ?? ""}
                className={inputClass}
              >
                <option value="">Unassigned</option>
                <Options
                  values={technicians.map((t) => t.slug)}
                  label={(slug) => technicianBySlug(slug)?.name ?? slug}
                />
              </select>
            </OfficeField>
            <SecondVisitBox />
          </VisitChangeForm>
          <VisitChangeForm intent="move" id={v.id} submit="Move">
            <OfficeField id={`${key}-date`} label="New date" small>
              <input id={`${key}-date`} type="date" name="date" defaultValue={v.date} className={inputClass} />
            </OfficeField>
            <OfficeField id={`${key}-window`} label="New window" small>
              <select id={`${key}-window`} name="window" defaultValue={v.window} className={inputClass}>
                <Options values={windows} />
              </select>
            </OfficeField>
            <label className="flex items-center gap-1 text-xs font-semibold">
              <input type="checkbox" name="overCapacity" /> Book over capacity
            </label>
            <SecondVisitBox />
          </VisitChangeForm>
          <Form method="post" className="flex flex-wrap gap-2">
            <HiddenFields values={{ intent: "status", id: v.id }} />
            {statuses
              .filter((s) => s !== "completed")
              .map((s) => (
                <button
                  key={s}
                  type="submit"
                  name="status"
                  value={s}
                  className={buttonClass(s === "cancelled" || s === "no_show" ? "outline" : "primary", "sm")}
                >
                  {s === "cancelled" ? "Cancel visit" : `Mark ${STATUS_LABELS[s].toLowerCase()}`}
                </button>
              ))}
          </Form>
          {statuses.includes("completed") ? (
            <Form method="post">
              <HiddenFields values={{ intent: "complete", id: v.id }} />
              <button type="submit" className={buttonClass("primary", "sm")}>
                Mark completed
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function placesText(w: BoardWindow): string {
  if (w.closed) return `Closed: ${w.closed}`;
  return `${w.claimed} of ${w.capacity} booked, ${w.remaining} left`;
}

export default function OfficeSchedule({ loaderData, actionData }: Route.ComponentProps) {
  const { date, view, today, windows, days, replies } = loaderData;
  const now = new Date(loaderData.now);
  const step = view === "week" ? 7 : 1;
  const link = (d: string, v = view) => `/office/schedule?date=${d}&view=${v}`;
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold">Schedule</h1>
        <div className="flex flex-wrap gap-3 text-sm font-semibold">
          <a href={`/office/schedule.csv?date=${date}`} className="text-brand-700 underline">
            Download {date} as CSV
          </a>
          <TextLink to="/office/schedule/settings">Capacity and closed days</TextLink>
        </div>
      </div>
      <nav aria-label="Schedule dates" className="flex flex-wrap items-end gap-3">
        <Link to={link(addDays(date, -step))} className={buttonClass("outline", "sm")}>
          ← Previous {view}
        </Link>
        <Link to={link(today)} className={buttonClass("outline", "sm")}>
          Today
        </Link>
        <Link to={link(addDays(date, step))} className={buttonClass("outline", "sm")}>
          Next {view} →
        </Link>
        <Form method="get" className="flex items-end gap-2">
          <OfficeField id="board-date" label="Date">
            <input id="board-date" type="date" name="date" defaultValue={date} className={inputClass} />
          </OfficeField>
          <OfficeField id="board-view" label="View">
            <select id="board-view" name="view" defaultValue={view} className={inputClass}>
              <option value="day">Day</option>
              <option value="week">Week</option>
            </select>
          </OfficeField>
          <button type="submit" className={buttonClass("primary", "sm")}>
            Show
          </button>
        </Form>
      </nav>
      <FormNotices result={actionData} />
      {view === "day" ? (
        <div className="space-y-6">
          <h2 className="text-xl font-bold">{formatLongDate(date)}</h2>
          {days[0]!.windows.map((w) => (
            <section
              key={w.label}
              aria-labelledby={`window-${w.label.replace(/\W+/g, "-")}`}
              className="rounded-xl border border-slate-200 p-4"
            >
              <h3 id={`window-${w.label.replace(/\W+/g, "-")}`} className="font-bold">
                {w.label} <span className="font-normal text-slate-700">— {placesText(w)}</span>
              </h3>
              {w.visits.length === 0 ? (
                <p className="mt-2 text-sm text-slate-700">No visits.</p>
              ) : (
                <div className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                  {w.visits.map((v) => (
                    <VisitCard key={v.id} v={v} windows={windows} now={now} replies={replies[v.id] ?? []} />
                  ))}
                </div>
              )}
            </section>
          ))}
          {days[0]!.elsewhere.length > 0 ? (
            <section className="rounded-xl border border-amber-300 p-4">
              <h3 className="font-bold">In a window no longer offered</h3>
              <div className="mt-3 grid gap-3 md:grid-cols-2">
                {days[0]!.elsewhere.map((v) => (
                  <VisitCard key={v.id} v={v} windows={windows} now={now} replies={replies[v.id] ?? []} />
                ))}
              </div>
            </section>
          ) : null}
        </div>
      ) : (
        <div className="overflow-x-auto">
          <table className={tableClass}>
            <caption className="sr-only">Visits of the week from {formatLongDate(date)}, by window</caption>
            <thead>
              <tr>
                <th scope="col">Window</th>
                {days.map((d) => (
                  <th key={d.date} scope="col">
                    <TextLink to={link(d.date, "day")}>
                      {new Date(`${d.date}T00:00:00Z`).toLocaleDateString("en-US", {
                        timeZone: "UTC",
                        weekday: "short",
                        month: "short",
                        day: "numeric",
                      })}
                    </TextLink>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {windows.map((label, i) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {days.map((d) => {
                    const w = d.windows[i]!;
                    return (
                      <td key={d.date} className="align-top">
                        <p className="text-xs text-slate-700">
                          {w.closed ? "Closed" : `${w.remaining} left of ${w.capacity}`}
                        </p>
                        <ul>
                          {w.visits.map((v) => (
                            <li key={v.id}>
                              <TextLink to={`/office/appointments/${v.id}`} className="font-mono">
                                {v.id}
                              </TextLink>{" "}
                              <span className="text-xs">
                                {statusLabel(v.status)}
                                {v.technician
                                  ? `, ${technicianBySlug(v.technician)?.name ?? v.technician}`
                                  : ", unassigned"}
                              </span>
                            </li>
                          ))}
                        </ul>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** One change to a visit on the board: its fields, then an outline button that posts them. */
function VisitChangeForm({
  intent,
  id,
  submit,
  children,
}: {
  intent: string;
  id: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <HiddenFields values={{ intent, id }} />
      {children}
      <button type="submit" className={buttonClass("outline", "sm")}>
        {submit}
      </button>
    </Form>
  );
}
