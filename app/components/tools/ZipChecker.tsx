import { company, telHref } from "#content/company.ts";
import { Initials } from "../ui/Initials.tsx";
import { CheckCircle2, MapPin } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { inputClass } from "#app/components/ui/Field.tsx";
import { useHydrated } from "#app/components/useHydrated.ts";
import { useWords } from "#app/components/i18n.ts";
import { isCompleteZip, normalizeZipInput } from "#app/domain/areas/zip-input.ts";
import type { ZipCheckResult } from "#app/server/zip-check.server.ts";

type CoveredZip = Extract<ZipCheckResult, { covered: true }>;
type Variant = "home" | "technicians";

function CoveredResult({ result, children }: { result: CoveredZip; children?: ReactNode }) {
  const { t, href } = useWords();
  const w = t.zipChecker;
  return (
    <div className="mt-4 rounded-xl border-2 border-green-600 bg-green-50 p-5">
      <h3 className="flex items-center gap-2 text-lg font-bold">
        <CheckCircle2 aria-hidden="true" className="h-5 w-5 text-green-700" />
        {w.coveredTitle}
      </h3>
      <p className="mt-1 text-slate-800">{w.coveredText(result.zip, result.city, result.region)}</p>
      <p className="mt-1 font-semibold text-slate-900">{w.callNow}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={telHref} className={buttonClass("accent", "md")}>
          {w.callSameDay}
        </a>
        <Link to={href("/book-online")} className={buttonClass("outline", "md")}>
          {w.bookNow}
        </Link>
      </div>
      {children}
    </div>
  );
}

function NearbyTechnicians({ technicians }: { technicians: CoveredZip["technicians"] }) {
  const w = useWords().t.zipChecker;
  return (
    <>
      <p className="mt-5 font-bold">{w.nearbyTitle}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {technicians.map((t) => (
          <li key={t.name} className="flex items-center gap-3 rounded-lg bg-white p-3">
            <Initials initials={t.initials} size="small" />
            <span>
              <span className="block font-semibold">{t.name}</span>
              <span className="text-sm text-slate-700">{w.basedIn(t.zipCode)}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function HomeNotCovered({ zip }: { zip: string }) {
  const w = useWords().t.zipChecker;
  return (
    <div className="mt-4 rounded-xl border-2 border-amber-400 bg-amber-50 p-5">
      <h3 className="text-lg font-bold">{w.soonTitle}</h3>
      <p className="mt-1 text-slate-800">{w.soonText(zip)}</p>
      <a href={telHref} className={buttonClass("accent", "md", "mt-4")}>
        {w.callToBeNotified}
      </a>
    </div>
  );
}

function TechniciansNotCovered() {
  const { t } = useWords();
  return (
    <div className="mt-4 rounded-xl border-2 border-amber-400 bg-amber-50 p-5">
      <p className="font-bold">{t.zipChecker.soonShortTitle}</p>
      <p className="mt-1 text-slate-800">{t.zipChecker.soonShortText}</p>
      <a href={telHref} className={buttonClass("accent", "md", "mt-3")}>
        {t.actions.callNumber(company.phone)}
      </a>
    </div>
  );
}

function CheckResult({ result, variant }: { result: ZipCheckResult; variant: Variant }) {
  if (!result.covered) return variant === "home" ? <HomeNotCovered zip={result.zip} /> : <TechniciansNotCovered />;
  return (
    <CoveredResult result={result}>
      {variant === "technicians" ? <NearbyTechnicians technicians={result.technicians} /> : null}
    </CoveredResult>
  );
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
  const w = useWords().t.zipChecker;

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
          {w.label}
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
            placeholder={w.placeholder}
            className={`${inputClass} pl-10`}
          />
        </div>
        <button
          type="submit"
          disabled={hydrated && (!isCompleteZip(zip) || checking)}
          className={buttonClass("primary", "md")}
        >
          {checking ? w.checking : w.check}
        </button>
      </Form>
      <div aria-live="polite">{result ? <CheckResult result={result} variant={variant} /> : null}</div>
    </div>
  );
}
