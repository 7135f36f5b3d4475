import type { Logger } from '../core/log.ts';
import { errorMessage } from '../core/log.ts';
import type { OutboxEntry, OutboxStore } from './outbox-store.ts';

/** What one attempt to hand a message over came to. */
export type Attempt =
  { outcome: 'delivered' } | { outcome: 'refused'; status: number } | { outcome: 'retry'; reason: string };

/** Hands one message to the receiving service (a webhook, a mail server); never rejects. */
export type Delivery<T> = (entry: OutboxEntry<T>) => Promise<Attempt>;

export interface ForwarderOptions<T> {
  /** Names the log events, e.g. "contact" gives contact.forwarded. */
  name: string;
  deliver: Delivery<T>;
  store: OutboxStore<T>;
  log: Logger;
  retryBaseMs: number;
  retryMaxMs: number;
}

export interface Forwarder<T> {
  /** Picks up what earlier runs left undelivered; call it before accepting new messages. */
  start(): Promise<void>;
  enqueue(entry: OutboxEntry<T>): void;
  stop(): void;
}

/** Forwards stored messages in order, one at a time, retrying with exponential backoff until each is taken. */
export function createForwarder<T>({
  name,
  deliver,
  store,
  log,
  retryBaseMs,
  retryMaxMs,
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

  async function drain(): Promise<void> {
    if (draining) return;
    draining = true;
    let failures = 0;
    while (queue.length > 0 && !stopped) {
      const entry = queue[0];
      const result = await deliver(entry);
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
