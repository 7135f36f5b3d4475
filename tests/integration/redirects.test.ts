import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRedirects } from '../../contracts/redirects/rules.ts';
import { REDIRECTS_TABLE_PATH, type RedirectTable } from '../../contracts/redirects/table.ts';
import type { Builder } from '../../server/publishing/astro-builder.ts';
import { fakeBuilder, startTestPublisher, tempDir, waitFor, type TestPublisher, WAIT_MS } from './harness.ts';

// A chain a coordinator made over time: /a moved to /b, then /b to the course page; /promo is a campaign's.
const TABLE: RedirectTable = {
  redirects: resolveRedirects([
    { id: 'redirect-a', from: '/a', to: '/b', permanent: true },
    { id: 'redirect-b', from: '/b', to: '/courses/tlif0025', permanent: true },
    { id: 'redirect-promo', from: '/promo', to: '/courses?type=unit', permanent: false },
  ]),
};

/** A release as the site's build writes it, with its table of redirects. */
const builderWithRedirects = (): Builder => {
  const pages = fakeBuilder();
  return async (job) => {
    await pages(job);
    await writeFile(join(job.outDir, REDIRECTS_TABLE_PATH), JSON.stringify(TABLE));
  };
};

describe("the publisher answers a release's redirects", () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let publisher: TestPublisher;
  const hop = async (path: string) => {
    const response = await fetch(`${publisher.url}${path}`, { redirect: 'manual' });
    return [response.status, response.headers.get('location')];
  };

  beforeAll(async () => {
    dir = await tempDir('redirects');
    publisher = await startTestPublisher(dir.path, builderWithRedirects());
    await waitFor(async () => (await publisher.status()).release, WAIT_MS, 'the first release');
  });
  afterAll(async () => {
    await publisher?.close();
    await dir?.remove();
  });

  it('sends A→B→C to C in one hop, with a slash at the end or a query', async () => {
    expect(await hop('/a')).toEqual([301, '/courses/tlif0025']);
    expect(await hop('/b')).toEqual([301, '/courses/tlif0025']);
    expect(await hop('/a/')).toEqual([301, '/courses/tlif0025']);
    expect(await hop('/a?utm_source=newsletter')).toEqual([301, '/courses/tlif0025?utm_source=newsletter']);
    const landed = await fetch(`${publisher.url}/a`);
    expect(landed.status).toBe(200);
    expect(landed.url).toBe(`${publisher.url}/courses/tlif0025`);
  });

  it('answers a redirect that is not for good with 302, and leaves pages and unknown paths as they were', async () => {
    expect(await hop('/promo')).toEqual([302, '/courses?type=unit']);
    expect((await fetch(`${publisher.url}/about`)).status).toBe(200);
    expect((await fetch(`${publisher.url}/c`)).status).toBe(404);
  });
});
