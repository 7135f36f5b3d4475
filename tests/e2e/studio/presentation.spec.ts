import { join } from 'node:path';
import { pagePath } from '../../../contracts/pages/page-path.ts';
import { coursePath } from '../../../contracts/routes.ts';
import { PROJECT_ROOT } from '../../../server/core/config.ts';
import { createSiteBuilders } from '../../../server/publishing/site-builders.ts';
import { fakeBuilder } from '../../integration/harness.ts';
import { localLakeEnv } from '../../integration/local-lake.ts';
import { expect, openDocument, openStudio, test } from './fixtures.ts';

const COURSE = coursePath('tlif0025');
// Course titles are the registered ones (contracts/rules/course-fields.ts): the case of a word may change.
const DRAFT_TITLE = 'Follow work health and safety procedures';
/** The seed's campaign page, and its hero's heading as a coordinator rewrites it beside the preview. */
const PAGE = { id: 'page-qld-certificate-3-guarantee', path: pagePath('certificate-3-guarantee') };
const EDITED_HEADING = 'Your first Certificate III, paid for by Queensland';
/** How long a preview build may take, queued under the build lock behind the other Studio tests' builds. */
const PREVIEW_BUILD_MS = 600_000;

test("the Preview tool connects to the publisher's preview of a course, shows its unpublished title, and follows an edit of a page's section", async ({
  page,
  studio,
  startPublisher,
}) => {
  // Two real preview builds, each taking turns under the build lock with the other tests' real builds: with two CPU
  // burners beside the full suite, the first has waited past five minutes. The publisher answers a preview still
  // building after its waitMs with a page that reloads itself, so the frame shows the draft once it is built; the
  // waits below and the test's limit only stop a hung run.
  test.setTimeout(2 * PREVIEW_BUILD_MS + 180_000);
  // The publisher reads this Studio's lake as its live Content Lake: the Presentation tool's secret, and the
  // drafts its preview build renders. Its public releases are not what this test is about (a small stand-in).
  const lake = localLakeEnv(studio);
  const builds = join(studio.dir, 'builds');
  const previewBuilder = createSiteBuilders({ root: PROJECT_ROOT, dataDir: builds, env: lake }).preview;
  // The preview's real build takes turns under the build lock with the other Studio tests' builds: the Preview
  // tool's first request waits for it however long that is.
  await startPublisher(fakeBuilder(), {
    env: lake,
    previewBuilder,
    tune: (config) => ({ ...config, preview: config.preview && { ...config.preview, waitMs: 300_000 } }),
  });

  await openDocument(page, studio, 'course-tlif0025', 'course');
  await page
    .getByTestId('document-pane')
    .getByRole('textbox', { name: 'Title' })
    .fill(DRAFT_TITLE, { timeout: 40_000 });
  await expect.poll(() => studio.lake.documents.get('drafts.course-tlif0025')?.title).toBe(DRAFT_TITLE);

  await openStudio(page, studio, `/presentation/course/course-tlif0025?preview=${encodeURIComponent(COURSE)}`);
  const preview = page.frameLocator('iframe').first();
  // The first preview is built when it is opened: a real Astro build of the drafts.
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(DRAFT_TITLE, { timeout: PREVIEW_BUILD_MS });
  // The page runs Sanity's visual-editing client, so the tool connects to it: its Edit switch turns on, it
  // never says it cannot connect, and the page is not blurred behind a "Continue anyway".
  await expect(page.getByRole('checkbox', { name: 'Edit' })).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByText(/^Unable to connect/)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Continue anyway' })).toBeHidden();
  await expect(preview.getByText('Preview — not published')).toBeVisible();
  // The lake serves the seed's images from its own origin, which a preview of it allows (its img-src).
  const logo = preview.getByRole('banner').getByRole('img', { name: 'Northwind Training' }).first();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);

  // A coordinator's page, opened in the tool: an edit of one of its sections beside the page rebuilds the preview
  // (the publisher listens to the lake, which sends no webhook), and the page reloads with it. The edit comes at once,
  // before the tool follows the document: its own report of the edit would never come.
  await openStudio(page, studio, `/presentation/page/${PAGE.id}?preview=${encodeURIComponent(PAGE.path)}`);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(/^Your first Certificate III, funded/, {
    timeout: 300_000,
  });
  await expect(page.getByRole('checkbox', { name: 'Edit' })).toBeEnabled({ timeout: 30_000 });
  await page
    .getByTestId('document-pane')
    .getByText(/^Your first Certificate III/)
    .first()
    .click();
  await page.getByTestId('field-sections[_key=="hero"].heading').getByRole('textbox').fill(EDITED_HEADING);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(EDITED_HEADING, { timeout: PREVIEW_BUILD_MS });
});
