import { startTransition, StrictMode } from "react";
import { HydratedRouter } from "react-router/dom";
import { hydrateKeepingInput } from "./delivery/early-input.tsx";
import { localeOfPath } from "./domain/i18n/locale.ts";
import type { UiWords } from "./domain/i18n/ui/en.ts";
import { registerWords } from "./domain/i18n/words.ts";

function start() {
  startTransition(() => {
    hydrateKeepingInput(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The English words come with the code; a page in another language loads its own words before
// React starts, and never another language's. The links between the languages load whole pages, so
// a page in place never needs the other language. Without its words the page stays as the server
// sent it, which works without React.
const otherLanguages = import.meta.glob<Record<string, UiWords>>([
  "./domain/i18n/ui/*.ts",
  "!**/en.ts",
  "!**/language.ts",
]);
const locale = localeOfPath(window.location.pathname);
const load = otherLanguages[`./domain/i18n/ui/${locale}.ts`];
if (load)
  void load().then((words) => {
    registerWords(locale, words[locale]!);
    start();
  });
else start();
