import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BuildHistory } from './build-history.ts';
import type { BuildQueue } from './build-queue.ts';
import { sendJson, sendMethodNotAllowed } from '../core/http.ts';
import type { ReleaseStore } from '../releases/releases.ts';
import type { StaticSite } from '../releases/static-server.ts';

export interface StatusSources {
  history: BuildHistory;
  site: StaticSite;
  releases: ReleaseStore;
  queue: BuildQueue;
}

/** GET /api/status: what is live, how the last build went, and whether another is on its way. */
export function createStatusHandler({ history, site, releases, queue }: StatusSources) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendMethodNotAllowed(response, ['GET', 'HEAD']);
    const live = site.current();
    sendJson(response, 200, {
      release: live ? { id: live.id, createdAt: live.createdAt } : null,
      lastBuild: history.last(),
      build: queue.state(),
      releases: (await releases.list()).map((release) => release.id),
    });
  };
}
