import { Form, Link, NavLink, useRouteLoaderData } from "react-router";
import { Wrench } from "lucide-react";
import { company } from "#content/company.ts";

const LINKS = [
  { to: "/office", label: "Appointments", end: true },
  { to: "/office/schedule", label: "Schedule" },
  { to: "/office/records", label: "Service records" },
  { to: "/office/customers", label: "Customer history" },
  { to: "/office/outbox", label: "Outbox" },
];

/** Whether a route belongs to the staff area: it then has the staff header and no marketing chrome. */
export const isStaffRoute = (id: string) => id.startsWith("routes/office/");

/**
 * The staff area's header, in place of the site's: a skip link, the office's sections, who is signed
 * in and signing out. No marketing menu, footer or chat. The sign-in page shows the name only.
 */
export function StaffHeader() {
  const staff = useRouteLoaderData<{ staffName: string }>("routes/office/layout");
  return (
    <header className="border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3">
        <Link to="/office" className="flex items-center gap-2 font-bold text-brand-800">
          <Wrench aria-hidden="true" className="h-5 w-5" />
          <span>{company.name} · Office</span>
        </Link>
        {staff ? (
          <>
            <nav aria-label="Office" className="order-last flex w-full flex-wrap gap-1 lg:order-none lg:w-auto">
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
              <span className="text-slate-700">Signed in as {staff.staffName}</span>
              <button type="submit" className="rounded-lg border border-slate-400 px-3 py-1.5 font-semibold">
                Sign out
              </button>
            </Form>
          </>
        ) : null}
      </div>
    </header>
  );
}
