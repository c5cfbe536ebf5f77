import { formatCount } from "#app/domain/numbers.ts";
import { claims, claimText } from "#content/claims.ts";
import { company, telHref } from "#content/company.ts";
import { CheckCircle2, ShieldCheck, XCircle } from "lucide-react";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { TextField } from "#app/components/ui/Field.tsx";
import { SideBox } from "#app/components/SideBox.tsx";
import { SidebarLayout } from "#app/components/SidebarLayout.tsx";
import { BulletList } from "#app/components/ui/Lists.tsx";
import { Honeypot } from "#app/components/ui/Honeypot.tsx";
import { formatLongDate, todayInHouston } from "#app/domain/time.ts";
import { useWords } from "#app/components/i18n.ts";
import { localeOfPath, localeOfRequest } from "#app/domain/i18n/locale.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { dayCount, type WarrantyCheckResult, warrantyLookupSchemaIn } from "#app/domain/warranty/warranty.ts";
import { warrantyWords } from "#app/words/warranty.ts";
import { topPageMeta } from "#app/seo.ts";
import { formReply, submitForm } from "#app/server/forms.server.ts";
import { logError } from "#app/server/logger.server.ts";
import { checkWarranty } from "#app/server/service-records.server.ts";
import type { Route } from "./+types/warranty";
import { pageHandle } from "#app/pages.ts";

export const handle = pageHandle("warranty");

const WARRANTY_FIELDS = ["phone", "name", "appliance"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const submission = await submitForm(
    { request, context },
    { fields: WARRANTY_FIELDS, schema: warrantyLookupSchemaIn(locale), rateLimit: "warranty", locale },
  );
  if (!submission.ok) return submission.reply;
  try {
    const result: WarrantyCheckResult = await checkWarranty(
      context.db,
      submission.data,
      context.logger,
      todayInHouston(),
      locale,
    );
    return formReply(submission.values, { result });
  } catch (error) {
    logError(context.logger, error, "warranty lookup failed");
    return formReply(submission.values, { status: 500, formError: warrantyWords[locale].messages.formFailure });
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return topPageMeta(matches, locale, uiWords[locale].warrantyPage, location.pathname);
};

function ResultPanel({ result }: { result: WarrantyCheckResult }) {
  const { locale, t, href } = useWords();
  const words = t.warrantyPage;
  const record = result.serviceRecord;
  return (
    <section
      aria-live="polite"
      aria-labelledby="warranty-result"
      className={`mt-6 rounded-xl border-2 p-6 ${result.isUnderWarranty ? "border-green-600 bg-green-50" : "border-amber-500 bg-amber-50"}`}
    >
      <h2 id="warranty-result" className="flex items-center gap-2 text-xl font-bold">
        {result.isUnderWarranty ? (
          <CheckCircle2 aria-hidden="true" className="h-6 w-6 text-green-700" />
        ) : (
          <XCircle aria-hidden="true" className="h-6 w-6 text-amber-700" />
        )}
        {warrantyWords[locale].headings[result.status]}
      </h2>
      <p className="mt-2 text-slate-800">{result.message}</p>
      {record ? (
        <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
          <dt className="font-semibold">{words.resultAppliance}</dt>
          <dd>{record.applianceType}</dd>
          <dt className="font-semibold">{words.serviceDate}</dt>
          <dd>{formatLongDate(record.serviceDate, locale)}</dd>
          <dt className="font-semibold">{words.warrantyEnds}</dt>
          <dd>{formatLongDate(record.warrantyEndDate, locale)}</dd>
          {result.isUnderWarranty ? (
            <>
              <dt className="font-semibold">{words.daysRemaining}</dt>
              <dd>{dayCount(result.daysRemaining, locale)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={telHref} className={buttonClass("accent", "md")}>
          {t.actions.callNumber(company.phone)}
        </a>
        <a href={href("/book-online")} className={buttonClass("outline", "md")}>
          {words.book}
        </a>
      </div>
    </section>
  );
}

export default function Warranty({ actionData }: Route.ComponentProps) {
  const { t } = useWords();
  const words = t.warrantyPage;
  const values = actionData?.values ?? { phone: "", name: "", appliance: "" };
  const errors: Partial<Record<string, string>> = actionData?.fieldErrors ?? {};
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <h1 className="flex items-center gap-3 text-3xl font-bold sm:text-4xl">
          <ShieldCheck aria-hidden="true" className="h-9 w-9 text-brand-700" /> {words.heading}
        </h1>
        <p className="mt-2 max-w-2xl text-lg text-slate-700">{words.intro}</p>
        <SidebarLayout className="mt-8 gap-8" aside={<WarrantySidebar />}>
          <Card>
            <Form method="post" noValidate className="space-y-4">
              {actionData?.formError ? (
                <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
                  {actionData.formError}
                </p>
              ) : null}
              <Honeypot />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  id="phone"
                  label={words.phone}
                  required
                  error={errors.phone}
                  input={{
                    type: "tel",
                    inputMode: "numeric",
                    autoComplete: "tel-national",
                    defaultValue: values.phone,
                  }}
                />
                <TextField
                  id="name"
                  label={words.name}
                  required
                  error={errors.name}
                  hint={words.nameHint}
                  input={{ type: "text", autoComplete: "name", defaultValue: values.name }}
                />
                <TextField
                  id="appliance"
                  label={words.appliance}
                  className="sm:col-span-2"
                  error={errors.appliance}
                  input={{ type: "text", placeholder: words.appliancePlaceholder, defaultValue: values.appliance }}
                />
              </div>
              <button type="submit" className={buttonClass("primary", "lg", "w-full sm:w-auto")}>
                {words.submit}
              </button>
            </Form>
            {actionData?.result ? <ResultPanel result={actionData.result} /> : null}
          </Card>
        </SidebarLayout>
      </div>
    </div>
  );
}

function WarrantySidebar() {
  const words = useWords().t.warrantyPage;
  return (
    <>
      <SideBox title={words.covered} raised>
        <BulletList items={words.coveredItems} className="mt-3 pl-5 text-slate-700" />
      </SideBox>
      <SideBox title={words.faq} raised>
        <h3 className="mt-3 font-semibold">{words.whenStarts}</h3>
        <p className="text-slate-700">{words.whenStartsAnswer}</p>
        <h3 className="mt-3 font-semibold">{words.comesBack}</h3>
        <p className="text-slate-700">{words.comesBackAnswer}</p>
      </SideBox>
      <SideBox title={words.record} raised>
        <ul className="mt-3 space-y-1 text-slate-700">
          <li>
            <strong>{claimText.satisfaction}</strong> {words.satisfaction}
          </li>
          <li>
            <strong>{company.rating.toFixed(1)}★</strong> {words.rating(formatCount(company.reviewCount))}
          </li>
          <li>
            <strong>{claims.emergencyAvailability}</strong> {words.support}
          </li>
        </ul>
      </SideBox>
    </>
  );
}
