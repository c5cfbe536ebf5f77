/**
 * A React Router link inside a part of the page React left as the server sent it (`Static`) is a
 * plain link to React: a click on it is shown in place with `navigate`, as the link would have done
 * itself. A click that asks for something else (another tab, a download, another site) is left to
 * the browser, and so is any click something else has handled. Answers the function that stops it.
 */
export function followStaticLinksInPlace(navigate: (to: string) => unknown): () => void {
  const follow = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>("[data-static] a[data-discover]")
        : null;
    if (
      !link ||
      (link.target && link.target !== "_self") ||
      link.hasAttribute("download") ||
      link.origin !== window.location.origin
    )
      return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
  // On the window, so that it comes after React's own handlers, which listen on the document.
  window.addEventListener("click", follow);
  return () => window.removeEventListener("click", follow);
}
