import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { coursePath } from '../../../contracts/routes.ts';
import type { BuildJob } from '../../../server/publishing/astro-builder.ts';
import { fakeBuilder, signedWebhook, startTestPublisher, type TestPublisher } from '../../integration/harness.ts';
import { expect, openStudio, openDocument, test, type TestStudio } from './fixtures.ts';

const PROBLEM =
  'course "TLIF0025" (course-tlif0025), field "summary": Too small: expected string to have >=1 characters';

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

/**
 * A real publisher on a free port (its first build goes live at start), letting this test's Studio read its
 * status; the local Studio learns its address when it serves the page.
 */
async function startPublisher(studio: TestStudio) {
  dir = await mkdtemp(join(tmpdir(), 'northwind-studio-publisher-'));
  publisher = await startTestPublisher(dir, builder, { STUDIO_ORIGIN: studio.url });
  studio.setPublisherUrl(publisher.url);
}

test.afterEach(async () => {
  await publisher?.close();
  publisher = undefined;
  failNextBuild = false;
  held = null;
  await rm(dir, { recursive: true, force: true });
});

test('the Publishing tool shows the publisher: the live release and last build, then the queue, then a failed build with what to fix', async ({
  page,
  studio,
}) => {
  await startPublisher(studio);
  await expect.poll(async () => (await publisher!.status()).release).not.toBeNull();
  const live = await publisher!.status();
  await openStudio(page, studio, '/publishing');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Live since /)).toBeVisible();
  await expect(page.getByText(`Release ${live.release!.id}`, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Went live at /)).toBeVisible();
  await expect(page.getByText('Nothing waiting.', { exact: true })).toBeVisible();

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
  // Two more courses published while it builds: they wait, together, for the next build.
  for (const _id of ['course-tlif0005', 'course-tlif0006'])
    expect((await signedWebhook(publisher!.url, { _id, _type: 'course' })).status).toBe(202);
  await reopen();
  await expect(page.getByText('Building', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Building since .+\. 2 published changes waiting for the next build\.$/)).toBeVisible();
  await expect(page.getByText(`Release ${live.release!.id}`, { exact: true })).toBeVisible();

  release();
  held = null;
  await expect
    .poll(async () => {
      const { lastBuild, build } = await publisher!.status();
      return lastBuild?.result === 'failure' && !build.running && !build.queued;
    })
    .toBe(true);
  await reopen();
  await expect(page.getByText('Failed', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Failed at /)).toBeVisible();
  await expect(page.getByText(PROBLEM)).toBeVisible();
  // The site still serves the release from before the failed builds.
  await expect(page.getByText(`Release ${live.release!.id}`, { exact: true })).toBeVisible();
});

test('"View on site" opens the course\'s page on the site', async ({ page, studio }) => {
  await startPublisher(studio);
  await openDocument(page, studio, 'course-tlif0025', 'course');
  await page.getByRole('button', { name: 'Open document actions' }).click({ timeout: 40_000 });
  const popup = page.waitForEvent('popup');
  await page.getByRole('menuitem', { name: 'View on site' }).click();
  expect((await popup).url()).toBe(`${publisher!.url}${coursePath('tlif0025')}`);
});
