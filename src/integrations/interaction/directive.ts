import type { ClientDirective } from 'astro';

/** What shows the visitor is about to use the island; the capture phase sees them before any handler. */
const FIRST_USE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;
/**
 * An island nobody touched still hydrates, but only once the page has long been quiet: well after the load
 * that Lighthouse and the byte budget measure, so React never competes with the page's first seconds.
 */
const QUIET_AFTER_LOAD_MS = 10_000;
const IDLE_TIMEOUT_MS = 5_000;

/** `client:interaction={{ params: [...] }}`: query parameters that make the island hydrate at once. */
export interface InteractionOptions {
  params?: string[];
}

/**
 * client:interaction — hydrates an island on its first focus, press, key or input, or after a long idle.
 * Until then the server's HTML works on its own: what is typed stays in the fields (the island picks it up
 * when it hydrates), and a submit goes through the form's plain post.
 */
const interactionDirective: ClientDirective = (load, options, el) => {
  let started = false;
  // A press on a script-only button (a quiz answer, a filter) before hydration does nothing by itself: the
  // last one is pressed again once the island has hydrated. Submit buttons are left to the form's own post.
  let pressed: HTMLElement | null = null;
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button instanceof HTMLElement && el.contains(button)) pressed = button;
  };
  el.addEventListener('click', remember, true);
  const start = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_USE_EVENTS) el.removeEventListener(type, start, true);
    void load()
      .then((hydrate) => hydrate())
      .then(() => {
        el.removeEventListener('click', remember, true);
        if (pressed?.isConnected) pressed.click();
      });
  };
  for (const type of FIRST_USE_EVENTS) el.addEventListener(type, start, { capture: true, passive: true });
  // Focus that arrived before this script ran (autofocus, a fast keyboard user) counts as first use, and so does
  // an address that asks the island for something (`{ params: ['type'] }`: a filtered catalogue link).
  if (el.contains(document.activeElement)) return start();
  const { params = [] } = (options.value ?? {}) as InteractionOptions;
  const query = new URLSearchParams(window.location.search);
  if (params.some((name) => query.has(name))) return start();
  const whenQuiet = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      else start();
    }, QUIET_AFTER_LOAD_MS);
  if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
};

export default interactionDirective;
