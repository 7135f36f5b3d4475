import { renderDeferredBefore } from './deferred-render';

export const ANCHOR_SCROLL_DELAY_MS = 100;

/** The element id a hash names ("#pd-series" → "pd-series"), or null for an empty hash. */
export function hashId(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The id to scroll to when a click on `href` stays on the current document; null when the browser should navigate. */
export function inPageAnchor(href: string, current: URL): string | null {
  const target = new URL(href, current);
  const samePage =
    target.origin === current.origin && target.pathname === current.pathname && target.search === current.search;
  return samePage ? hashId(target.hash) : null;
}

export const scrollBehaviorFor = (reducedMotion: boolean): ScrollBehavior => (reducedMotion ? 'auto' : 'smooth');

interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** A plain left click the page may handle itself (not a new-tab or download gesture). */
export const isPlainClick = (event: ClickLike) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function scrollToId(win: Window, id: string | null) {
  const behavior = scrollBehaviorFor(win.matchMedia('(prefers-reduced-motion: reduce)').matches);
  const element = id ? win.document.getElementById(id) : null;
  if (!element) {
    win.scrollTo({ top: 0, behavior });
    return;
  }
  renderDeferredBefore(element);
  element.scrollIntoView({ behavior, block: 'start' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  if (!element.hasAttribute('tabindex') && !element.matches('a[href], button, input, select, textarea')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll: true });
}

const arrivedByNavigation = (win: Window) => {
  const entry = win.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return !entry || entry.type === 'navigate';
};

/**
 * Spec 2.1: a link with an anchor navigates, then scrolls smoothly to the anchor after about 100 ms;
 * arriving with a hash scrolls to that element, or to the top when it does not exist. The delay lets
 * islands that render the target finish first. It lasts as long as the page.
 */
export function installAnchorNavigation(win: Window = window): void {
  const later = (id: string | null) => win.setTimeout(() => scrollToId(win, id), ANCHOR_SCROLL_DELAY_MS);

  // Reloads and back/forward keep the position the browser restores.
  if (win.location.hash && arrivedByNavigation(win)) later(hashId(win.location.hash));

  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (
      !anchor ||
      !isPlainClick(event) ||
      (anchor.target && anchor.target !== '_self') ||
      anchor.hasAttribute('download')
    )
      return;
    const id = inPageAnchor(anchor.getAttribute('href') ?? '', new URL(win.location.href));
    if (id === null) return;
    event.preventDefault();
    if (win.location.hash !== `#${encodeURIComponent(id)}`)
      win.history.pushState(null, '', `#${encodeURIComponent(id)}`);
    later(id);
  };
  win.document.addEventListener('click', onClick);
}
