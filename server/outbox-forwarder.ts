import type { Logger } from './log.ts';
import { errorMessage } from './log.ts';
import type { OutboxEntry, OutboxStore } from './outbox-store.ts';

export interface ForwarderOptions<T> {
  /** Names the log events, e.g. "contact" gives contact.forwarded. */
  name: string;
  url: string;
  store: OutboxStore<T>;
  log: Logger;
  retryBaseMs: number;
  retryMaxMs: number;
  timeoutMs: number;
}

export interface Forwarder<T> {
  /** Picks up what earlier runs left undelivered; call it before accepting new messages. */
  start(): Promise<void>;
  enqueue(entry: OutboxEntry<T>): void;
  stop(): void;
}

// The service says the message itself is wrong: retrying cannot help, and it stays in the inbox.
const REFUSED = new Set([400, 413, 422]);

type Attempt = { outcome: 'delivered' } | { outcome: 'refused'; status: number } | { outcome: 'retry'; reason: string };

/**
 * Forwards stored messages to the service in order, one at a time. Only a 2xx from the configured
 * URL itself counts as delivered: a redirect is never followed (fetch would re-send it as an empty
 * GET), so it is retried like an outage while the log says where the URL should point.
 */
export function createForwarder<T>({
  name,
  url,
  store,
  log,
  retryBaseMs,
  retryMaxMs,
  timeoutMs,
}: ForwarderOptions<T>): Forwarder<T> {
  const queue: Array<OutboxEntry<T>> = [];
  let draining = false;
  let stopped = false;
  let wake: (() => void) | null = null;
  let timer: NodeJS.Timeout | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });

  async function attempt(entry: OutboxEntry<T>): Promise<Attempt> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        // The key lets the service drop a duplicate when our previous attempt timed out after it had succeeded.
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': entry.id },
        body: JSON.stringify(entry.message),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) return { outcome: 'delivered' };
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get('location');
        return {
          outcome: 'retry',
          reason: `HTTP ${response.status} redirect${location ? ` to ${location}` : ''}: set the webhook URL to the address that answers`,
        };
      }
      if (REFUSED.has(response.status)) return { outcome: 'refused', status: response.status };
      return { outcome: 'retry', reason: `HTTP ${response.status}` };
    } catch (error) {
      return { outcome: 'retry', reason: errorMessage(error) };
    }
  }

  async function drain(): Promise<void> {
    if (draining) return;
    draining = true;
    let failures = 0;
    while (queue.length > 0 && !stopped) {
      const entry = queue[0];
      const result = await attempt(entry);
      if (stopped) break;
      if (result.outcome === 'retry') {
        failures += 1;
        const delay = Math.min(retryBaseMs * 2 ** (failures - 1), retryMaxMs);
        log.warn(`${name}.forward-failed`, {
          id: entry.id,
          reason: result.reason,
          retryInMs: delay,
          waiting: queue.length,
        });
        await sleep(delay);
        continue;
      }
      failures = 0;
      await store.markDone(
        entry.id,
        result.outcome === 'delivered' ? { delivered: true } : { delivered: false, status: result.status },
      );
      if (result.outcome === 'delivered') log.info(`${name}.forwarded`, { id: entry.id });
      else log.error(`${name}.refused`, { id: entry.id, status: result.status });
      queue.shift();
    }
    draining = false;
  }

  const kick = () => {
    drain().catch((error) => {
      draining = false;
      log.error(`${name}.forwarder-crashed`, { error: errorMessage(error) });
    });
  };

  return {
    async start() {
      queue.push(...(await store.undelivered()));
      if (queue.length) log.info(`${name}.resuming`, { waiting: queue.length });
      kick();
    },
    enqueue(entry) {
      if (stopped) return;
      queue.push(entry);
      kick();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
    },
  };
}
