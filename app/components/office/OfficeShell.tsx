import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";

const LINKS = [
  { to: "/office", label: "Appointments", end: true },
  { to: "/office/schedule", label: "Schedule" },
  { to: "/office/records", label: "Service records" },
  { to: "/office/customers", label: "Customer history" },
  { to: "/office/outbox", label: "Outbox" },
];

export function OfficeShell({ staffName, children }: { staffName: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
        <nav aria-label="Office" className="flex flex-wrap gap-2">
          {LINKS.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              end={l.end}
              className={({ isActive }) =>
                `rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"}`
              }
            >
              {l.label}
            </NavLink>
          ))}
        </nav>
        <Form method="post" action="/office/logout" className="flex items-center gap-3 text-sm">
          <span className="text-slate-700">Signed in as {staffName}</span>
          <button type="submit" className="rounded-lg border border-slate-400 px-3 py-1.5 font-semibold">
            Sign out
          </button>
        </Form>
      </div>
      <div className="pt-6">{children}</div>
    </div>
  );
}

export function Notice({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg p-3 font-medium ${tone === "success" ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
    >
      {children}
    </p>
  );
}

export const tableClass =
  "w-full border-collapse text-left text-sm [&_td]:border-b [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-2 [&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:px-2 [&_th]:py-2";

/** What a compact office form's answer says: what was done, or the form's (or its first field's) problem. */
export function FormNotices({
  result,
}: {
  result: { notice: string | null; formError: string | null; fieldErrors: Partial<Record<string, string>> } | undefined;
}) {
  if (!result) return null;
  const problem = result.formError ?? Object.values(result.fieldErrors).find(Boolean);
  return (
    <>
      {result.notice ? <Notice tone="success">{result.notice}</Notice> : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
    </>
  );
}
