import { company, telHref } from "#content/company.ts";
import { CheckCircle2, MapPin } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { inputClass } from "#app/components/ui/Field.tsx";
import { useHydrated } from "#app/components/useHydrated.ts";
import { isCompleteZip, normalizeZipInput } from "#app/domain/areas/zip-input.ts";
import type { ZipCheckResult } from "#app/server/zip-check.server.ts";

export const ZIP_PLACEHOLDER = "Enter ZIP code (e.g., 77001)";

type CoveredZip = Extract<ZipCheckResult, { covered: true }>;
type Variant = "home" | "technicians";

function CoveredResult({ result, children }: { result: CoveredZip; children?: ReactNode }) {
  return (
    <div className="mt-4 rounded-xl border-2 border-green-600 bg-green-50 p-5">
      <h3 className="flex items-center gap-2 text-lg font-bold">
        <CheckCircle2 aria-hidden="true" className="h-5 w-5 text-green-700" />
        Great! We serve your area
      </h3>
      <p className="mt-1 text-slate-800">
        We have technicians available in ZIP code {result.zip} ({result.city}, {result.region}).
      </p>
      <p className="mt-1 font-semibold text-slate-900">Call now for same-day service!</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={telHref} className={buttonClass("accent", "md")}>
          Call for Same-Day Service
        </a>
        <Link to="/book-online" className={buttonClass("outline", "md")}>
          Book Online Now
        </Link>
      </div>
      {children}
    </div>
  );
}

function NearbyTechnicians({ technicians }: { technicians: CoveredZip["technicians"] }) {
  return (
    <>
      <p className="mt-5 font-bold">Technicians near you</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {technicians.map((t) => (
          <li key={t.name} className="flex items-center gap-3 rounded-lg bg-white p-3">
            <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {t.initials}
            </span>
            <span>
              <span className="block font-semibold">{t.name}</span>
              <span className="text-sm text-slate-700">Based in {t.zipCode}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function HomeNotCovered({ zip }: { zip: string }) {
  return (
    <div className="mt-4 rounded-xl border-2 border-amber-400 bg-amber-50 p-5">
      <h3 className="text-lg font-bold">Expanding to your area soon</h3>
      <p className="mt-1 text-slate-800">
        We're expanding our service area and may reach ZIP code {zip} soon. Leave your contact info and we'll let you know as soon as we do.
      </p>
      <a href={telHref} className={buttonClass("accent", "md", "mt-4")}>
        Call to Get Notified
      </a>
    </div>
  );
}

function TechniciansNotCovered() {
  return (
    <div className="mt-4 rounded-xl border-2 border-amber-400 bg-amber-50 p-5">
      <p className="font-bold">We're expanding to your area soon!</p>
      <p className="mt-1 text-slate-800">Leave your contact info and we'll notify you when service becomes available.</p>
      <a href={telHref} className={buttonClass("accent", "md", "mt-3")}>
        Call {company.phone}
      </a>
    </div>
  );
}

function CheckResult({ result, variant }: { result: ZipCheckResult; variant: Variant }) {
  if (!result.covered) return variant === "home" ? <HomeNotCovered zip={result.zip} /> : <TechniciansNotCovered />;
  return <CoveredResult result={result}>{variant === "technicians" ? <NearbyTechnicians technicians={result.technicians} /> : null}</CoveredResult>;
}

function isCheckResult(data: unknown): data is ZipCheckResult {
  return typeof data === "object" && data !== null && "zip" in data;
}

/**
 * Runs checks against /coverage. A check's answer is shown once, when it arrives, and only if the
 * ZIP was not edited since the check started; clearing drops the answer on screen.
 */
function useZipCheck(initial: ZipCheckResult | null) {
  const fetcher = useFetcher<ZipCheckResult>();
  const [result, setResult] = useState(initial);
  const handledData = useRef(fetcher.data);
  const awaitingAnswer = useRef(false);

  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === handledData.current) return;
    handledData.current = fetcher.data;
    if (awaitingAnswer.current && isCheckResult(fetcher.data)) setResult(fetcher.data);
    awaitingAnswer.current = false;
  }, [fetcher.state, fetcher.data]);

  return {
    result,
    checking: fetcher.state !== "idle",
    check(zip: string) {
      awaitingAnswer.current = true;
      void fetcher.load(`/coverage?zip=${zip}`);
    },
    clear() {
      awaitingAnswer.current = false;
      setResult(null);
    },
  };
}

/**
 * The ZIP checker of the home and technicians pages. Without JavaScript it is a GET form the page
 * answers; with it, the check runs against /coverage while the button reads "Checking...".
 */
export function ZipChecker({ id, initial, variant }: { id: string; initial: ZipCheckResult | null; variant: Variant }) {
  const [zip, setZip] = useState(initial?.zip ?? "");
  const { result, checking, check, clear } = useZipCheck(initial);
  const hydrated = useHydrated();

  return (
    <div>
      <Form
        method="get"
        action={`#${id}`}
        preventScrollReset
        className="flex flex-col gap-3 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          // The field, not React's copy of it: a check pressed while React takes over uses what was typed.
          const typed = normalizeZipInput(String(new FormData(event.currentTarget).get("zip") ?? ""));
          setZip(typed);
          if (isCompleteZip(typed)) check(typed);
        }}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          ZIP code
        </label>
        <div className="relative flex-1">
          <MapPin aria-hidden="true" className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-slate-500" />
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
              clear();
            }}
            placeholder={ZIP_PLACEHOLDER}
            className={`${inputClass} pl-10`}
          />
        </div>
        <button type="submit" disabled={hydrated && (!isCompleteZip(zip) || checking)} className={buttonClass("primary", "md")}>
          {checking ? "Checking..." : "Check"}
        </button>
      </Form>
      <div aria-live="polite">{result ? <CheckResult result={result} variant={variant} /> : null}</div>
    </div>
  );
}
