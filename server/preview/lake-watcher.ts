import type { SanityClient } from '@sanity/client';
import type { Subscription } from 'rxjs';
import { errorMessage, type Logger } from '../core/log.ts';

/**
 * The documents whose changes can change a preview: all but the secrets the Studio's Preview tool writes each time
 * it opens (a rebuild for each would only repeat the build its opening asks for).
 */
const WATCHED = '*[_type != "sanity.previewUrlSecret"]';
/** After the listener failed, how long before a visit opens it again (a preview page polls every half second). */
export const LISTEN_RETRY_MS = 10_000;

export interface LakeWatcher {
  /** Someone previews: keep listening for a while. True when the listener (re)opens, having missed what changed. */
  visit: () => boolean;
  /** Connected to the lake, hearing every change: a drafts webhook would only repeat what it heard. */
  listening: () => boolean;
  close: () => void;
}

export interface LakeWatcherOptions {
  client: SanityClient;
  /** How long after the last visit the listener stays open. */
  idleMs: number;
  onChange: (reasons: string[]) => void;
  log: Logger;
  /** Milliseconds since some fixed point, for the wait after a refusal. */
  now?: () => number;
}

/**
 * Listens to the live Content Lake while someone previews, so every saved change, drafts included, rebuilds the
 * preview, whichever pane of the Studio made it. Sanity's Presentation tool tells a preview page of an edit only
 * once it has followed the document for a moment, so an edit made just after opening it went unseen; the lake
 * tells of every change, once it is visible to the preview build's queries.
 */
export function createLakeWatcher({
  client,
  idleMs,
  onChange,
  log,
  now = () => performance.now(),
}: LakeWatcherOptions): LakeWatcher {
  let subscription: Subscription | null = null;
  let failedAt = -Infinity;
  let connected = false;
  let idle: NodeJS.Timeout | undefined;

  function close(): void {
    connected = false;
    clearTimeout(idle);
    subscription?.unsubscribe();
    subscription = null;
  }

  function open(): void {
    const options = { includeResult: false, includeMutations: false, visibility: 'query', tag: 'preview' } as const;
    subscription = client.listen(WATCHED, {}, { ...options, events: ['welcome', 'mutation', 'reconnect'] }).subscribe({
      next: (event) => {
        if (event.type === 'mutation') onChange([`${event.documentId} changed`]);
        else connected = event.type === 'welcome';
      },
      // The client reconnects by itself while the lake cannot be reached; an error ends the listener (a refused
      // token, the lake disconnecting it). A visit a little later opens it again, which rebuilds for what it missed;
      // the drafts webhook, if set up, still rebuilds the preview meanwhile.
      error: (error: unknown) => {
        log.warn('preview.listener_failed', { error: errorMessage(error) });
        connected = false;
        failedAt = now();
      },
    });
  }

  return {
    visit() {
      clearTimeout(idle);
      idle = setTimeout(close, idleMs).unref();
      // A listener that failed is closed (it may fail within `subscribe`, before it is even assigned).
      if ((subscription && !subscription.closed) || now() - failedAt < LISTEN_RETRY_MS) return false;
      open();
      return true;
    },
    listening: () => connected,
    close,
  };
}
