import type { ContactInbox, InboxEntry } from './contact-inbox.ts';
import type { Logger } from './log.ts';
import { errorMessage } from './log.ts';

export interface ForwarderOptions {
  url: string;
  inbox: ContactInbox;
  log: Logger;
  retryBaseMs: number;
  retryMaxMs: number;
  timeoutMs: number;
}

export interface ContactForwarder {
  /** Picks up what earlier runs left undelivered; call it before accepting new messages. */
  start(): Promise<void>;
  enqueue(entry: InboxEntry): void;
  stop(): void;
}

// The automation service says the message itself is wrong: retrying cannot help, and it stays in the inbox.
const REFUSED = new Set([400, 413, 422]);

type Attempt = { outcome: 'delivered' } | { outcome: 'refused'; status: number } | { outcome: 'retry'; reason: string };

/**
 * Forwards inbox messages to the automation webhook in order, one at a time. While the service is
 * down it retries with exponential backoff; a message is only marked once the service has answered.
 */
export function createContactForwarder({
  url,
  inbox,
  log,
  retryBaseMs,
  retryMaxMs,
  timeoutMs,
}: ForwarderOptions): ContactForwarder {
  const queue: InboxEntry[] = [];
  let draining = false;
  let stopped = false;
  let wake: (() => void) | null = null;
  let timer: NodeJS.Timeout | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });

  async function attempt(entry: InboxEntry): Promise<Attempt> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        // The key lets the service drop a duplicate when our previous attempt timed out after it had succeeded.
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': entry.id },
        body: JSON.stringify(entry.message),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return { outcome: 'delivered' };
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
      if (result.outcome === 'retry') {
        failures += 1;
        const delay = Math.min(retryBaseMs * 2 ** (failures - 1), retryMaxMs);
        log.warn('contact.forward-failed', {
          id: entry.id,
          reason: result.reason,
          retryInMs: delay,
          waiting: queue.length,
        });
        await sleep(delay);
        continue;
      }
      failures = 0;
      await inbox.markDone(
        entry.id,
        result.outcome === 'delivered' ? { delivered: true } : { delivered: false, status: result.status },
      );
      if (result.outcome === 'delivered') log.info('contact.forwarded', { id: entry.id });
      else log.error('contact.refused', { id: entry.id, status: result.status, inbox: inbox.file });
      queue.shift();
    }
    draining = false;
  }

  const kick = () => {
    drain().catch((error) => {
      draining = false;
      log.error('contact.forwarder-crashed', { error: errorMessage(error) });
    });
  };

  return {
    async start() {
      queue.push(...(await inbox.undelivered()));
      if (queue.length) log.info('contact.resuming', { waiting: queue.length });
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
