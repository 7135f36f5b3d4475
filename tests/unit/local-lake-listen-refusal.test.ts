import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { CHANNEL_PATH, LAKE_PATH } from '../../studio/local/paths.ts';
import { startLocalStudio, type LocalStudio } from '../../studio/local/server.ts';
import { sseEvents } from '../fixtures/sse-events.ts';
import { copyEmbeddedDataset, tempDir } from '../integration/harness.ts';

let studio: LocalStudio | undefined;
let dir: Awaited<ReturnType<typeof tempDir>> | undefined;
afterEach(async () => {
  await studio?.close();
  await dir?.remove();
});

const BROKEN_QUERY = '*[_id in $ids';

/** Reads a Server-Sent Events stream of the lake: `until(name)` gives the data of the next event of that name. */
function sseReader(response: Response) {
  const events = sseEvents(response);
  return {
    async until(name: string): Promise<Record<string, unknown>> {
      for (let next = await events.next(); !next.done; next = await events.next())
        if (next.value.event === name) return JSON.parse(next.value.data) as Record<string, unknown>;
      throw new Error(`The stream ended before a ${name} event`);
    },
    cancel: () => events.return(undefined),
  };
}

// A query that does not parse is refused with 400 before any event, as the Content Lake refuses it. A listener that
// took it failed on the lake's next change, with a rejection nothing handled.
test('the local lake refuses a listener whose query does not parse, on its listen endpoint and its channel', async () => {
  dir = await tempDir('lake-listen-refusal');
  studio = await startLocalStudio({
    port: 0,
    seedFile: await copyEmbeddedDataset(dir.path),
    dist: join(tmpdir(), 'northwind-no-studio-build'),
    log: () => {},
  });
  const api = `${studio.url}${LAKE_PATH}/v2025-02-19/data`;
  const search = new URLSearchParams({ query: BROKEN_QUERY, $ids: '["course-tlif0025"]' });

  const direct = await fetch(`${api}/listen/production?${search}`);
  expect(direct.status).toBe(400);
  expect(((await direct.json()) as { message: string }).message).toMatch(/^The listen query does not parse: /);
  const badParam = await fetch(`${api}/listen/production?query=*&$ids=[oops`);
  expect(badParam.status).toBe(400);

  const stream = sseReader(await fetch(`${studio.url}${CHANNEL_PATH}`));
  const { channel } = await stream.until('channel');
  const add = (query: string) =>
    fetch(`${studio!.url}${CHANNEL_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        channel,
        listener: query,
        search: `?${new URLSearchParams({ query })}`,
      }),
    });
  expect((await add(BROKEN_QUERY)).status).toBe(400);
  expect((await add('*[_id == "course-tlif0025"]')).status).toBe(200);

  // The listener it took hears the next change; the one it refused is not there to fail on it.
  const edited = await fetch(`${api}/mutate/production`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mutations: [{ patch: { id: 'course-tlif0025', set: { price: 1 } } }] }),
  });
  expect(edited.status).toBe(200);
  const heard = await stream.until('listener');
  expect(heard).toMatchObject({ listener: '*[_id == "course-tlif0025"]', event: 'welcome' });
  expect(await stream.until('listener')).toMatchObject({ listener: '*[_id == "course-tlif0025"]', event: 'mutation' });
  await stream.cancel();
});
