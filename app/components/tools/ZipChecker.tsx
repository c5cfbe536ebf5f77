import { company, telHref } from "@content/company";
import { CheckCircle2, MapPin } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/Button";
import { inputClass } from "~/components/ui/Field";
import { useHydrated } from "~/components/useHydrated";
import { isCompleteZip, normalizeZipInput } from "~/domain/areas/zip-input";
import type { ZipCheckResult } from "~/server/zip-check.server";

export const ZIP_PLACEHOLDER = "Enter ZIP code (e.g., 77001)";

function HomeResult({ result }: { result: ZipCheckResult }) {
  if (!result.covered) {
    return (
      <div className="mt-4 rounded-xl border-2 border-amber-400 bg-amber-50 p-5">
        <h3 className="text-lg font-bold">Expanding to your area soon</h3>
        <p className="mt-1 text-slate-800">We're expanding our service area and may reach ZIP code {result.zip} soon. Leave your contact info and we'll let you know as soon as we do.</p>
        <a href={telHref} className={buttonClass("accent", "md", "mt-4")}>Call to Get Notified</a>
      </div>
    );
  }
  return (
    <div className="mt-4 rounded-xl border-2 border-green-600 bg-green-50 p-5">
      <h3 className="flex items-center gap-2 text-lg font-bold"><CheckCircle2 aria-hidden="true" className="h-5 w-5 text-green-700" />Great! We serve your area</h3>
      <p className="mt-1 text-slate-800">We have technicians available in ZIP code {result.zip} ({result.city}, {result.region}).</p>
      <p className="mt-1 font-semibold text-slate-900">Call now for same-day service!</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={telHref} className={buttonClass("accent", "md")}>Call for Same-Day Service</a>
        <Link to="/book-online" className={buttonClass("outline", "md")}>Book Online Now</Link>
      </div>
    </div>
  );
}

function TechniciansResult({ result }: { result: ZipCheckResult }) {
  if (!result.covered) {
    return (
      <div className="mt-4 rounded-xl border-2 border-amber-400 bg-amber-50 p-5">
        <p className="font-bold">We're expanding to your area soon!</p>
        <p className="mt-1 text-slate-800">Leave your contact info and we'll notify you when service becomes available.</p>
        <a href={telHref} className={buttonClass("accent", "md", "mt-3")}>Call {company.phone}</a>
      </div>
    );
  }
  return (
    <div className="mt-4 rounded-xl border-2 border-green-600 bg-green-50 p-5">
      <p className="font-bold">Technicians available near {result.zip} ({result.region})</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {result.technicians.map((t) => (
          <li key={t.name} className="flex items-center gap-3 rounded-lg bg-white p-3">
            <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">{t.initials}</span>
            <span><span className="block font-semibold">{t.name}</span><span className="text-sm text-slate-700">Based in {t.zipCode}</span></span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The ZIP checker of the home and technicians pages. Without JavaScript it is a GET form the page
 * answers; with it, the check runs against /coverage while the button reads "Checking...".
 */
export function ZipChecker({ id, initial, variant }: { id: string; initial: ZipCheckResult | null; variant: "home" | "technicians" }) {
  const [zip, setZip] = useState(initial?.zip ?? "");
  const [result, setResult] = useState<ZipCheckResult | null>(initial);
  const fetcher = useFetcher<ZipCheckResult>();
  const checking = fetcher.state !== "idle";
  const hydrated = useHydrated();

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && "zip" in fetcher.data && fetcher.data.zip === zip) setResult(fetcher.data);
  }, [fetcher.state, fetcher.data, zip]);

  return (
    <div>
      <Form
        method="get"
        action={`#${id}`}
        preventScrollReset
        className="flex flex-col gap-3 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (isCompleteZip(zip)) fetcher.load(`/coverage?zip=${zip}`);
        }}
      >
        <label htmlFor={`${id}-input`} className="sr-only">ZIP code</label>
        <div className="relative flex-1">
          <MapPin aria-hidden="true" className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-slate-500" />
          <input
            id={`${id}-input`}
            name="zip"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="\d{5}"
            maxLength={5}
            required
            value={zip}
            onChange={(e) => {
              setZip(normalizeZipInput(e.target.value));
              setResult(null);
            }}
            placeholder={ZIP_PLACEHOLDER}
            className={`${inputClass} pl-10`}
          />
        </div>
        <button type="submit" disabled={hydrated && (!isCompleteZip(zip) || checking)} className={buttonClass("primary", "md")}>
          {checking ? "Checking..." : "Check"}
        </button>
      </Form>
      <div aria-live="polite">{result ? variant === "home" ? <HomeResult result={result} /> : <TechniciansResult result={result} /> : null}</div>
    </div>
  );
}
