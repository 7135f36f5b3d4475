import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_WIDGET_SCRIPT_URL } from '../../contracts/external-services.ts';
import {
  BOOKING_MAX_TRIES,
  BOOKING_RETRY_INTERVAL_MS,
  startBookingWidget,
  type CalendlyApi,
} from '../../src/lib/booking/widget.ts';
import { loadScriptOnce, type ScriptDocument } from '../../src/lib/booking/load-script.ts';
import { retryUntil } from '../../src/lib/booking/retry.ts';

/** A document stand-in that records the scripts added and lets a test fire their load or error events. */
function fakeDocument() {
  const scripts: Array<{ src: string; async: boolean; fire: (type: 'load' | 'error') => void }> = [];
  const doc: ScriptDocument = {
    createElement: () => {
      const listeners: Record<string, () => void> = {};
      const script = {
        src: '',
        async: false,
        addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      };
      scripts.push({
        get src() {
          return script.src;
        },
        get async() {
          return script.async;
        },
        fire: (type) => listeners[type]?.(),
      });
      return script as unknown as HTMLScriptElement;
    },
    head: { appendChild: (node) => node },
  };
  return { doc, scripts };
}

describe('loading a script once', () => {
  it('adds one async script however often it is asked for, and every caller sees the load', async () => {
    const { doc, scripts } = fakeDocument();
    const first = loadScriptOnce('https://example.test/a.js', doc);
    const second = loadScriptOnce('https://example.test/a.js', doc);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: 'https://example.test/a.js', async: true });
    scripts[0].fire('load');
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await loadScriptOnce('https://example.test/a.js', doc);
    expect(scripts).toHaveLength(1);
  });

  it('rejects when the script fails to load', async () => {
    const { doc, scripts } = fakeDocument();
    const load = loadScriptOnce('https://example.test/broken.js', doc);
    scripts[0].fire('error');
    await expect(load).rejects.toThrow('Could not load https://example.test/broken.js');
  });
});

describe('retrying until ready', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries at once and stops at the first success', () => {
    const attempt = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(false).mockReturnValue(true);
    const onGiveUp = vi.fn();
    retryUntil({ attempt, intervalMs: 500, maxTries: 20, onGiveUp });
    expect(attempt).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(attempt).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10_000);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('gives up after the last failed try, about 10 s in', () => {
    const attempt = vi.fn(() => false);
    const onGiveUp = vi.fn();
    retryUntil({ attempt, intervalMs: 500, maxTries: 20, onGiveUp });
    vi.advanceTimersByTime(19 * 500 - 1);
    expect(onGiveUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(attempt).toHaveBeenCalledTimes(20);
    expect(onGiveUp).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(attempt).toHaveBeenCalledTimes(20);
  });

  it('stops when cancelled', () => {
    const attempt = vi.fn(() => false);
    const cancel = retryUntil({ attempt, intervalMs: 500, maxTries: 20, onGiveUp: vi.fn() });
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('the booking widget', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const parent = {} as HTMLElement;
  const url = 'https://calendly.com/northwind-training/consultation';

  it('loads the widget script and initialises the inline widget once Calendly appears', async () => {
    const host: { Calendly?: CalendlyApi } = {};
    const load = vi.fn(() => new Promise<void>(() => {}));
    const onReady = vi.fn();
    const log = { error: vi.fn() };
    startBookingWidget({ url, parent, onReady, host, load, log });
    expect(load).toHaveBeenCalledWith(BOOKING_WIDGET_SCRIPT_URL);
    vi.advanceTimersByTime(3 * BOOKING_RETRY_INTERVAL_MS);
    expect(onReady).not.toHaveBeenCalled();
    const initInlineWidget = vi.fn();
    host.Calendly = { initInlineWidget };
    vi.advanceTimersByTime(BOOKING_RETRY_INTERVAL_MS);
    expect(initInlineWidget).toHaveBeenCalledExactlyOnceWith({ url, parentElement: parent });
    expect(onReady).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(initInlineWidget).toHaveBeenCalledOnce();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('gives up after 20 tries, on the console only', () => {
    const log = { error: vi.fn() };
    const onReady = vi.fn();
    startBookingWidget({ url, parent, onReady, host: {}, load: () => new Promise(() => {}), log });
    vi.advanceTimersByTime((BOOKING_MAX_TRIES - 1) * BOOKING_RETRY_INTERVAL_MS);
    expect(log.error).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('after 20 tries'));
    expect(onReady).not.toHaveBeenCalled();
  });

  it('stops trying and logs when the script fails to load', async () => {
    const log = { error: vi.fn() };
    const host: { Calendly?: CalendlyApi } = {};
    const failure = new Error('Could not load');
    startBookingWidget({ url, parent, onReady: vi.fn(), host, load: () => Promise.reject(failure), log });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledExactlyOnceWith('Booking calendar script failed to load.', failure);
    const initInlineWidget = vi.fn();
    host.Calendly = { initInlineWidget };
    vi.advanceTimersByTime(60_000);
    expect(initInlineWidget).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledOnce();
  });
});
