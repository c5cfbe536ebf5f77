import { useEffect, useState } from "react";

/**
 * False in the server's HTML and until React has taken over the page. Controls that only make
 * sense with JavaScript (disabling a button until the input is complete) check it, so the page
 * still works without JavaScript.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
