import { execFile } from 'node:child_process';
import { cp, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { coursePath } from '../../../contracts/routes.ts';
import { PROJECT_ROOT } from '../../../server/core/config.ts';
import type { BuildJob } from '../../../server/publishing/astro-builder.ts';
import { createSiteBuilders } from '../../../server/publishing/site-builders.ts';
import { signedWebhook, type TestPublisher } from '../../integration/harness.ts';
import { expect, openDocument, test } from './fixtures.ts';

const run = promisify(execFile);
const COURSE = coursePath('tlif0025');
const OLD_TITLE = 'Follow Work Health and Safety Procedures';
// Course titles are the registered ones (contracts/rules/course-fields.ts): the case of a word may change.
const NEW_TITLE = 'Follow work health and safety procedures';

/** The course page's heading, as a publisher serves it now. */
const headingOn = async (publisher: TestPublisher) =>
  (await (await fetch(`${publisher.url}${COURSE}`)).text()).match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];

test('a title edited and published in the local Studio, then exported, is on the rebuilt site', async ({
  page,
  studio,
  startPublisher,
}) => {
  // Two real builds of the whole site: with two CPU burners beside the full suite, each takes minutes.
  test.setTimeout(360_000);
  // The publisher's first release is the site `npm test` built from the seed (as the browser tests' publisher
  // serves it); every build after it is a real Astro build of the seed file the Studio exports to.
  const astro = createSiteBuilders({
    root: PROJECT_ROOT,
    dataDir: join(studio.dir, 'builds'),
    env: { CONTENT_DATASET_FILE: studio.seedFile, SANITY_PROJECT_ID: undefined, SANITY_DATASET: undefined },
  }).release;
  let builds = 0;
  const builder = (job: BuildJob) =>
    builds++ === 0 ? cp(resolve('dist'), job.outDir, { recursive: true }) : astro(job);
  const publisher = await startPublisher(builder);
  // Copying and compressing a whole site takes a while on a busy machine.
  await expect.poll(() => headingOn(publisher), { timeout: 120_000 }).toBe(OLD_TITLE);
  const before = (await readFile(studio.seedFile, 'utf8')).split('\n');

  await openDocument(page, studio, 'course-tlif0025', 'course');
  const title = page.getByTestId('document-pane').getByRole('textbox', { name: 'Title' });
  await title.fill(NEW_TITLE, { timeout: 40_000 });
  await expect(page.getByTestId('action-publish')).toBeEnabled();
  await page.getByTestId('action-publish').click();
  await expect.poll(() => studio.lake.documents.get('course-tlif0025')?.title, { timeout: 30_000 }).toBe(NEW_TITLE);

  // `npm run studio:export`, as a coordinator runs it beside `npm run studio:local`.
  const { stdout } = await run(process.execPath, ['studio/local/export-command.ts'], {
    env: { ...process.env, STUDIO_PORT: new URL(studio.url).port },
  });
  expect(stdout).toContain('1 changed, 0 added, 0 removed');

  // The file keeps its order: the same lines, but for the course's, whose keys keep their order.
  const after = (await readFile(studio.seedFile, 'utf8')).split('\n');
  const changed = after.flatMap((line, index) => (line === before[index] ? [] : [index]));
  expect(after.length).toBe(before.length);
  expect(changed).toHaveLength(1);
  const oldLine = JSON.parse(before[changed[0]]) as Record<string, unknown>;
  const newLine = JSON.parse(after[changed[0]]) as Record<string, unknown>;
  expect(Object.keys(newLine)).toEqual(Object.keys(oldLine));
  expect(newLine).toEqual({ ...oldLine, title: NEW_TITLE });

  // Sanity's webhook of the publish: the publisher builds the site from the exported file and switches to it.
  const first = (await publisher.status()).release?.id;
  expect((await signedWebhook(publisher.url)).status).toBe(202);
  const idle = async () => {
    const { build } = await publisher.status();
    return !build.running && !build.queued;
  };
  await expect.poll(idle, { timeout: 180_000 }).toBe(true);
  const { lastBuild, release } = await publisher.status();
  // A failed build names the document and field (and the old release stays live).
  expect(lastBuild?.error ?? null).toBeNull();
  expect(release?.id).not.toBe(first);
  expect(await headingOn(publisher)).toBe(NEW_TITLE);
});
