import type { ClientDirective } from 'astro';

/** What shows the visitor is about to use the island; the capture phase sees them before any handler. */
const FIRST_USE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;
/**
 * An island nobody touched still hydrates, but only once the page has long been quiet: well after the load
 * that Lighthouse and the byte budget measure, so React never competes with the page's first seconds.
 */
const QUIET_AFTER_LOAD_MS = 10_000;
const IDLE_TIMEOUT_MS = 5_000;

/**
 * client:interaction — hydrates an island on its first focus, press, key or input, or after a long idle.
 * Until then the server's HTML works on its own: what is typed stays in the fields (the island picks it up
 * when it hydrates), and a submit goes through the form's plain post.
 */
const interactionDirective: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_USE_EVENTS) el.removeEventListener(type, start, true);
    void load().then((hydrate) => hydrate());
  };
  for (const type of FIRST_USE_EVENTS) el.addEventListener(type, start, { capture: true, passive: true });
  // Focus that arrived before this script ran (autofocus, a fast keyboard user) counts as first use.
  if (el.contains(document.activeElement)) return start();
  const whenQuiet = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      else start();
    }, QUIET_AFTER_LOAD_MS);
  if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
};

export default interactionDirective;
