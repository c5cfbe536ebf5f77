import { company } from "#content/company.ts";
import { ChatLink } from "../ChatLink.tsx";
import { MessageCircle, Send, X } from "lucide-react";
import { chatHref } from "#app/domain/chat.ts";
import { useWords } from "../i18n.ts";
import { Static } from "../../delivery/Static.tsx";

/**
 * The floating chat widget. It appears 5 seconds after load (a CSS animation, so it needs no
 * script); the panel is a native popover; the quick messages and the form go through /chat,
 * which redirects to the external chat with the URL-encoded message. The site script clears
 * the input and closes the panel after sending. Where the browser has no Popover API, the
 * buttons are replaced by links that open the chat with the default message (app.css).
 */
const toggleClass =
  "appear-after-5s fixed bottom-6 right-4 z-50 hidden h-14 w-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800 sm:flex";
const bannerButtonClass = "rounded-lg bg-white px-4 py-2 text-sm font-bold text-green-900";

function ToggleContent() {
  return (
    <>
      <MessageCircle aria-hidden="true" className="h-7 w-7" />
      <span
        aria-hidden="true"
        className="absolute -top-1 -right-1 flex h-6 w-6 items-center justify-center rounded-full bg-red-600 text-xs font-bold"
      >
        1
      </span>
    </>
  );
}

export function ChatWidget() {
  const { locale, t } = useWords();
  const fallbackHref = chatHref(t.chat.defaultMessage);
  return (
    <Static data-chat-widget>
      <button
        type="button"
        popoverTarget="chat-panel"
        aria-label={t.chat.open}
        className={`chat-with-popover ${toggleClass}`}
      >
        <ToggleContent />
      </button>
      <a
        href={fallbackHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.chat.openFallback}
        className={`chat-without-popover ${toggleClass}`}
      >
        <ToggleContent />
      </a>

      <div className="appear-after-5s fixed inset-x-0 bottom-0 z-50 flex items-center justify-between gap-3 bg-green-800 px-4 py-3 text-white shadow-lg sm:hidden">
        <p className="text-sm font-medium">{t.chat.banner}</p>
        <button type="button" popoverTarget="chat-panel" className={`chat-with-popover ${bannerButtonClass}`}>
          {t.chat.chatNow}
        </button>
        <a
          href={fallbackHref}
          target="_blank"
          rel="noopener noreferrer"
          className={`chat-without-popover ${bannerButtonClass}`}
        >
          {t.chat.chatNow}
        </a>
      </div>

      <div
        id="chat-panel"
        popover="auto"
        role="dialog"
        aria-labelledby="chat-panel-title"
        className="chat-panel w-80 rounded-2xl border border-slate-200 bg-white p-0 shadow-2xl"
      >
        <div className="flex items-center justify-between rounded-t-2xl bg-green-800 px-4 py-3 text-white">
          <h2 id="chat-panel-title" className="font-semibold">
            {t.chat.title(company.name)}
          </h2>
          <button
            type="button"
            popoverTarget="chat-panel"
            popoverTargetAction="hide"
            aria-label={t.chat.close}
            className="rounded p-1 hover:bg-green-900"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <div className="space-y-3 p-4">
          <p className="text-sm text-slate-700">{t.chat.greeting}</p>
          <ul className="grid grid-cols-2 gap-2">
            {t.chat.quickMessages.map((m) => (
              <li key={m.label}>
                <ChatLink
                  message={m.text}
                  data-chat-quick
                  className="block rounded-lg border border-green-700 px-2 py-2 text-center text-xs font-medium text-green-900 hover:bg-green-50"
                >
                  {m.label}
                </ChatLink>
              </li>
            ))}
          </ul>
          <form action="/chat" method="get" target="_blank" data-chat-form className="flex gap-2">
            {locale === "en" ? null : <input type="hidden" name="lang" value={locale} />}
            <label htmlFor="chat-message" className="sr-only">
              {t.chat.messageLabel}
            </label>
            <input
              id="chat-message"
              name="text"
              type="text"
              autoComplete="off"
              placeholder={t.chat.placeholder}
              className="min-w-0 flex-1 rounded-lg border border-slate-400 px-3 py-2 text-sm"
            />
            <button
              type="submit"
              aria-label={t.chat.send}
              className="rounded-lg bg-green-700 p-2 text-white hover:bg-green-800"
            >
              <Send aria-hidden="true" className="h-4 w-4" />
            </button>
          </form>
          <p className="text-xs text-slate-600">{t.chat.hours}</p>
        </div>
      </div>
    </Static>
  );
}
