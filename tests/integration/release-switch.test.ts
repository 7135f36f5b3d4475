import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/core/config.ts';
import {
  fakeBuilder,
  signedWebhook,
  startTestPublisher,
  tempDir,
  waitFor,
  type TestPublisher,
  WAIT_MS,
} from './harness.ts';

const run = promisify(execFile);

describe('release switching', () => {
  let publisher: TestPublisher | undefined;
  let dir: Awaited<ReturnType<typeof tempDir>> | undefined;
  afterEach(async () => {
    await publisher?.close();
    await dir?.remove();
  });

  const markersOf = (html: string) => new Set([...html.matchAll(/<p>(release-\d+)<\/p>/g)].map((match) => match[1]));

  async function nextRelease(running: TestPublisher, previous: string | undefined): Promise<string> {
    const response = await signedWebhook(running.url);
    expect(response.status).toBe(202);
    return waitFor(
      async () => {
        const { release, build } = await running.status();
        return release && release.id !== previous && !build.running && !build.queued ? release.id : undefined;
      },
      // A guard against a hang, not a duration: fake builds take seconds, far longer on a saturated machine.
      120_000,
      'the next release',
    );
  }

  it('serves every request whole from one release while releases switch under a steady stream of requests', async () => {
    dir = await tempDir('switch');
    // Pages of 256 KB take long enough to stream that switches land while responses are in flight.
    publisher = await startTestPublisher(dir.path, fakeBuilder({ pageBytes: 256 * 1024, delayMs: 100 }), {
      BUILD_DEBOUNCE_MS: '0',
    });
    const running = publisher;
    let release = await waitFor(async () => (await running.status()).release?.id, WAIT_MS, 'the first release');

    const failures: string[] = [];
    const seen = new Set<string>();
    let requests = 0;
    let stop = false;
    const paths = ['/', '/about', '/courses', '/courses/tlif0025'];
    const worker = async (index: number) => {
      for (let turn = 0; !stop && turn < 2_000; turn += 1) {
        const path = paths[(index + turn) % paths.length];
        try {
          const page = await fetch(`${running.url}${path}`);
          const html = await page.text();
          requests += 1;
          const markers = markersOf(html);
          if (page.status !== 200 || markers.size !== 1 || !html.endsWith('</body></html>\n')) {
            failures.push(`${path}: status ${page.status}, releases ${[...markers].join('+') || 'none'}`);
            continue;
          }
          const [marker] = markers;
          seen.add(marker);
          // The page's own stylesheet must still load after a switch, from the release the page came from.
          const href = html.match(/href="([^"]+\.css)"/)?.[1];
          const css = await fetch(`${running.url}${href}`);
          const text = await css.text();
          requests += 1;
          if (css.status !== 200 || !text.includes(`/*${marker}*/`))
            failures.push(`${href}: status ${css.status} for a ${marker} page`);
        } catch (error) {
          failures.push(`${path}: ${(error as Error).message}`);
        }
      }
    };
    const workers = Array.from({ length: 6 }, (_, index) => worker(index));
    try {
      for (let switches = 0; switches < 4; switches += 1) release = await nextRelease(running, release);
    } finally {
      stop = true;
      await Promise.all(workers);
    }

    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(50);
    expect(seen.size).toBeGreaterThanOrEqual(2);
  }, 300_000);

  it("never mixes two search indexes: the entry is revalidated, and a search opened before a switch keeps its index's chunks", async () => {
    dir = await tempDir('search-index');
    publisher = await startTestPublisher(dir.path, fakeBuilder(), { BUILD_DEBOUNCE_MS: '0' });
    const running = publisher;
    const get = (path: string) => fetch(`${running.url}/pagefind/${path}`);
    const entryIndex = async () => {
      const entry = await get('pagefind-entry.json');
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      return ((await entry.json()) as { index: string }).index;
    };
    const first = await waitFor(async () => (await running.status()).release?.id, WAIT_MS, 'the first release');
    expect(await entryIndex()).toBe('en_1');
    expect((await get('pagefind.js')).headers.get('cache-control')).toBe('no-cache');

    await nextRelease(running, first);
    expect(await entryIndex()).toBe('en_2');
    for (const [path, marker] of [
      ['pagefind.en_1.pf_meta', 'release-1'],
      ['index/en_1.pf_index', 'release-1'],
      ['pagefind.en_2.pf_meta', 'release-2'],
      ['index/en_2.pf_index', 'release-2'],
    ]) {
      const chunk = await get(path);
      expect(chunk.status, path).toBe(200);
      expect(await chunk.text(), path).toBe(marker);
    }
    expect((await get('index/en_2.pf_index')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Only hashed chunks come from an older release: a fixed name always answers from the live one.
    expect(await (await get('pagefind.js')).text()).toBe('/* release-2 */');
  });

  it('keeps the last few releases, and `npm run rollback` switches the running server back', async () => {
    dir = await tempDir('rollback');
    publisher = await startTestPublisher(dir.path, fakeBuilder(), { BUILD_DEBOUNCE_MS: '0', RELEASES_KEPT: '2' });
    const running = publisher;
    const first = await waitFor(async () => (await running.status()).release?.id, WAIT_MS, 'the first release');
    const second = await nextRelease(running, first);
    const third = await nextRelease(running, second);
    expect((await running.status()).releases).toEqual([second, third]);
    expect(markersOf(await (await fetch(running.url)).text())).toEqual(new Set(['release-3']));

    const env = { ...process.env, RELEASES_DIR: running.config.releasesDir, DATA_DIR: running.config.dataDir };
    const rollback = () =>
      run(process.execPath, [join(PROJECT_ROOT, 'server', 'releases', 'rollback.ts')], { env, cwd: PROJECT_ROOT });
    const { stdout } = await rollback();
    expect(JSON.parse(stdout)).toMatchObject({ event: 'rollback.done', from: third, to: second });
    await waitFor(
      async () => (await running.status()).release?.id === second,
      WAIT_MS,
      'the server to follow the rollback',
    );
    expect(markersOf(await (await fetch(running.url)).text())).toEqual(new Set(['release-2']));

    await expect(rollback()).rejects.toMatchObject({ code: 1, stdout: expect.stringContaining('no earlier release') });
  });
});
