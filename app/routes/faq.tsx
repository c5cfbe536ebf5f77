import { sectionPlace } from "#app/domain/i18n/trail.ts";
import { Static } from "#app/delivery/Static.tsx";
import { ChatLink } from "#app/components/ChatLink.tsx";
import { company, telHref } from "#content/company.ts";
import { AlertTriangle, ChevronDown, MessageCircle } from "lucide-react";

import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { SideBox } from "#app/components/SideBox.tsx";
import { SidebarLayout } from "#app/components/SidebarLayout.tsx";
import { EmptyState } from "#app/components/ui/EmptyState.tsx";
import { IconPanel } from "#app/components/ui/IconPanel.tsx";
import { FilterForm } from "#app/components/FilterForm.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { filtersOnlyShouldRevalidate, useLiveFilters } from "#app/components/useLiveFilters.ts";
import { POPULAR_TOPICS } from "#content/faqs.ts";
import { FAQ_CATEGORIES, filterFaqs } from "#app/domain/tools/faq.ts";
import { pageHandle } from "#app/pages.ts";
import { useWords } from "#app/components/i18n.ts";
import { localeOfRequest } from "#app/domain/i18n/locale.ts";
import { localePath } from "#app/domain/i18n/paths.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { pageMeta } from "#app/seo.ts";
import { faqsByLocale } from "#app/server/content.server.ts";
import { TextLinkList } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/faq";

export const handle = pageHandle("faq");
export const shouldRevalidate = filtersOnlyShouldRevalidate;

export function loader({ request, url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const locale = localeOfRequest(request);
  const t = uiWords[locale].faq;
  return {
    ...sectionPlace(locale, "/faq", (words) => words.faq.crumb),
    faqs: faqsByLocale[locale],
    topics: POPULAR_TOPICS.map((topic) => ({ label: t.topics[topic.to], to: localePath(locale, topic.to) })),
    q: params.get("q") ?? "",
    category: params.get("category") ?? "",
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = uiWords[loaderData?.locale ?? "en"].faq;
  return pageMeta(matches, {
    title: t.title,
    description: t.description,
    path: loaderData?.path ?? "/faq",
    keywords: [...t.keywords],
    breadcrumbs: loaderData?.breadcrumbs,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: (loaderData?.faqs ?? []).map((f) => ({
          "@type": "Question",
          name: f.question,
          acceptedAnswer: { "@type": "Answer", text: f.answer },
        })),
      },
    ],
  });
};

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { values, apply } = useLiveFilters({ q: loaderData.q, category: loaderData.category });
  const shown = filterFaqs(loaderData.faqs, values.q, values.category);
  const { t: words } = useWords();
  const t = words.faq;
  return (
    <>
      <PageHero isStatic title={t.heading} intro={t.intro} />
      <SidebarLayout
        className="mx-auto max-w-7xl gap-10 px-4 py-10"
        mainLabel={t.questions}
        aside={<FaqSidebar topics={loaderData.topics} />}
        isStatic
      >
        <FilterForm
          id="faq"
          values={values}
          onChange={apply}
          search={{ name: "q", label: t.search, placeholder: t.searchPlaceholder }}
          selects={[
            {
              name: "category",
              label: t.category,
              allLabel: t.all,
              options: FAQ_CATEGORIES.map((c) => ({ value: c, label: t.categories[c] })),
            },
          ]}
          submitLabel={t.search}
        />
        {shown.length === 0 ? (
          <EmptyState title={t.noneTitle} text={t.noneText} />
        ) : (
          <div className="mt-6 space-y-3">
            {shown.map((f) => (
              // One open at a time: <details name> makes an exclusive accordion, with or without JavaScript.
              <Static as="details" key={f.id} name="faq" className="group rounded-xl border border-slate-200 bg-white">
                <summary className="flex items-start justify-between gap-3 p-5">
                  <span>
                    <span className="block text-lg font-semibold">{f.question}</span>
                    <span className="mt-1 inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                      {t.categories[f.category as keyof typeof t.categories] ?? f.category}
                    </span>
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className="mt-1 h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="px-5 pb-5 text-slate-700">{f.answer}</p>
              </Static>
            ))}
          </div>
        )}
      </SidebarLayout>
    </>
  );
}

function FaqSidebar({ topics }: { topics: readonly { to: string; label: string }[] }) {
  const { t: words } = useWords();
  const t = words.faq;
  return (
    <>
      <SideBox title={t.helpTitle}>
        <p className="mt-1 text-slate-700">{t.helpText}</p>
        <a href={telHref} className={buttonClass("accent", "md", "mt-4 w-full")}>
          {words.actions.callNumber(company.phone)}
        </a>
        <ChatLink message={words.chat.defaultMessage} className={buttonClass("outline", "md", "mt-2 w-full")}>
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          {t.chat}
        </ChatLink>
      </SideBox>
      <IconPanel tone="emergency" icon={AlertTriangle} title={t.emergencyTitle}>
        <p className="mt-2">{t.emergencyText(company.hours.emergency)}</p>
      </IconPanel>
      <SideBox title={t.popularTopics}>
        <TextLinkList className="mt-3 space-y-2" links={topics} />
      </SideBox>
    </>
  );
}
