import { company, formatClock, telHref } from "#content/company.ts";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { MAIN_LINKS, type NavAppliance } from "#app/domain/navigation.ts";
import { useWords } from "../i18n";

export function Footer({ appliances }: { appliances: NavAppliance[] }) {
  const { weekdays, weekends } = company.hours;
  const { t, href } = useWords();
  return (
    <footer className="bg-slate-900 pt-12 pb-24 text-slate-300 sm:pb-12">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{company.name}</p>
          <p className="mt-3 text-sm">{t.footer.blurb}</p>
          <a href={telHref} className="mt-4 inline-flex items-center gap-2 rounded-lg bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-700">
            <Phone aria-hidden="true" className="h-4 w-4" /> {company.phone}
          </a>
        </div>
        <nav aria-label={t.footer.quickLinks}>
          <h2 className="font-semibold text-white">{t.footer.quickLinks}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to={href("/")} className="hover:text-white">
                {t.footer.home}
              </Link>
            </li>
            {MAIN_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={href(l.to)} className="hover:text-white">
                  {t.nav[l.to]}
                </Link>
              </li>
            ))}
            <li>
              <Link to={href("/blog")} className="hover:text-white">
                {t.footer.blog}
              </Link>
            </li>
            <li>
              <Link to={href("/service-areas")} className="hover:text-white">
                {t.footer.serviceAreas}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t.footer.services}>
          <h2 className="font-semibold text-white">{t.footer.services}</h2>
          <ul className="mt-3 grid grid-cols-1 gap-2 text-sm">
            {appliances.map((a) => (
              <li key={a.slug}>
                <Link to={a.href} className="hover:text-white">
                  {t.header.applianceRepair(a.name)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{t.footer.contact}</h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <a href={telHref} className="hover:text-white">
                {company.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <a href={`mailto:${company.email}`} className="break-all hover:text-white">
                {company.email}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {company.address.street}, {company.address.city}, {company.address.state} {company.address.zip}
              </span>
            </li>
            <li className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {t.footer.weekdays}: {formatClock(weekdays.open)} - {formatClock(weekdays.close)}
                <br />
                {t.footer.weekends}: {formatClock(weekends.open)} - {formatClock(weekends.close)}
                <br />
                {t.footer.emergency}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="mx-auto mt-10 flex max-w-7xl flex-col gap-3 border-t border-slate-700 px-4 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {company.copyrightYear} {company.name}. {t.footer.rights}
        </p>
        <ul className="flex gap-4">
          <li>
            <Link to={href("/sitemap")} className="hover:text-white">
              {t.footer.sitemap}
            </Link>
          </li>
          <li>
            <Link to={href("/privacy")} className="hover:text-white">
              {t.footer.privacy}
            </Link>
          </li>
          <li>
            <Link to={href("/terms")} className="hover:text-white">
              {t.footer.terms}
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
