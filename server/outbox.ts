import { join } from 'node:path';
import type { Logger } from './log.ts';
import { createForwarder } from './outbox-forwarder.ts';
import { createOutboxStore, type OutboxEntry } from './outbox-store.ts';

export interface OutboxOptions {
  /** Folder name under DATA_DIR and prefix of log events, e.g. "contact". */
  name: string;
  dataDir: string;
  /** Where messages are forwarded; unset keeps them on disk until one is configured. */
  url: string | undefined;
  log: Logger;
  retryBaseMs: number;
  retryMaxMs: number;
  timeoutMs: number;
}

export interface Outbox<T> {
  /** Stores a message durably, then hands it to the forwarder; resolves once it is on disk. */
  add(message: T): Promise<OutboxEntry<T>>;
  stop(): void;
}

/**
 * A durable outbox: every message is on disk before it is acknowledged and is forwarded (in order,
 * with retries) until the service takes it. Contact messages use one; another is a call away.
 */
export async function openOutbox<T>({ name, dataDir, url, log, ...retry }: OutboxOptions): Promise<Outbox<T>> {
  const store = createOutboxStore<T>(join(dataDir, name));
  await store.open();
  const forwarder = url ? createForwarder<T>({ name, url, store, log, ...retry }) : null;
  await forwarder?.start();
  return {
    async add(message) {
      const entry = await store.append(message);
      log.info(`${name}.received`, { id: entry.id });
      forwarder?.enqueue(entry);
      return entry;
    },
    stop: () => forwarder?.stop(),
  };
}
