import { readFile, stat } from 'node:fs/promises';

/** A small file of a release, as read once, with the validators `send` gives the same file. */
export interface HeldFile {
  body: Buffer;
  etag: string;
  lastModified: string;
}

export interface HeldFiles {
  /** The held copy, or undefined; a hit counts as the latest use. */
  get(release: string, path: string): HeldFile | undefined;
  /** Reads the file and holds it if it is small enough; a failed read holds nothing. Settles when done, never rejects. */
  hold(release: string, path: string, file: string): Promise<void>;
  /** Drops every file of releases about to be deleted. */
  forget(releases: string[]): void;
  /** Bytes held, which tests read. */
  readonly bytes: number;
}

export interface HeldFilesLimits {
  /** Above this a file is always streamed from disk. */
  maxFileBytes: number;
  /** The least recently answered files go first beyond this. */
  maxBytes: number;
}

/**
 * Releases never change once written, so the pages and assets a visitor keeps asking for can be answered from
 * memory: one turn of the event loop instead of the four of a stat, an open, a read and a close, each of which
 * waits behind whatever else the publisher is doing (during a burst of sign-ups, 40–120 ms at a time).
 */
export function createHeldFiles({ maxFileBytes, maxBytes }: HeldFilesLimits): HeldFiles {
  const held = new Map<string, HeldFile & { release: string }>();
  const reading = new Set<string>();
  // Files found too large: streamed from disk every time, without another stat to find that out again.
  const tooLarge = new Set<string>();
  let bytes = 0;
  const keyOf = (release: string, path: string) => `${release}\0${path}`;
  const releaseOf = (key: string) => key.slice(0, key.indexOf('\0'));

  const drop = (key: string) => {
    const entry = held.get(key);
    if (!entry) return;
    held.delete(key);
    bytes -= entry.body.length;
  };

  return {
    get(release, path) {
      const key = keyOf(release, path);
      const entry = held.get(key);
      if (!entry) return undefined;
      held.delete(key);
      held.set(key, entry);
      return entry;
    },
    async hold(release, path, file) {
      const key = keyOf(release, path);
      if (held.has(key) || reading.has(key) || tooLarge.has(key)) return;
      reading.add(key);
      try {
        const stats = await stat(file);
        if (!stats.isFile()) return;
        if (stats.size > maxFileBytes) {
          // Unless its release was forgotten meanwhile, as for a file read below.
          if (reading.has(key)) tooLarge.add(key);
          return;
        }
        const body = await readFile(file);
        // A file rewritten between the two calls would not match its validators, and a release forgotten meanwhile
        // is about to be deleted: hold nothing.
        if (body.length !== stats.size || !reading.has(key)) return;
        held.set(key, {
          release,
          body,
          etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
          lastModified: stats.mtime.toUTCString(),
        });
        bytes += body.length;
        for (const oldest of held.keys()) {
          if (bytes <= maxBytes) break;
          drop(oldest);
        }
      } catch {
        // Gone or unreadable: the next answer streams it from disk again and says so there.
      } finally {
        reading.delete(key);
      }
    },
    forget(releases) {
      const doomed = new Set(releases);
      for (const [key, entry] of held) if (doomed.has(entry.release)) drop(key);
      for (const key of reading) if (doomed.has(releaseOf(key))) reading.delete(key);
      for (const key of tooLarge) if (doomed.has(releaseOf(key))) tooLarge.delete(key);
    },
    get bytes() {
      return bytes;
    },
  };
}
