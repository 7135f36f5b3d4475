import type { SanityClient } from '@sanity/client';
import { Subject, throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/core/log.ts';
import { createLakeWatcher, LISTEN_RETRY_MS } from '../../server/preview/lake-watcher.ts';

/** A lake whose listeners are the given streams, one per `listen`, counting them. */
function lake(next: () => Subject<unknown> | ReturnType<typeof throwError>) {
  const listens: unknown[] = [];
  const client = {
    listen: (query: string) => {
      listens.push(query);
      return next();
    },
  } as unknown as SanityClient;
  return { client, listens };
}

describe("the preview's listener on the Content Lake", () => {
  it('opens on the first visit, rebuilds for each change it hears, and closes when told', () => {
    const events = new Subject<unknown>();
    const { client, listens } = lake(() => events);
    const changes: string[][] = [];
    const watcher = createLakeWatcher({
      client,
      idleMs: 60_000,
      onChange: (r) => changes.push(r),
      log: createLogger(() => {}),
    });

    expect(watcher.visit()).toBe(true);
    expect(watcher.visit()).toBe(false);
    // Only once connected does it stand in for the drafts webhook, and not while it reconnects.
    expect(watcher.listening()).toBe(false);
    events.next({ type: 'welcome' });
    expect(watcher.listening()).toBe(true);
    events.next({ type: 'reconnect' });
    expect(watcher.listening()).toBe(false);
    events.next({ type: 'welcome' });
    events.next({ type: 'mutation', documentId: 'drafts.course-tlif0025' });
    expect(changes).toEqual([['drafts.course-tlif0025 changed']]);
    expect(listens).toHaveLength(1);

    watcher.close();
    expect(events.observed).toBe(false);
    expect(watcher.listening()).toBe(false);
    expect(watcher.visit()).toBe(true);
    expect(listens).toHaveLength(2);
    watcher.close();
  });

  it('after the lake refuses it, waits before asking again, however often a preview page polls', () => {
    let clock = 0;
    const lines: string[] = [];
    const { client, listens } = lake(() => throwError(() => new Error('Unauthorized')));
    const watcher = createLakeWatcher({
      client,
      idleMs: 60_000,
      onChange: () => {},
      log: createLogger((line) => lines.push(line)),
      now: () => clock,
    });

    expect(watcher.visit()).toBe(true);
    for (let poll = 0; poll < 10; poll += 1) {
      clock += 500;
      expect(watcher.visit()).toBe(false);
    }
    expect(listens).toHaveLength(1);
    expect(lines.join('')).toContain('Unauthorized');

    clock = LISTEN_RETRY_MS;
    expect(watcher.visit()).toBe(true);
    expect(listens).toHaveLength(2);
    watcher.close();
  });
});
