import { coursePath } from '../../../contracts/routes.ts';
import type { BuildJob } from '../../../server/publishing/astro-builder.ts';
import { applyToDone, learner } from '../../fixtures/apply-learner.ts';
import { axcelerateStandIn } from '../../integration/axcelerate-stand-in.ts';
import { applyBuilder } from '../../integration/fixtures/apply-release.ts';
import { fakeBuilder, signedWebhook } from '../../integration/harness.ts';
import { expect, openStudio, openDocument, test } from './fixtures.ts';

const PROBLEM =
  'course "TLIF0025" (course-tlif0025), field "summary": Too small: expected string to have >=1 characters';

let failNextBuild = false;
/** While set, a build waits for it: the publisher is "building". */
let held: Promise<void> | null = null;
const succeed = fakeBuilder();
async function builder(job: BuildJob) {
  await held;
  if (failNextBuild) throw new Error(`Content for "courses" breaks the schema:\n  ${PROBLEM}`);
  await succeed(job);
}

test.afterEach(() => {
  failNextBuild = false;
  held = null;
});

test('the Publishing tool shows the publisher: the live release and last build, then the queue, then a failed build with what to fix', async ({
  page,
  studio,
  startPublisher,
}) => {
  // A real publisher (its first build goes live at start) whose status this test's Studio reads.
  const publisher = await startPublisher(builder);
  await expect.poll(async () => (await publisher.status()).release).not.toBeNull();
  const live = await publisher.status();
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
  expect((await signedWebhook(publisher.url)).status).toBe(202);
  await expect.poll(async () => (await publisher.status()).build.running).toBe(true);
  // Two more courses published while it builds: they wait, together, for the next build.
  for (const _id of ['course-tlif0005', 'course-tlif0006'])
    expect((await signedWebhook(publisher.url, { _id, _type: 'course' })).status).toBe(202);
  await reopen();
  await expect(page.getByText('Building', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Building since .+\. 2 published changes waiting for the next build\.$/)).toBeVisible();
  await expect(page.getByText(`Release ${live.release!.id}`, { exact: true })).toBeVisible();

  release();
  held = null;
  await expect
    .poll(async () => {
      const { lastBuild, build } = await publisher.status();
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

test('"View on site" opens the course\'s page on the site', async ({ page, studio, startPublisher }) => {
  const publisher = await startPublisher(builder);
  await openDocument(page, studio, 'course-tlif0025', 'course');
  const form = page.getByTestId('document-pane');
  await expect(form.getByRole('textbox', { name: 'Course code' })).toHaveValue('TLIF0025', { timeout: 40_000 });
  // The pane draws its actions again as the document settles, which closes a menu opened before: on a busy machine
  // that came after the form had its values (in one run of npm test the menu closed under the pointer, and the click
  // waited two minutes for an item no longer there). As a coordinator would, the menu is opened again until the
  // action can be chosen; the action itself is enabled once the site's page for the course is known.
  const item = page.getByRole('menuitem', { name: 'View on site' });
  const popup = page.waitForEvent('popup');
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('button', { name: 'Open document actions' }).click();
    await item.click({ timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
  expect((await popup).url()).toBe(`${publisher.url}${coursePath('tlif0025')}`);
});

test('the Publishing tool counts an application waiting while the student management system refuses it, and none once it takes it', async ({
  page,
  studio,
  startPublisher,
}) => {
  // The hand-off retries after 5 s, then 10, 20…: the whole wait for the accepted one, beside two CPU burners.
  test.setTimeout(240_000);
  const sms = await axcelerateStandIn();
  sms.failNext(Number.POSITIVE_INFINITY);
  try {
    const publisher = await startPublisher(applyBuilder(), {
      env: { AXCELERATE_API_URL: sms.url, AXCELERATE_API_TOKEN: sms.apiToken, AXCELERATE_WS_TOKEN: sms.wsToken },
    });
    await expect.poll(async () => (await publisher.status()).release).not.toBeNull();
    await applyToDone(learner(publisher.url));

    await openStudio(page, studio, '/publishing');
    const card = page.getByText('Applications to study', { exact: true }).locator('xpath=../..');
    await expect(card).toContainText(
      /1 application waiting to be handed to the student management system, the oldest since /,
    );
    await expect(card).toContainText(/Last error, at .+: aXcelerate \S+ \S+ answered 500/);

    sms.failNext(0);
    // The tool reads the status every 15 seconds; the hand-off tries again after its backoff.
    await expect(card).toContainText('Every application has been handed to the student management system.', {
      timeout: 180_000,
    });
    await expect(card).not.toContainText('Last error');
    expect(sms.contacts).toHaveLength(1);
  } finally {
    await sms.close();
  }
});
