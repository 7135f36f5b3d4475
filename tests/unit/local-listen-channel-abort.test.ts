import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { LAKE_PATH } from '../../studio/local/paths.ts';
import { listenChannel } from '../../studio/local/listen-channel.ts';
import { startLocalStudio, type LocalStudio } from '../../studio/local/server.ts';
import { sseEvents } from '../fixtures/sse-events.ts';
import { copyEmbeddedDataset, tempDir } from '../integration/harness.ts';

let studio: LocalStudio | undefined;
let dir: Awaited<ReturnType<typeof tempDir>> | undefined;
const sources: ChannelSource[] = [];
afterEach(async () => {
  for (const source of sources.splice(0)) source.close();
  vi.unstubAllGlobals();
  await studio?.close();
  await dir?.remove();
});

/**
 * The browser's EventSource, as much of it as the listen channel uses, over Node's fetch (Node has none without a
 * flag). It keeps every `listener` message of the channel, whichever listener of the tab it is for.
 */
class ChannelSource extends EventTarget {
  static readonly CLOSED = 2;
  readyState = 0;
  readonly heard: Array<{ listener: string; event: string }> = [];
  private readonly stop = new AbortController();

  constructor(url: string) {
    super();
    sources.push(this);
    void this.read(url).catch(() => undefined);
  }

  private async read(url: string) {
    const response = await fetch(url, { signal: this.stop.signal });
    for await (const { event, data } of sseEvents(response)) {
      if (event === 'listener') this.heard.push(JSON.parse(data) as { listener: string; event: string });
      this.dispatchEvent(new MessageEvent(event, { data }));
    }
  }

  close() {
    this.readyState = ChannelSource.CLOSED;
    this.stop.abort();
  }
}

// The Studio's client aborts a listen request as soon as a pane closes, which may be before the lake has even taken
// the listener. Its removal must not overtake its registration: a listener the lake took after it was removed would
// go on matching every change of the session for a tab that no longer reads it.
test("a listener the Studio aborts at once is never left on the lake's channel", async () => {
  dir = await tempDir('listen-channel-abort');
  studio = await startLocalStudio({
    port: 0,
    seedFile: await copyEmbeddedDataset(dir.path),
    dist: join(tmpdir(), 'northwind-no-studio-build'),
    log: () => {},
  });
  const origin = studio.url;
  const nodeFetch = globalThis.fetch;
  // The page's relative URLs, resolved against the Studio's origin as the browser resolves them.
  vi.stubGlobal('fetch', (url: string | URL, init?: RequestInit) => nodeFetch(new URL(url, origin), init));
  vi.stubGlobal(
    'EventSource',
    class extends ChannelSource {
      constructor(url: string) {
        super(new URL(url, origin).href);
      }
    },
  );
  const open = listenChannel();
  const query = `?${new URLSearchParams({ query: '*[_id == "course-tlif0025"]' })}`;

  for (let pane = 0; pane < 10; pane += 1) {
    const controller = new AbortController();
    open(new URL(`${origin}${LAKE_PATH}/listen${query}`), controller.signal);
    controller.abort();
  }
  const kept = open(new URL(`${origin}${LAKE_PATH}/listen${query}`), new AbortController().signal);
  const reader = kept.body!.pipeThrough(new TextDecoderStream()).getReader();
  expect((await reader.read()).value).toContain('event: welcome');

  const edited = await nodeFetch(`${origin}${LAKE_PATH}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mutations: [{ patch: { id: 'course-tlif0025', set: { price: 1 } } }] }),
  });
  expect(edited.status).toBe(200);
  expect((await reader.read()).value).toContain('event: mutation');
  await reader.cancel();

  const [channel] = sources;
  const mutations = channel.heard.filter(({ event }) => event === 'mutation');
  expect(new Set(mutations.map(({ listener }) => listener)).size, 'listeners that heard the change').toBe(1);
});
