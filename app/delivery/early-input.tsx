import { type ReactNode, useLayoutEffect, useRef } from "react";
import { flushSync } from "react-dom";
import { hydrateRoot, type Root } from "react-dom/client";

/**
 * What a visitor types, chooses or ticks before React has taken over a part of the page is kept
 * and handed to React once it has. Until then the page is plain HTML: edits live only in the DOM
 * and a submit is an ordinary form submission that the server answers. React's first render uses
 * the server's values, so each control whose DOM state differs from them is replayed as the
 * browser would report a real edit (native value setter, then `input`/`change`, or a click for
 * check boxes and radio buttons). The components' own change handlers then update their state,
 * filter, clear stale answers and so on, exactly as if the edit had happened after hydration.
 *
 * It works per hydrated container: the whole document today, any element an island hydrates.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type ControlState = string | boolean | string[];

const SKIPPED_TYPES = new Set(["hidden", "submit", "button", "reset", "image", "file"]);
const SELECTABLE_TYPES = new Set(["text", "search", "url", "tel", "password"]);

function controlsIn(container: ParentNode): Control[] {
  return Array.from(container.querySelectorAll<Control>("input, select, textarea")).filter(
    (el) => !el.disabled && !(el instanceof HTMLInputElement && SKIPPED_TYPES.has(el.type)),
  );
}

function checkable(el: Control): HTMLInputElement | null {
  return el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio") ? el : null;
}

/** The option a single select shows when nobody has touched it: the last one marked selected, else the first enabled one. */
function defaultIndex(select: HTMLSelectElement): number {
  const options = Array.from(select.options);
  const marked = options.findLastIndex((o) => o.defaultSelected);
  return marked >= 0 ? marked : options.findIndex((o) => !o.disabled);
}

function currentState(el: Control): ControlState {
  const box = checkable(el);
  if (box) return box.checked;
  // By value, not position: the options may change once React renders them.
  if (el instanceof HTMLSelectElement) return Array.from(el.selectedOptions, (o) => o.value);
  return el.value;
}

/** The control's state when it differs from what the server rendered, else undefined. */
function editedState(el: Control): ControlState | undefined {
  const box = checkable(el);
  if (box) return box.checked !== box.defaultChecked ? box.checked : undefined;
  if (el instanceof HTMLSelectElement) {
    const edited = el.multiple
      ? Array.from(el.options).some((o) => o.selected !== o.defaultSelected)
      : el.selectedIndex !== defaultIndex(el);
    return edited ? currentState(el) : undefined;
  }
  return el.value !== el.defaultValue ? el.value : undefined;
}

function editedControls(container: ParentNode): Map<Control, ControlState> {
  const edited = new Map<Control, ControlState>();
  for (const el of controlsIn(container)) {
    const state = editedState(el);
    if (state !== undefined) edited.set(el, state);
  }
  return edited;
}

const nativeValueSetter = (el: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")!.set!;

/** Sets the control to `state` the way a visitor would, so that every listener, React's included, sees a change. */
function replay(el: Control, state: ControlState) {
  const box = checkable(el);
  if (box) {
    // A radio button is replayed through the one that was chosen; the others of its group follow.
    if (box.type === "radio" && state !== true) return;
    // Setting the opposite first makes the click a change for React's value tracking too.
    box.checked = !state;
    box.click();
    return;
  }
  if (el instanceof HTMLSelectElement) {
    const selected = new Set(state as string[]);
    if (el.multiple) for (const o of el.options) o.selected = selected.has(o.value);
    else el.value = (state as string[])[0] ?? "";
  } else {
    const value = state as string;
    const focused =
      el === document.activeElement && (el instanceof HTMLTextAreaElement || SELECTABLE_TYPES.has(el.type));
    const [start, end] = focused ? [el.selectionStart, el.selectionEnd] : [null, null];
    // Through the element's own setter React records a value that is not the visitor's; the
    // prototype's setter then writes theirs, and React takes the `input` event for a real edit.
    el.value = `${value}\u0000`;
    nativeValueSetter(el).call(el, value);
    if (focused && start !== null && end !== null) el.setSelectionRange(start, end);
  }
  el.dispatchEvent(new Event("input", { bubbles: true }));
  el.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * Starts watching `container` before it is hydrated. Call `committed()` from the first commit of
 * the React tree that hydrated it; the edits are replayed right after that commit.
 */
function watchEarlyInput(container: Document | Element) {
  const before = editedControls(container);
  const touched = new Set<EventTarget>();
  let afterCommit: Set<EventTarget> | null = null;
  const record = (event: Event) => {
    if (!event.isTrusted || !event.target) return;
    (afterCommit ?? touched).add(event.target);
  };
  for (const type of ["input", "change"]) container.addEventListener(type, record, true);

  return function committed() {
    // Read now, inside the commit: a re-render after it would write the server's values back.
    const atCommit = editedControls(container);
    const pending = new Map<Control, ControlState>();
    for (const el of controlsIn(container)) {
      // An edit React may have reset while hydrating is taken from before; a later one from the DOM.
      const state =
        before.has(el) && !touched.has(el) && !atCommit.has(el)
          ? before.get(el)
          : (atCommit.get(el) ?? (touched.has(el) ? currentState(el) : undefined));
      if (state !== undefined) pending.set(el, state);
    }
    afterCommit = new Set();
    const seenAfterCommit = afterCommit;
    setTimeout(() => {
      for (const type of ["input", "change"]) container.removeEventListener(type, record, true);
      // In document order, one at a time, so a handler that resets a later field (an appliance
      // resets its issue) runs before that field is replayed.
      for (const [el, state] of pending) {
        if (el.isConnected && !seenAfterCommit.has(el)) flushSync(() => replay(el, state));
      }
      const marker = container instanceof Document ? container.documentElement : container;
      marker.setAttribute("data-hydrated", "");
    }, 0);
  };
}

function OnFirstCommit({ run, children }: { run: () => void; children: ReactNode }) {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    run();
  }, [run]);
  return children;
}

/**
 * `hydrateRoot` that keeps what the visitor did before it ran. When replaying is finished the
 * container (the `<html>` element for the document) gets a `data-hydrated` attribute.
 */
export function hydrateKeepingInput(container: Document | Element, children: ReactNode): Root {
  const committed = watchEarlyInput(container);
  return hydrateRoot(container, <OnFirstCommit run={committed}>{children}</OnFirstCommit>);
}
