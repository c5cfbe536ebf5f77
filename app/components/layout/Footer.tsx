import { company, telHref } from "#content/company.ts";
import { ContactItems } from "../ContactItems.tsx";
import { Phone } from "lucide-react";
import { Link } from "react-router";
import { MAIN_LINKS, type NavAppliance } from "#app/domain/navigation.ts";
import { useWords } from "../i18n.ts";
import { Static } from "../../delivery/Static.tsx";

/** The items of one of the footer's link lists. */
function FooterLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  return links.map((l) => (
    <li key={l.to}>
      <Link to={l.to} className="hover:text-white">
        {l.label}
      </Link>
    </li>
  ));
}

/** `year`: the current year (absent on the error page, whose data did not load). */
export function Footer({ appliances, year }: { appliances: NavAppliance[]; year: number | undefined }) {
  const { t, href } = useWords();
  return (
    <Static as="footer" className="bg-slate-900 pt-12 pb-24 text-slate-300 sm:pb-12">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{company.name}</p>
          <p className="mt-3 text-sm">{t.footer.blurb}</p>
          <a
            href={telHref}
            className="mt-4 inline-flex items-center gap-2 rounded-lg bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-700"
          >
            <Phone aria-hidden="true" className="h-4 w-4" /> {company.phone}
          </a>
        </div>
        <nav aria-label={t.footer.quickLinks}>
          <h2 className="font-semibold text-white">{t.footer.quickLinks}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <FooterLinks
              links={[
                { to: href("/"), label: t.footer.home },
                ...MAIN_LINKS.map((l) => ({ to: href(l.to), label: t.nav[l.to] })),
                { to: href("/blog"), label: t.footer.blog },
                { to: href("/service-areas"), label: t.footer.serviceAreas },
              ]}
            />
          </ul>
        </nav>
        <nav aria-label={t.footer.services}>
          <h2 className="font-semibold text-white">{t.footer.services}</h2>
          <ul className="mt-3 grid grid-cols-1 gap-2 text-sm">
            <FooterLinks links={appliances.map((a) => ({ to: a.href, label: t.header.applianceRepair(a.name) }))} />
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{t.footer.contact}</h2>
          <ul className="mt-3 space-y-3 text-sm">
            <ContactItems
              tone="footer"
              place={`${company.address.street}, ${company.address.city}, ${company.address.state} ${company.address.zip}`}
              hoursNote={t.footer.emergency}
            />
          </ul>
        </div>
      </div>
      <div className="mx-auto mt-10 flex max-w-7xl flex-col gap-3 border-t border-slate-700 px-4 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>
          {year ? `© ${year} ` : "© "}
          {company.name}. {t.footer.rights}
        </p>
        <ul className="flex gap-4">
          <FooterLinks
            links={[
              { to: href("/sitemap"), label: t.footer.sitemap },
              { to: href("/privacy"), label: t.footer.privacy },
              { to: href("/terms"), label: t.footer.terms },
            ]}
          />
        </ul>
      </div>
    </Static>
  );
}
