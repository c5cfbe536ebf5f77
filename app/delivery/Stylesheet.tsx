import { createContext, useContext } from "react";
import { useNonce } from "../components/nonce.tsx";

const StylesheetTextContext = createContext("");

/** The server hands the built stylesheet's text to the page through this provider. */
export const StylesheetTextProvider = StylesheetTextContext.Provider;

/**
 * The site's one stylesheet. A production page carries it in a <style> element, so the first paint
 * waits for no second request. The browser renders the same element without its text: hydration
 * leaves an element's inner HTML as the server wrote it, so the styles stay. In development it is a
 * linked file, which the dev server updates live.
 */
export function Stylesheet({ href }: { href: string }) {
  const css = useContext(StylesheetTextContext);
  const nonce = useNonce();
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />;
  return <style nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: css }} />;
}
