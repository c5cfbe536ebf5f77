import { createElement, type HTMLAttributes, type JSX, type ReactNode, useRef, useSyncExternalStore } from "react";

/** True in the browser until React has taken over the page the server sent. */
let takingOverServerPage = typeof document !== "undefined";

/** Called once React has taken over the server's page: a static part mounted after that (a page shown in place) renders as usual. */
export function serverPageTakenOver() {
  takingOverServerPage = false;
}

const noSubscription = () => () => {};

/**
 * A part of the page with nothing to do in the browser: no state and no handlers (a form in it is
 * a plain HTML form). When React takes over the page the server sent, it leaves this part's HTML
 * exactly as sent instead of building it again, so starting React costs only what is interactive.
 * Its React Router links are plain links to React; a click on one is still shown in place
 * (`followStaticLinksInPlace`). Mounted later, on a page shown in place, it renders its children
 * as any element would. What it shows must not change while the page is open: it is not updated.
 */
export function Static({
  as = "div",
  isStatic = true,
  children,
  ...attributes
}: {
  as?: keyof JSX.IntrinsicElements;
  /** False renders a plain element: for a component that is static on some pages only. */
  isStatic?: boolean;
  children: ReactNode;
  name?: string;
} & HTMLAttributes<HTMLElement>) {
  // True while React takes the part over from the server's HTML. False when React builds the part
  // itself meanwhile instead (it does so when what it rendered differs from the server's HTML): then
  // there is no HTML to keep. True again once the page is taken over, so nothing renders twice.
  const adoptingServerHtml = useSyncExternalStore(
    noSubscription,
    () => !takingOverServerPage,
    () => true,
  );
  // Decided once, when the part first renders: it keeps the server's HTML for as long as it is shown.
  const leftAsSent = useRef(isStatic && takingOverServerPage && adoptingServerHtml).current;
  // An empty inner HTML is neither compared with the server's when React takes over nor written.
  if (leftAsSent)
    return createElement(as, {
      ...attributes,
      "data-static": "",
      dangerouslySetInnerHTML: { __html: "" },
      suppressHydrationWarning: true,
    });
  return createElement(as, { ...attributes, "data-static": isStatic ? "" : undefined }, children);
}
