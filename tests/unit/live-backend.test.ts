import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentBackend, QueryParams } from '../../src/content/backend.node.ts';
import { collectionDefinitions, loadCollection, type CollectionName } from '../../src/content/collections.ts';
import { createLiveBackend } from '../../src/content/live-backend.node.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE } from '../../src/content/local-dataset.node.ts';

interface RecordedCall {
  query: string;
  params: QueryParams;
}

/** Records what a backend is asked, so the two backends can be compared call by call. */
function recording(backend: ContentBackend, calls: RecordedCall[]): ContentBackend {
  return {
    name: backend.name,
    fetch: <T>(query: string, params: QueryParams = {}) => {
      calls.push({ query, params });
      return backend.fetch<T>(query, params);
    },
  };
}

describe('live backend', () => {
  const local = createLocalBackend(DEFAULT_DATASET_FILE);
  const received: Array<RecordedCall & { path: string; perspective: string | null }> = [];
  let server: Server;
  let apiHost: string;

  // Stands in for the Content Lake's query endpoint on loopback: nothing leaves the machine. Like the Content
  // Lake it takes a query in the address (GET), or in a JSON body (POST) when the address would be too long.
  beforeAll(async () => {
    server = createServer((request, response) => void answer(request, response));
    async function answer(request: IncomingMessage, response: ServerResponse) {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      let query = url.searchParams.get('query') ?? '';
      let params: QueryParams = {};
      for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
      if (request.method === 'POST') {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        ({ query, params = {} } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          query: string;
          params?: QueryParams;
        });
      }
      received.push({ query, params, path: url.pathname, perspective: url.searchParams.get('perspective') });
      const result = await local.fetch(query, params);
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ query, result, ms: 1 }));
    }
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends the same GROQ and parameters the local backend evaluates, and gets the same content', async () => {
    const live = createLiveBackend({ projectId: 'abc123', dataset: 'production', apiVersion: '2025-02-19', apiHost });
    const localCalls: RecordedCall[] = [];
    const liveCalls: RecordedCall[] = [];
    for (const name of Object.keys(collectionDefinitions) as CollectionName[]) {
      const fromLocal = await loadCollection(recording(local, localCalls), name);
      const fromLive = await loadCollection(recording(live, liveCalls), name);
      expect(fromLive, name).toEqual(fromLocal);
    }
    expect(liveCalls).toEqual(localCalls);
    expect(received.map(({ query, params }) => ({ query, params }))).toEqual(localCalls);
    for (const request of received) {
      expect(request.path).toBe('/v2025-02-19/data/query/production');
      expect(request.perspective).toBe('published');
    }
  });

  it('passes query parameters through unchanged', async () => {
    const live = createLiveBackend({ projectId: 'abc123', dataset: 'production', apiVersion: '2025-02-19', apiHost });
    const query = '*[_type == "course" && code == $code][0].title';
    const params = { code: 'TLIF0025' };
    received.length = 0;
    expect(await live.fetch(query, params)).toBe(await local.fetch(query, params));
    expect(received[0]).toMatchObject({ query, params });
  });
});
