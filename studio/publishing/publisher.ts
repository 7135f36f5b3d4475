import { useEffect, useState } from 'react';
import { PUBLISH_STATUS_PATH, type PublishStatus } from '../../contracts/publish-status.ts';
import { LOCAL_LAKE } from '../local/index.ts';
import { localPublisherOrigin } from '../local/publisher-origin.ts';

/**
 * The public site's origin, where the publisher serves pages and its publish status, e.g.
 * https://www.northwind-training.example: SANITY_STUDIO_PUBLISHER_URL when the Studio is built, or for the local
 * Studio, what its server says when it serves the page. Empty when not set.
 */
export const publisherUrl = (): string =>
  (LOCAL_LAKE ? localPublisherOrigin() : (process.env.SANITY_STUDIO_PUBLISHER_URL ?? '')).replace(/\/+$/, '');

export type PublishStatusView =
  | { kind: 'not-configured' }
  | { kind: 'loading' }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'status'; status: PublishStatus };

const REFRESH_MS = 15_000;

/** The publisher's last build, read again every 15 seconds while shown. */
export function usePublishStatus(): PublishStatusView {
  const origin = publisherUrl();
  const [view, setView] = useState<PublishStatusView>(origin ? { kind: 'loading' } : { kind: 'not-configured' });
  useEffect(() => {
    if (!origin) return undefined;
    let stopped = false;
    const load = async () => {
      try {
        const response = await fetch(`${origin}${PUBLISH_STATUS_PATH}`, { cache: 'no-store' });
        if (!response.ok) throw new Error(`it answered ${response.status}`);
        const status = (await response.json()) as PublishStatus;
        if (!stopped) setView({ kind: 'status', status });
      } catch (error) {
        if (!stopped) setView({ kind: 'unreachable', reason: (error as Error).message });
      }
    };
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [origin]);
  return view;
}
