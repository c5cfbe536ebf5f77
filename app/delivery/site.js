// Small enhancements for the layout that every page shares. Everything works without this
// script; it only closes menus and the chat panel the way people expect.
const closeMenus = (except) => {
  for (const el of document.querySelectorAll("details[data-menu][open]")) {
    if (!except || !el.contains(except)) el.removeAttribute("open");
  }
};

const setUp = () => {
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    // Any link in a menu closes the menu and its Services submenu.
    if (target.closest("details[data-menu] a")) {
      closeMenus(null);
      return;
    }
    // A click outside an open menu closes it.
    closeMenus(target.closest("details[data-menu]"));
    // A quick chat message opens the chat in a new tab; the panel closes.
    if (target.closest("a[data-chat-quick]")) document.getElementById("chat-panel")?.hidePopover?.();
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = document.querySelector("details[data-menu][open]");
    if (open) {
      closeMenus(null);
      open.querySelector("summary")?.focus();
    }
  });

  // Pages that use React start it now: this script is requested only once the server's HTML is on
  // screen (app/delivery/SiteScript.tsx), so React's downloads and work never delay the first paint.
  const deferred = document.querySelector('script[type="text/x-deferred-module"]');
  if (deferred) {
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = deferred.nonce;
    script.textContent = deferred.textContent;
    document.body.append(script);
  }

  // A browser whose first language is Spanish is offered the page's Spanish version, until it says
  // no; the address alone decides a page's language, so nothing redirects.
  const SUGGESTION_KEY = "languageSuggestion";
  const suggestion = document.getElementById("language-suggestion");
  const prefersSpanish = /^es\b/i.test(navigator.languages?.[0] ?? navigator.language ?? "");
  if (suggestion?.showPopover && prefersSpanish) {
    let dismissed = false;
    try {
      dismissed = localStorage.getItem(SUGGESTION_KEY) === "dismissed";
    } catch {
      // Storage blocked: offer it on each page, which the visitor can still dismiss.
    }
    if (!dismissed) suggestion.showPopover();
  }
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-language-dismiss]")) return;
    try {
      localStorage.setItem(SUGGESTION_KEY, "dismissed");
    } catch {
      // Storage blocked: the popover still closes.
    }
  });

  // Share buttons: the device's share sheet where there is one, else copy the address.
  document.addEventListener("click", async (event) => {
    const button = event.target instanceof Element ? event.target.closest("button[data-share]") : null;
    if (!button) return;
    const url = window.location.href;
    try {
      if (navigator.share) {
        await navigator.share({ title: button.dataset.shareTitle, text: button.dataset.shareText, url });
      } else {
        await navigator.clipboard.writeText(url);
        window.alert("URL copied to clipboard!");
      }
    } catch (error) {
      // Cancelling the share sheet lands here too; nothing to tell the visitor.
      console.warn("Share failed:", error);
    }
  });

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches("[data-chat-form]")) return;
    // Let the browser open the chat first, then clear the input and close the panel.
    setTimeout(() => {
      form.reset();
      document.getElementById("chat-panel")?.hidePopover?.();
    }, 0);
  });
};

// The script can arrive while a long page is still being parsed: the parts it looks for come last.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
else setUp();
