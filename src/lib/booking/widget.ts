import { BOOKING_WIDGET_SCRIPT_URL } from '../../../contracts/external-services.ts';
import { loadScriptOnce } from './load-script.ts';
import { retryUntil, type Timers } from './retry.ts';

export const BOOKING_RETRY_INTERVAL_MS = 500;

export const BOOKING_MAX_TRIES = 20;

/** The calendar's height (630 px), as a class: a page's policy refuses style attributes. */
export const BOOKING_HEIGHT_CLASS = 'h-[630px]';

export const BOOKING_LOADING_TEXT = 'Loading booking calendar...';

/** The part of Calendly's widget script we call. */
export interface CalendlyApi {
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void;
}

export interface BookingWidgetOptions {
  url: string;
  parent: HTMLElement;
  onReady: () => void;
  /** Where the script puts `Calendly`: the window in the browser. */
  host?: { Calendly?: CalendlyApi };
  load?: (src: string) => Promise<void>;
  timers?: Timers;
  log?: Pick<Console, 'error'>;
}

/**
 * Loads the widget script once and initialises the inline calendar as soon as the script is ready, trying every
 * 500 ms up to 20 times. Failures only reach the console: the page always offers the booking link instead.
 * Returns a function that stops the tries.
 */
export function startBookingWidget({
  url,
  parent,
  onReady,
  host = globalThis as { Calendly?: CalendlyApi },
  load = loadScriptOnce,
  timers,
  log = console,
}: BookingWidgetOptions): () => void {
  const stop = retryUntil(
    {
      attempt: () => {
        const calendly = host.Calendly;
        if (typeof calendly?.initInlineWidget !== 'function') return false;
        calendly.initInlineWidget({ url, parentElement: parent });
        onReady();
        return true;
      },
      intervalMs: BOOKING_RETRY_INTERVAL_MS,
      maxTries: BOOKING_MAX_TRIES,
      onGiveUp: () =>
        log.error(`Booking calendar unavailable after ${BOOKING_MAX_TRIES} tries; the booking page link still works.`),
    },
    timers,
  );
  load(BOOKING_WIDGET_SCRIPT_URL).catch((error: unknown) => {
    stop();
    log.error('Booking calendar script failed to load.', error);
  });
  return stop;
}
