import { company, telHref } from "#content/company.ts";
import { Static } from "../../delivery/Static.tsx";
import { ChevronDown, Menu, Phone, Wrench } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import { isServicesPath, MAIN_LINKS, type NavAppliance, SERVICE_HUB_LINKS } from "#app/domain/navigation.ts";
import { useWords } from "../i18n.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";

function ServicesLinks({ appliances }: { appliances: NavAppliance[] }) {
  const { t, href } = useWords();
  return (
    <Static as="ul" className="grid gap-1 sm:grid-cols-2">
      {SERVICE_HUB_LINKS.map((l) => (
        <li key={l.to} className="sm:col-span-2">
          <Link to={href(l.to)} className="block rounded px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50">
            {t.nav[l.to]}
          </Link>
        </li>
      ))}
      {appliances.map((a) => (
        <li key={a.slug}>
          <Link to={a.href} className="block rounded px-3 py-1.5 text-slate-700 hover:bg-brand-50">
            {t.header.applianceRepair(a.name)}
          </Link>
        </li>
      ))}
    </Static>
  );
}

/** The Services menu: a <details> whose panel lists the service hubs and every appliance's repair page. */
function ServicesMenu({
  menu,
  className,
  summaryClassName,
  panelClassName,
  appliances,
}: {
  /** Names the menu for the site script, which closes it after a link is used. */
  menu: string;
  className?: string;
  summaryClassName: string;
  panelClassName: string;
  appliances: NavAppliance[];
}) {
  const { t } = useWords();
  return (
    <details className={className} data-menu={menu}>
      <summary className={summaryClassName}>
        {t.header.services} <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </summary>
      <div className={panelClassName}>
        <ServicesLinks appliances={appliances} />
      </div>
    </details>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded px-2 py-2 text-sm font-medium ${isActive ? "text-brand-700 underline underline-offset-4" : "text-slate-700 hover:text-brand-700"}`;

/**
 * Sticky header. The Services dropdown and the mobile menu are <details> elements, so they open
 * by mouse, keyboard and touch without JavaScript; the site script closes them after a link is used.
 */
export function Header({ appliances }: { appliances: NavAppliance[] }) {
  const { pathname } = useLocation();
  const { t, href } = useWords();
  const servicesActive = isServicesPath(pathname);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t.header.skipToContent}
      </a>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to={href("/")} className="flex items-center gap-2 font-bold text-brand-800">
          <Wrench aria-hidden="true" className="h-6 w-6" />
          <span className="text-base leading-tight sm:text-lg">{company.name}</span>
        </Link>

        <nav aria-label={t.header.mainNav} className="hidden items-center gap-1 lg:flex">
          <ServicesMenu
            menu="services"
            className="relative"
            summaryClassName={`flex items-center gap-1 rounded px-2 py-2 text-sm font-medium ${servicesActive ? "text-brand-700 underline underline-offset-4" : "text-slate-700 hover:text-brand-700"}`}
            panelClassName="absolute top-full left-0 mt-2 w-[32rem] rounded-xl border border-slate-200 bg-white p-3 shadow-xl"
            appliances={appliances}
          />
          {MAIN_LINKS.map((l) => (
            <NavLink key={l.to} to={href(l.to)} className={navLinkClass}>
              {t.nav[l.to]}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <a
            href={telHref}
            className="hidden items-center gap-2 rounded-lg bg-accent-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-accent-700 sm:inline-flex"
          >
            <Phone aria-hidden="true" className="h-4 w-4" /> {company.phone}
          </a>
          <a
            href={telHref}
            aria-label={t.header.callPhone(company.phone)}
            className="inline-flex rounded-lg bg-accent-600 p-2.5 text-white sm:hidden"
          >
            <Phone aria-hidden="true" className="h-5 w-5" />
          </a>
          <details className="lg:hidden" data-menu="mobile">
            <summary aria-label={t.header.menu} className="rounded-lg border border-slate-300 p-2 text-slate-800">
              <Menu aria-hidden="true" className="h-5 w-5" />
            </summary>
            <nav
              aria-label={t.header.mobileNav}
              className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg"
            >
              <ServicesMenu
                menu="mobile-services"
                summaryClassName={`flex items-center justify-between rounded px-3 py-3 font-semibold ${servicesActive ? "text-brand-700" : "text-slate-800"}`}
                panelClassName="pb-2 pl-2"
                appliances={appliances}
              />
              <Static as="ul">
                {MAIN_LINKS.map((l) => (
                  <li key={l.to}>
                    <Link
                      to={href(l.to)}
                      className="block rounded px-3 py-3 font-medium text-slate-800 hover:bg-brand-50"
                    >
                      {t.nav[l.to]}
                    </Link>
                  </li>
                ))}
              </Static>
              <a
                href={telHref}
                className="mt-2 flex items-center justify-center gap-2 rounded-lg bg-accent-600 px-4 py-3 font-semibold text-white"
              >
                <Phone aria-hidden="true" className="h-4 w-4" /> {t.header.callPhone(company.phone)}
              </a>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
