import { company, formatClock, telHref } from "#content/company.ts";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { MAIN_LINKS, type NavAppliance } from "#app/domain/navigation.ts";

export function Footer({ appliances }: { appliances: NavAppliance[] }) {
  const { weekdays, weekends } = company.hours;
  return (
    <footer className="bg-slate-900 pb-24 pt-12 text-slate-300 sm:pb-12">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{company.name}</p>
          <p className="mt-3 text-sm">
            Same-day appliance repair across {company.serviceArea}. {company.warranty.description}.
          </p>
          <a href={telHref} className="mt-4 inline-flex items-center gap-2 rounded-lg bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-700">
            <Phone aria-hidden="true" className="h-4 w-4" /> {company.phone}
          </a>
        </div>
        <nav aria-label="Quick links">
          <h2 className="font-semibold text-white">Quick Links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><Link to="/" className="hover:text-white">Home</Link></li>
            {MAIN_LINKS.map((l) => (
              <li key={l.to}><Link to={l.to} className="hover:text-white">{l.label}</Link></li>
            ))}
            <li><Link to="/blog" className="hover:text-white">Blog</Link></li>
            <li><Link to="/service-areas" className="hover:text-white">Service Areas</Link></li>
          </ul>
        </nav>
        <nav aria-label="Services">
          <h2 className="font-semibold text-white">Services</h2>
          <ul className="mt-3 grid grid-cols-1 gap-2 text-sm">
            {appliances.map((a) => (
              <li key={a.slug}><Link to={`/appliances/${a.slug}`} className="hover:text-white">{a.name} Repair</Link></li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Contact</h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li className="flex gap-2"><Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" /><a href={telHref} className="hover:text-white">{company.phone}</a></li>
            <li className="flex gap-2"><Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" /><a href={`mailto:${company.email}`} className="break-all hover:text-white">{company.email}</a></li>
            <li className="flex gap-2"><MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" /><span>{company.address.street}, {company.address.city}, {company.address.state} {company.address.zip}</span></li>
            <li className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {weekdays.label}: {formatClock(weekdays.open)} - {formatClock(weekdays.close)}<br />
                {weekends.label}: {formatClock(weekends.open)} - {formatClock(weekends.close)}<br />
                {company.hours.emergency}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="mx-auto mt-10 flex max-w-7xl flex-col gap-3 border-t border-slate-700 px-4 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>© {company.copyrightYear} {company.name}. All rights reserved.</p>
        <ul className="flex gap-4">
          <li><Link to="/sitemap" className="hover:text-white">Sitemap</Link></li>
          <li><Link to="/privacy" className="hover:text-white">Privacy</Link></li>
          <li><Link to="/terms" className="hover:text-white">Terms</Link></li>
        </ul>
      </div>
    </footer>
  );
}
