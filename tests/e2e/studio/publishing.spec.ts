import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { coursePath } from '../../../contracts/routes.ts';
import type { BuildJob } from '../../../server/publishing/astro-builder.ts';
import { fakeBuilder, signedWebhook, startTestPublisher, type TestPublisher } from '../../integration/harness.ts';
import { expect, openStudio, openDocument, test } from './fixtures.ts';

// The Studio for these tests was built to ask the publisher on this port (scripts/studio-e2e-build.ts).
const PUBLISHER_PORT = process.env.E2E_STUDIO_PUBLISHER_PORT!;
const PROBLEM =
  'course "TLIF0025" (course-tlif0025), field "summary": Too small: expected string to have >=1 characters';

// One publisher on that port: the tests of this file take turns.
test.describe.configure({ mode: 'serial' });

let publisher: TestPublisher | undefined;
let dir: string;
let failNextBuild = false;
/** While set, a build waits for it: the publisher is "building". */
let held: Promise<void> | null = null;
const succeed = fakeBuilder();
async function builder(job: BuildJob) {
  await held;
  if (failNextBuild) throw new Error(`Content for "courses" breaks the schema:\n  ${PROBLEM}`);
  await succeed(job);
}

/** A real publisher (its first build goes live at start), letting this test's Studio read its status. */
async function startPublisher(studioOrigin: string) {
  dir = await mkdtemp(join(tmpdir(), 'northwind-studio-publisher-'));
  publisher = await startTestPublisher(dir, builder, { PORT: PUBLISHER_PORT, STUDIO_ORIGIN: studioOrigin });
}

test.afterEach(async () => {
  await publisher?.close();
  publisher = undefined;
  failNextBuild = false;
  held = null;
  await rm(dir, { recursive: true, force: true });
});

test('the Publishing tool shows the status of the publisher: live, building, then a failed build with what to fix', async ({
  page,
  studio,
}) => {
  await startPublisher(studio.url);
  await openStudio(page, studio, '/publishing');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Live since /)).toBeVisible();

  // The tool reads the status when opened (and every 15 seconds).
  const reopen = async () => {
    await page.getByRole('link', { name: 'Structure' }).click();
    await page.getByRole('link', { name: 'Publishing' }).click();
  };
  let release = () => {};
  held = new Promise((resolve) => (release = resolve));
  failNextBuild = true;
  expect((await signedWebhook(publisher!.url)).status).toBe(202);
  await expect.poll(async () => (await publisher!.status()).build.running).toBe(true);
  await reopen();
  await expect(page.getByText('Building', { exact: true })).toBeVisible();

  release();
  held = null;
  await expect.poll(async () => (await publisher!.status()).lastBuild?.result).toBe('failure');
  await reopen();
  await expect(page.getByText('Failed', { exact: true })).toBeVisible();
  await expect(page.getByText(PROBLEM)).toBeVisible();
});

test('"View on site" opens the course\'s page on the site', async ({ page, studio }) => {
  await startPublisher(studio.url);
  await openDocument(page, studio, 'course-tlif0025', 'course');
  await page.getByRole('button', { name: 'Open document actions' }).click({ timeout: 40_000 });
  const popup = page.waitForEvent('popup');
  await page.getByRole('menuitem', { name: 'View on site' }).click();
  expect((await popup).url()).toBe(`http://127.0.0.1:${PUBLISHER_PORT}${coursePath('tlif0025')}`);
});
