import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BuildQueue } from './build-queue.ts';
import { sendJson, sendMethodNotAllowed } from '../core/http.ts';
import type { StaticSite } from '../releases/static-server.ts';
import type { BuildHistory } from './build-history.ts';
import type { ApplicationsWaiting, PublishStatus } from '../../contracts/publish-status.ts';

/** At most this many problem lines, each cut to this length: a coordinator reads them, no log is sent. */
const MAX_PROBLEMS = 20;
const MAX_PROBLEM_LENGTH = 300;

/**
 * The Studio's view of publishing: the live release, the last build's outcome and the queue, with the problems a
 * failed build named; never paths, logs or what asked for a build.
 */
export function publishStatus(
  site: StaticSite,
  history: BuildHistory,
  queue: BuildQueue,
  applications: ApplicationsWaiting | null = null,
): PublishStatus {
  const last = history.last();
  const live = site.current();
  const { running, queued, runningSince, waiting } = queue.state();
  const failed = last?.result === 'failure';
  return {
    applications: applications && {
      ...applications,
      lastError: applications.lastError && {
        ...applications.lastError,
        message: applications.lastError.message.slice(0, MAX_PROBLEM_LENGTH),
      },
    },
    state: running || queued ? 'building' : failed ? 'failed' : 'live',
    release: live ? { id: live.id, liveSince: live.createdAt } : null,
    lastBuild: last ? { result: last.result, finishedAt: last.finishedAt } : null,
    queue: { runningSince, waiting },
    failure:
      failed && last
        ? {
            finishedAt: last.finishedAt,
            problems: (last.error ?? '')
              .split('\n')
              .map((line) => line.trim().slice(0, MAX_PROBLEM_LENGTH))
              .filter(Boolean)
              .slice(0, MAX_PROBLEMS),
          }
        : null,
  };
}

/**
 * GET /api/publish-status, for the Studio's publish-status tool. Browsers may read it only from the
 * Studio's own origins (STUDIO_ORIGIN); any other origin gets the answer without a CORS grant.
 */
export function createPublishStatusHandler(
  sources: {
    site: StaticSite;
    history: BuildHistory;
    queue: BuildQueue;
    /** The hand-off's counts, once applications have started with the accounts database; null without them. */
    applications: () => Promise<ApplicationsWaiting | null>;
  },
  studioOrigins: readonly string[],
) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const origin = request.headers.origin;
    const cors: Record<string, string> = { Vary: 'Origin' };
    if (origin && studioOrigins.includes(origin)) cors['Access-Control-Allow-Origin'] = origin;
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET', 'Access-Control-Max-Age': '600' });
      response.end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return sendMethodNotAllowed(response, ['GET', 'HEAD', 'OPTIONS']);
    const applications = await sources.applications();
    sendJson(response, 200, publishStatus(sources.site, sources.history, sources.queue, applications), cors);
  };
}
