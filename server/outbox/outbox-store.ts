import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appendDurably, syncDirectory } from '../core/durable-file.ts';
import { makePrivateDir } from '../core/private-files.ts';

export interface OutboxEntry<T> {
  id: string;
  received_at: string;
  message: T;
}

export type Outcome = { delivered: true } | { delivered: false; status: number };

export interface OutboxStore<T> {
  readonly file: string;
  /** Creates the files; must run before anything else. */
  open(): Promise<void>;
  /**
   * Appends the message and returns once it is on disk, so an ok answer never loses it. With an `id`
   * the inbox already holds, nothing is appended and it resolves to null: a message is stored once.
   */
  append(message: T, id?: string): Promise<OutboxEntry<T> | null>;
  /** Messages with no recorded outcome, oldest first. */
  undelivered(): Promise<Array<OutboxEntry<T>>>;
  /** Records that the receiving service took the message (or refused it for good, with its status). */
  markDone(id: string, outcome: Outcome): Promise<void>;
}

/**
 * Appends lines durably, one write at a time (lines stay whole), with group commit: lines that
 * arrive while a write is syncing go to disk together in the next write, under one fsync.
 */
function groupAppender(file: string): (line: string) => Promise<void> {
  let waiting: { lines: string[]; written: Promise<void> } | null = null;
  let previous: Promise<unknown> = Promise.resolve();
  return (line) => {
    if (waiting) {
      waiting.lines.push(line);
      return waiting.written;
    }
    const batch: { lines: string[]; written: Promise<void> } = { lines: [line], written: Promise.resolve() };
    batch.written = previous
      .catch(() => undefined)
      .then(() => {
        if (waiting === batch) waiting = null;
        return appendDurably(file, batch.lines.join(''));
      });
    waiting = batch;
    previous = batch.written;
    return batch.written;
  };
}

function readLines<T>(text: string): T[] {
  // A crash mid-write can leave a torn last line; it was never answered ok, so skipping it loses nothing.
  return text.split('\n').flatMap((line) => {
    if (!line.trim()) return [];
    try {
      return [JSON.parse(line) as T];
    } catch {
      return [];
    }
  });
}

/**
 * Two append-only JSON-lines files: inbox.ndjson holds every accepted message, outcomes.ndjson
 * which of them the receiving service has taken. Nothing is ever rewritten in place.
 */
export function createOutboxStore<T>(dir: string): OutboxStore<T> {
  const inboxFile = join(dir, 'inbox.ndjson');
  const outcomesFile = join(dir, 'outcomes.ndjson');
  const inbox = groupAppender(inboxFile);
  const outcomes = groupAppender(outcomesFile);
  const stored = new Set<string>();

  return {
    file: inboxFile,
    async open() {
      await makePrivateDir(dir);
      await appendDurably(inboxFile, '');
      await appendDurably(outcomesFile, '');
      await syncDirectory(dir);
      for (const entry of readLines<{ id: string }>(await readFile(inboxFile, 'utf8'))) stored.add(entry.id);
    },
    async append(message, id = randomUUID()) {
      // Claimed before the write, so a second call with the same id in the meantime appends nothing either.
      if (stored.has(id)) return null;
      stored.add(id);
      const entry: OutboxEntry<T> = { id, received_at: new Date().toISOString(), message };
      try {
        await inbox(`${JSON.stringify(entry)}\n`);
      } catch (error) {
        stored.delete(id);
        throw error;
      }
      return entry;
    },
    async undelivered() {
      const [entries, outcomes] = await Promise.all([
        readFile(inboxFile, 'utf8').then(readLines<OutboxEntry<T>>),
        readFile(outcomesFile, 'utf8').then(readLines<{ id: string }>),
      ]);
      const done = new Set(outcomes.map((outcome) => outcome.id));
      return entries.filter((entry) => !done.has(entry.id));
    },
    markDone(id, outcome) {
      const line = outcome.delivered
        ? { id, delivered_at: new Date().toISOString() }
        : { id, refused_at: new Date().toISOString(), status: outcome.status };
      return outcomes(`${JSON.stringify(line)}\n`);
    },
  };
}
