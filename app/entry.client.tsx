import { startTransition, StrictMode } from "react";
import { HydratedRouter } from "react-router/dom";
import { hydrateKeepingInput } from "./delivery/early-input.tsx";
import { localeOfPath } from "./domain/i18n/locale.ts";
import { registerSpanishWords } from "./domain/i18n/words.ts";

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

// English pages never load the Spanish words; a Spanish page loads them before React starts. The
// links between the languages load whole pages, so a page in place never needs the other language.
// Without its words a Spanish page stays as the server sent it, which works without React.
if (localeOfPath(window.location.pathname) === "es") {
  void import("./domain/i18n/ui/es.ts").then(({ es }) => {
    registerSpanishWords(es);
    start();
  });
} else start();
