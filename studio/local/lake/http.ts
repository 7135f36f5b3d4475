import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { summariseReport } from './error-report.ts';
import { exportSeed } from './export.ts';
import { LOCAL_USER, localProject } from './identity.ts';
import { listenChannels } from './channel.ts';
import { eventStream, groqParams, listenOptions, subscribe, subscribeLive } from './listen.ts';
import { CHANNEL_PATH, EXPORT_PATH, LAKE_PATH, UNANSWERED_PATH } from '../paths.ts';
import { LakeError, type Lake } from './store.ts';

const MAX_BODY_BYTES = 10 * 1024 * 1024;

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new LakeError(413, 'Request body over 10 MB');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const text = await readText(request);
  return text === '' ? undefined : JSON.parse(text);
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
};

/** The perspective a query runs in: as asked, else what the Content Lake defaults to for the API version. */
function perspectiveOf(value: unknown, apiVersion: string): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value !== '') return value.split(',');
  return apiVersion >= '2025-02-19' ? ['published'] : ['raw'];
}

export interface LakeRoutes {
  /** Answers a request under {@link LAKE_PATH}; false when it is not one. */
  handle(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  /** Every call the lake could not answer, e.g. `GET /v2025-02-19/projects/x/features`. */
  unanswered: string[];
}

export function lakeRoutes(
  lake: Lake,
  { seedFile, log }: { seedFile: string; log: (line: string) => void },
): LakeRoutes {
  const unanswered: string[] = [];
  const keyValues = new Map<string, unknown>();
  const channels = listenChannels(lake);

  async function answer(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = request.method ?? 'GET';
    if (url.pathname === EXPORT_PATH && method === 'POST') {
      const result = exportSeed(seedFile, lake.view(['published']), lake.assets);
      log(
        `exported ${result.documents} documents to ${seedFile} (${result.changed} changed, ${result.added} added, ${result.removed} removed)`,
      );
      return json(response, 200, result);
    }
    if (url.pathname === UNANSWERED_PATH) return json(response, 200, unanswered);
    if (url.pathname === CHANNEL_PATH && method === 'GET') return channels.open(response);
    if (url.pathname === CHANNEL_PATH && method === 'POST') {
      const { channel, listener, search: query } = (await readBody(request)) as Record<string, string>;
      if (!channels.add(channel, listener, query)) throw new LakeError(404, `No listen channel ${channel}`);
      return json(response, 200, { listener });
    }
    if (url.pathname === CHANNEL_PATH && method === 'DELETE') {
      channels.remove(url.searchParams.get('channel') ?? '', url.searchParams.get('listener') ?? '');
      response.writeHead(204).end();
      return;
    }

    // API calls start with their version (/v2025-02-19/…); image and file URLs do not (/images/…).
    const segments = url.pathname.slice(LAKE_PATH.length).split('/').slice(1);
    const versioned = /^v(\d|X$)/.test(segments[0] ?? '');
    const apiVersion = versioned ? segments[0].slice(1) : '';
    const path = `/${segments.slice(versioned ? 1 : 0).join('/')}`;
    const search = url.searchParams;
    let match: RegExpMatchArray | null;

    if (path === '/users/me' && method === 'GET') return json(response, 200, LOCAL_USER);
    if (path === '/auth/id' && method === 'GET') return json(response, 200, { id: LOCAL_USER.id });
    if ((match = path.match(/^\/users\/me\/keyvalue\/(.+)$/)) && method === 'GET') {
      const keys = decodeURIComponent(match[1]).split(',');
      return json(
        response,
        200,
        keys.filter((key) => keyValues.has(key)).map((key) => ({ key, value: keyValues.get(key) })),
      );
    }
    if (path === '/users/me/keyvalue' && method === 'PUT') {
      const pairs = (await readBody(request)) as Array<{ key: string; value: unknown }>;
      for (const { key, value } of pairs) keyValues.set(key, value);
      return json(response, 200, pairs);
    }
    if ((match = path.match(/^\/projects\/([^/]+)$/)) && method === 'GET')
      return json(response, 200, localProject(match[1], 'production'));
    if ((match = path.match(/^\/projects\/([^/]+)\/datasets$/)) && method === 'GET')
      // No add-on datasets (the comments dataset): only the one the Studio edits.
      return json(response, 200, search.has('datasetProfile') ? [] : localProject(match[1], 'production').datasets);
    // The administrator may do everything, in the grants format of the access API.
    if (path.match(/^\/projects\/[^/]+\/datasets\/[^/]+\/acl$/) && method === 'GET')
      return json(response, 200, [
        { filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create'] },
      ]);
    // What a project without paid features, apps, schedules, announcements or trials answers.
    if (path.match(/^\/projects\/[^/]+\/grants$/) && method === 'GET') return json(response, 200, {});
    if (path.match(/^\/projects\/[^/]+\/user-applications$/) && method === 'GET') return json(response, 200, []);
    if (path === '/features' && method === 'GET') return json(response, 200, []);
    if (path.match(/^\/schedules\/[^/]+\/[^/]+$/) && method === 'GET') return json(response, 200, { schedules: [] });
    if (path.startsWith('/journey/') && method === 'GET') return json(response, 200, null);
    if ((path === '/help' || path === '/ping') && method === 'GET') return json(response, 200, {});
    // No usage data leaves a local Studio.
    if (path === '/intake/telemetry-status' && method === 'GET') return json(response, 200, { status: 'denied' });
    if (path === '/intake/batch' && method === 'POST') {
      await readText(request);
      response.writeHead(204).end();
      return;
    }
    // The Studio's error reports and feedback go nowhere from a machine that stays offline.
    if (path === '/intake/feedback' && method === 'POST') {
      const report = summariseReport(await readText(request));
      if (report) log(`the Studio sent an error report or feedback (not sent anywhere): ${report}`);
      response.writeHead(204).end();
      return;
    }
    if (/^\/data\/query\/[^/]+$/.test(path)) {
      const body = method === 'POST' ? ((await readBody(request)) as Record<string, unknown>) : {};
      const query = typeof body.query === 'string' ? body.query : (search.get('query') ?? '');
      const params = { ...groqParams(search), ...((body.params as Record<string, unknown>) ?? {}) };
      const started = performance.now();
      const result = await lake.query(
        query,
        params,
        perspectiveOf(body.perspective ?? search.get('perspective'), apiVersion),
        LOCAL_USER.id,
      );
      return json(response, 200, { query, result, ms: Math.round(performance.now() - started) });
    }
    if ((match = path.match(/^\/data\/doc\/[^/]+\/(.+)$/)) && method === 'GET') {
      const ids = decodeURIComponent(match[1]).split(',');
      const documents = ids.map((id) => lake.documents.get(id)).filter((doc) => doc !== undefined);
      const omitted = ids.filter((id) => !lake.documents.has(id)).map((id) => ({ id, reason: 'existence' }));
      return json(response, 200, { documents, omitted });
    }
    if (path.match(/^\/data\/mutate\/[^/]+$/) && method === 'POST') {
      const body = (await readBody(request)) as { mutations: Parameters<Lake['mutate']>[0]; transactionId?: string };
      const { transactionId, changes } = lake.mutate(await lake.byId(body.mutations), body.transactionId);
      const results = changes.map((change) => ({
        id: change.documentId,
        operation: change.before === null ? 'create' : change.after === null ? 'delete' : 'update',
        ...(search.get('returnDocuments') === 'true' ? { document: change.after } : {}),
      }));
      return json(response, 200, {
        transactionId,
        results,
        ...(search.get('returnDocuments') === 'true' ? { documents: changes.map((change) => change.after) } : {}),
      });
    }
    if (path.match(/^\/data\/actions\/[^/]+$/) && method === 'POST') {
      const body = (await readBody(request)) as {
        actions: Parameters<Lake['act']>[0];
        transactionId?: string;
        dryRun?: boolean;
      };
      if (body.dryRun) throw new LakeError(501, 'The local lake does not answer dry runs of document actions.');
      const { transactionId } = lake.act(body.actions, body.transactionId);
      return json(response, 200, { transactionId });
    }
    // History: no events before this session, and this session's transactions (one JSON line each).
    if ((match = path.match(/^\/data\/history\/[^/]+\/events\/documents\/([^/]+)$/)) && method === 'GET')
      return json(response, 200, { events: { [decodeURIComponent(match[1])]: [] }, nextCursor: '' });
    if ((match = path.match(/^\/data\/history\/[^/]+\/documents\/([^/]+)$/)) && method === 'GET') {
      const at = {
        revision: search.get('revision') ?? undefined,
        last: search.get('lastRevision') === 'true',
        time: search.get('time') ?? undefined,
      };
      const documents = decodeURIComponent(match[1])
        .split(',')
        .map((id) => lake.version(id, at))
        .filter((doc) => doc !== undefined);
      return json(response, 200, { documents });
    }
    if ((match = path.match(/^\/data\/history\/[^/]+\/transactions\/([^/]+)$/)) && method === 'GET') {
      const ids = new Set(decodeURIComponent(match[1]).split(','));
      const lines = lake.transactions
        .filter((transaction) => transaction.documentIDs.some((id) => ids.has(id)))
        .map((transaction) => `${JSON.stringify(transaction)}\n`);
      response.writeHead(200, { 'Content-Type': 'application/x-ndjson', 'Cache-Control': 'no-store' });
      response.end(lines.join(''));
      return;
    }
    if (path.match(/^\/data\/listen\/[^/]+$/) && method === 'GET') {
      const options = listenOptions(search);
      let stop = () => {};
      const sink = eventStream(response, () => stop());
      stop = subscribe(lake, options, sink);
      return;
    }
    if (path.match(/^\/data\/live\/events\/[^/]+$/) && method === 'GET') {
      let stop = () => {};
      const sink = eventStream(response, () => stop());
      stop = subscribeLive(lake, sink);
      return;
    }
    // The Studio asks whether its origin may call the API (after a failed request): the lake is its own origin.
    if (path === '/check/cors' && method === 'GET')
      return json(response, 200, { result: { allowed: true, withCredentials: true } });
    if ((match = path.match(/^\/(images|files)\/[^/]+\/[^/]+\/([0-9a-f]+)-?[^/.]*\.(\w+)$/)) && method === 'GET') {
      const [, kind, hash] = match;
      const asset = [...lake.assets.values()].find((candidate) =>
        candidate.document._id.startsWith(`${kind === 'images' ? 'image' : 'file'}-${hash}-`),
      );
      if (!asset) throw new LakeError(404, `No seed ${kind.slice(0, -1)} ${hash}`);
      response.writeHead(200, { 'Content-Type': asset.contentType, 'Cache-Control': 'no-cache' });
      response.end(await readFile(asset.path));
      return;
    }
    const call = `${method} ${path}${search.size > 0 ? `?${search.toString()}` : ''}`;
    unanswered.push(call);
    throw new LakeError(501, `The local lake does not answer ${call}`);
  }

  return {
    unanswered,
    async handle(request, response) {
      const url = new URL(request.url ?? '/', 'http://local');
      if (url.pathname !== LAKE_PATH && !url.pathname.startsWith(`${LAKE_PATH}/`)) return false;
      try {
        await answer(request, response, url);
      } catch (error) {
        const status = error instanceof LakeError ? error.status : 500;
        const message = (error as Error).message;
        log(`✘ ${request.method} ${url.pathname}: ${message}`);
        if (!response.headersSent) json(response, status, { statusCode: status, error: 'Local lake', message });
        else response.end();
      }
      return true;
    },
  };
}
