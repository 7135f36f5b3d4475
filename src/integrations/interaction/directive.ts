import type { ClientDirective } from 'astro';
import { HELD_SUBMIT_MS } from './held-submit.ts';
import { ISLAND_READY_EVENT } from './island-ready.ts';

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

interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/** Submits again as the visitor did, once the island can answer; a submitter gone since submits with none. */
function submitAgain({ form, submitter }: HeldSubmit) {
  if (!form.isConnected) return;
  form.requestSubmit(submitter?.isConnected && submitter.closest('form') === form ? submitter : null);
}

/**
 * client:interaction — hydrates an island on its first focus, press, key or input, or after a long idle.
 * Until then the server's HTML keeps what the visitor does: what is typed or chosen stays in the fields (the island
 * takes it when it hydrates), a press on a script-only button is pressed again, and a submit is held until the island
 * has hydrated and runs its own checks. Without JavaScript the forms post as plain forms; if the island cannot load,
 * or has not hydrated within HELD_SUBMIT_MS, a held submit goes that way too.
 */
const interactionDirective: ClientDirective = (load, options, el) => {
  let started = false;
  let pressed: HTMLElement | null = null;
  let held: HeldSubmit | null = null;
  let holding: ReturnType<typeof setTimeout> | undefined;
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button instanceof HTMLElement && el.contains(button)) pressed = button;
  };
  const hold = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = { form: event.target, submitter: event.submitter };
    holding ??= setTimeout(postWithoutIsland, HELD_SUBMIT_MS);
    start();
  };
  // The island's form says it is ready only after it has taken what was typed and chosen into its state: React's
  // hydration itself ends later than Astro's promise, and a submit before it would reach no handler.
  const ready = () => {
    clearTimeout(holding);
    el.removeEventListener('submit', hold, true);
    if (held) submitAgain(held);
    held = null;
  };
  // The server's HTML goes on alone: the browser posts the held form as it would without JavaScript.
  const postWithoutIsland = () => {
    clearTimeout(holding);
    el.removeEventListener('submit', hold, true);
    el.removeEventListener(ISLAND_READY_EVENT, ready);
    const form = held?.form;
    held = null;
    if (form?.isConnected) form.submit();
  };
  el.addEventListener('click', remember, true);
  el.addEventListener('submit', hold, true);
  el.addEventListener(ISLAND_READY_EVENT, ready, { once: true });
  const start = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_USE_EVENTS) el.removeEventListener(type, start, true);
    void load()
      .then((hydrate) => hydrate())
      .then(
        () => {
          el.removeEventListener('click', remember, true);
          if (pressed?.isConnected) pressed.click();
        },
        (error: unknown) => {
          // The island's script did not arrive (a lost connection).
          postWithoutIsland();
          throw error;
        },
      );
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
