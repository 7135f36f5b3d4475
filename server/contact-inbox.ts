import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContactMessage } from './contact-message.ts';

export interface InboxEntry {
  id: string;
  received_at: string;
  message: ContactMessage;
}

export interface ContactInbox {
  readonly file: string;
  /** Creates the files; must run before anything else. */
  open(): Promise<void>;
  /** Appends the message and returns once it is on disk, so an ok answer never loses it. */
  append(message: ContactMessage): Promise<InboxEntry>;
  /** Messages with no recorded outcome, oldest first. */
  undelivered(): Promise<InboxEntry[]>;
  /** Records that the automation service took the message (or refused it for good, with its status). */
  markDone(id: string, outcome: { delivered: true } | { delivered: false; status: number }): Promise<void>;
}

async function appendDurably(file: string, line: string): Promise<void> {
  const handle = await open(file, 'a');
  try {
    await handle.write(line);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
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
 * which of them the automation service has taken. Nothing is ever rewritten in place.
 */
export function createContactInbox(dir: string): ContactInbox {
  const inboxFile = join(dir, 'inbox.ndjson');
  const outcomesFile = join(dir, 'outcomes.ndjson');
  // One write at a time per file keeps lines whole without relying on O_APPEND sizes.
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    file: inboxFile,
    async open() {
      await mkdir(dir, { recursive: true });
      await appendDurably(inboxFile, '');
      await appendDurably(outcomesFile, '');
      await syncDirectory(dir);
    },
    append(message) {
      const entry: InboxEntry = { id: randomUUID(), received_at: new Date().toISOString(), message };
      return serialised(async () => {
        await appendDurably(inboxFile, `${JSON.stringify(entry)}\n`);
        return entry;
      });
    },
    async undelivered() {
      const [entries, outcomes] = await Promise.all([
        readFile(inboxFile, 'utf8').then(readLines<InboxEntry>),
        readFile(outcomesFile, 'utf8').then(readLines<{ id: string }>),
      ]);
      const done = new Set(outcomes.map((outcome) => outcome.id));
      return entries.filter((entry) => !done.has(entry.id));
    },
    markDone(id, outcome) {
      const line = outcome.delivered
        ? { id, delivered_at: new Date().toISOString() }
        : { id, refused_at: new Date().toISOString(), status: outcome.status };
      return serialised(() => appendDurably(outcomesFile, `${JSON.stringify(line)}\n`));
    },
  };
}
