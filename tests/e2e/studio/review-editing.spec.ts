import type { Page } from '@playwright/test';
import { escapeHtml } from '../../../server/forms/form-page.ts';
import { answerUpTo, APPLY_BASE, learner, type Learner } from '../../fixtures/apply-learner.ts';
import { applyBuilder, type SeedDoc } from '../../integration/fixtures/apply-release.ts';
import { signedWebhook, type TestPublisher } from '../../integration/harness.ts';
import { expect, openDocument, test } from './fixtures.ts';
import { isDraftId } from '../../../contracts/document-ids.ts';

const NEW_QUESTION = 'How easy is it for you to read a delivery docket and a safety data sheet in English?';
const NEW_PARAGRAPH =
  'Northwind Training keeps your application for seven years, as the Standards for RTOs require, and then destroys it.';

type ReviewDoc = SeedDoc & { questions: { key: string; text: string }[] };
type NoticeDoc = SeedDoc & { paragraphs: string[] };

const stepPage = async (browser: Learner, step: string) => (await browser.get(`${APPLY_BASE}/${step}`)).text();

/** Publishes the open document once its edits are saved, and waits until the lake holds what `check` looks for. */
async function publish(page: Page, published: () => SeedDoc[], check: (docs: SeedDoc[]) => boolean) {
  await expect(page.getByTestId('action-publish')).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId('document-pane').getByText(/^(Saved|Edited .+)$/)).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('action-publish').click();
  await expect.poll(() => check(published()), { timeout: 30_000 }).toBe(true);
}

/** Sanity's webhook of the publishes, and the release built from them. */
async function rebuilt(publisher: TestPublisher) {
  const before = (await publisher.status()).release?.id;
  expect((await signedWebhook(publisher.url, { _id: 'privacyNotice', _type: 'privacyNotice' })).status).toBe(202);
  await expect.poll(async () => (await publisher.status()).release?.id, { timeout: 60_000 }).not.toBe(before);
}

test('a coordinator edits a review question and the privacy notice: a new application shows them, one started before keeps its version', async ({
  page,
  studio,
  startPublisher,
}) => {
  test.setTimeout(240_000);
  // The publisher's releases are built from what this Studio's lake has published, as the site's builds read it.
  const published = () => [...studio.lake.documents.values()].filter((doc) => !isDraftId(String(doc._id))) as SeedDoc[];
  const review = () => published().find((doc) => doc._id === 'review-every-course') as ReviewDoc;
  const notice = () => published().find((doc) => doc._id === 'privacyNotice') as NoticeDoc;
  const oldQuestion = review().questions.find((question) => question.key === 'reading')!.text;
  const oldParagraph = notice().paragraphs[0];
  const publisher = await startPublisher(applyBuilder({ content: published }));
  await expect.poll(async () => (await publisher.status()).release).not.toBeNull();
  const earlier = learner(publisher.url);
  await answerUpTo(earlier, 'review');

  await page.setViewportSize({ width: 1280, height: 900 });
  await openDocument(page, studio, 'review-every-course', 'preTrainingReview');
  const form = page.getByTestId('document-pane');
  await form.getByText(oldQuestion, { exact: true }).click({ timeout: 40_000 });
  const dialog = page.getByRole('dialog').filter({ visible: true }).last();
  await dialog.getByRole('textbox', { name: 'Question', exact: true }).fill(NEW_QUESTION);
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await publish(page, published, () => review().questions.some((question) => question.text === NEW_QUESTION));

  await openDocument(page, studio, 'privacyNotice', 'privacyNotice');
  const first = page.getByTestId('document-pane').getByRole('textbox').first();
  await expect(first).toHaveValue(oldParagraph, { timeout: 40_000 });
  await first.fill(NEW_PARAGRAPH);
  await publish(page, published, () => notice().paragraphs[0] === NEW_PARAGRAPH);
  await rebuilt(publisher);

  const later = learner(publisher.url);
  await answerUpTo(later, 'review');
  expect(await stepPage(later, 'review')).toContain(escapeHtml(NEW_QUESTION));
  expect(await stepPage(later, 'declaration')).toContain(escapeHtml(NEW_PARAGRAPH));

  const earlierReview = await stepPage(earlier, 'review');
  expect(earlierReview).toContain(escapeHtml(oldQuestion));
  expect(earlierReview).not.toContain(escapeHtml(NEW_QUESTION));
  const earlierNotice = await stepPage(earlier, 'declaration');
  expect(earlierNotice).toContain(escapeHtml(oldParagraph));
  expect(earlierNotice).not.toContain(escapeHtml(NEW_PARAGRAPH));
});
