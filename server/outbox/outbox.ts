import { join } from 'node:path';
import type { Logger } from '../core/log.ts';
import { createForwarder, type Delivery } from './outbox-forwarder.ts';
import { createOutboxStore, type OutboxEntry } from './outbox-store.ts';

export interface OutboxOptions<T> {
  /** Folder name under DATA_DIR and prefix of log events, e.g. "contact". */
  name: string;
  dataDir: string;
  /** How messages are handed over (a webhook, a mail server); unset keeps them on disk until one is configured. */
  deliver: Delivery<T> | undefined;
  log: Logger;
  retryBaseMs: number;
  retryMaxMs: number;
}

export interface Outbox<T> {
  /** Stores a message durably, then hands it to the forwarder; resolves once it is on disk. */
  add(message: T): Promise<OutboxEntry<T>>;
  /** Stores and forwards a message under the caller's id, once: true when it was new, false when already stored. */
  addOnce(id: string, message: T): Promise<boolean>;
  stop(): void;
}

/**
 * A durable outbox: every message is on disk before it is acknowledged and is forwarded (in order,
 * with retries) until the service takes it. Contact messages, PD registrations and account e-mails
 * each use one.
 */
export async function openOutbox<T>({ name, dataDir, deliver, log, ...retry }: OutboxOptions<T>): Promise<Outbox<T>> {
  const store = createOutboxStore<T>(join(dataDir, name));
  await store.open();
  const forwarder = deliver ? createForwarder<T>({ name, deliver, store, log, ...retry }) : null;
  await forwarder?.start();
  const accepted = (entry: OutboxEntry<T>) => {
    log.info(`${name}.received`, { id: entry.id });
    forwarder?.enqueue(entry);
    return entry;
  };
  return {
    async add(message) {
      // Without a caller's id the message is always new.
      return accepted((await store.append(message)) as OutboxEntry<T>);
    },
    async addOnce(id, message) {
      const entry = await store.append(message, id);
      if (entry) accepted(entry);
      return entry !== null;
    },
    stop: () => forwarder?.stop(),
  };
}
