import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { startLocalStudio, type LocalStudio } from '../../../studio/local/server.ts';
import { copyEmbeddedDataset } from '../../integration/harness.ts';

/** The Studio built for these tests (scripts/test.ts, or playwright.config.ts on a run of its own). */
export const STUDIO_DIST = 'studio/dist-local';

interface StudioFixtures {
  /** A local Studio of this test alone: its own lake on a copy of the seed, on its own port. */
  studio: LocalStudio & { seedFile: string };
}

export const test = base.extend<StudioFixtures>({
  studio: async ({ page }, use, testInfo) => {
    const dir = await mkdtemp(join(tmpdir(), 'northwind-studio-'));
    const seedFile = await copyEmbeddedDataset(dir);
    const lines: string[] = [];
    const studio = await startLocalStudio({
      port: 0,
      seedFile,
      dist: STUDIO_DIST,
      log: (line) => lines.push(line),
    });
    // Every request of the page, to check that none leaves this machine.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await use({ ...studio, seedFile });
    await studio.close();
    await rm(dir, { recursive: true, force: true });
    if (lines.length > 0) await testInfo.attach('local lake log', { body: lines.join('\n') });
    const outside = requests.filter((url) => !/^(https?|wss?):\/\/127\.0\.0\.1(:\d+)?\//.test(url) && !url.startsWith('data:') && !url.startsWith('blob:'));
    expect(outside, 'requests that left 127.0.0.1').toEqual([]);
    expect(studio.unanswered, 'Studio calls the local lake does not answer (a sanity upgrade may have added them)').toEqual([]);
  },
});

export { expect };

/** Opens the Studio at `path` and waits until it has signed in the local coordinator and drawn its tools. */
export async function openStudio(page: Page, studio: LocalStudio, path = '/structure') {
  await page.goto(`${studio.url}${path}`);
  await expect(page.getByRole('link', { name: 'Compliance' })).toBeVisible({ timeout: 20_000 });
}
