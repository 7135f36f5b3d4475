import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_IN_TEXT } from '../../contracts/applications/reference.ts';
import { DECLARATION_MESSAGES } from '../../contracts/applications/validate-declaration.ts';
import { escapeHtml } from '../../server/forms/form-page.ts';
import { OUTGOING_DIR } from '../../server/handoff/adapters/files.ts';
import { answerUpTo, APPLY_BASE, learner, stepFields, type Learner } from '../fixtures/apply-learner.ts';
import { applyBuilder, seed, type SeedDoc } from './fixtures/apply-release.ts';
import { signedWebhook, startTestPublisher, tempDir, waitFor, type TestPublisher, WAIT_MS } from './harness.ts';

// What a coordinator publishes: the embedded dataset, until the test changes a review question and the notice.
let published: SeedDoc[] = seed();
let site: TestPublisher;
let dir: { path: string; remove: () => Promise<void> };
beforeAll(async () => {
  dir = await tempDir('apply-versions');
  site = await startTestPublisher(dir.path, applyBuilder({ content: () => published }));
  await waitFor(async () => (await site.status()).release, WAIT_MS, 'the first release');
});
afterAll(async () => {
  await site?.close();
  await dir?.remove();
});

type ReviewDoc = SeedDoc & { questions: { key: string; text: string }[] };
const reviewDoc = (docs: SeedDoc[]) => docs.find((doc) => doc._id === 'review-every-course') as ReviewDoc;
const noticeDoc = (docs: SeedDoc[]) =>
  docs.find((doc) => doc._id === 'privacyNotice') as SeedDoc & { paragraphs: string[] };

const OLD_QUESTION = reviewDoc(published).questions.find((question) => question.key === 'reading')!.text;
const NEW_QUESTION = 'How easy is it for you to read a delivery docket and a safety data sheet in English?';
const OLD_PARAGRAPH = noticeDoc(published).paragraphs[0];
const NEW_PARAGRAPH =
  'We may also share your personal information with the Queensland Department of Trade, Employment and Training for the Certificate 3 Guarantee.';

/** Publishes a changed copy of the documents, as the Studio does, and waits for the release built from it. */
async function publish(change: (docs: SeedDoc[]) => void) {
  const before = (await site.status()).release?.id;
  const docs = structuredClone(published);
  change(docs);
  published = docs;
  expect((await signedWebhook(site.url, { _id: 'review-every-course', _type: 'preTrainingReview' })).status).toBe(202);
  await waitFor(
    async () => {
      const { release } = await site.status();
      return release && release.id !== before;
    },
    WAIT_MS,
    'the release with the changes',
  );
}

const page = async (browser: Learner, step: string) => (await browser.get(`${APPLY_BASE}/${step}`)).text();
const versionOf = (html: string) => /Read \(version ([0-9a-f]+)\)/.exec(html)?.[1];

describe('the review and the privacy notice, versioned', () => {
  it('shows a new application what is published now, while an application started before keeps its version', async () => {
    const earlier = learner(site.url);
    await answerUpTo(earlier, 'review');
    expect(await page(earlier, 'review')).toContain(escapeHtml(OLD_QUESTION));

    await publish((docs) => {
      reviewDoc(docs).questions.find((question) => question.key === 'reading')!.text = NEW_QUESTION;
      noticeDoc(docs).paragraphs.unshift(NEW_PARAGRAPH);
    });

    const later = learner(site.url);
    await answerUpTo(later, 'review');
    const laterReview = await page(later, 'review');
    expect(laterReview).toContain(escapeHtml(NEW_QUESTION));
    expect(laterReview).not.toContain(escapeHtml(OLD_QUESTION));
    expect(await page(later, 'declaration')).toContain(escapeHtml(NEW_PARAGRAPH));

    const earlierReview = await page(earlier, 'review');
    expect(earlierReview).toContain(escapeHtml(OLD_QUESTION));
    expect(earlierReview).not.toContain(escapeHtml(NEW_QUESTION));
    const earlierNotice = await page(earlier, 'declaration');
    expect(earlierNotice).toContain(escapeHtml(OLD_PARAGRAPH));
    expect(earlierNotice).not.toContain(escapeHtml(NEW_PARAGRAPH));

    for (const browser of [earlier, later])
      for (const step of ['review', 'declaration'])
        expect((await browser.post(`${APPLY_BASE}/${step}`, stepFields(step))).status).toBe(303);
    const earlierCheck = await page(earlier, 'check');
    const laterCheck = await page(later, 'check');
    expect(earlierCheck).toContain(escapeHtml(OLD_QUESTION));
    expect(laterCheck).toContain(escapeHtml(NEW_QUESTION));
    const [earlierVersion, laterVersion] = [versionOf(earlierCheck), versionOf(laterCheck)];
    expect(earlierVersion).toBeDefined();
    expect(laterVersion).toBeDefined();
    expect(earlierVersion).not.toBe(laterVersion);

    // The application kept is the one the learner agreed to: its notice's version, when, and the words they read.
    expect((await earlier.post(`${APPLY_BASE}/check`, {})).status).toBe(303);
    const reference = REFERENCE_IN_TEXT.exec(await page(earlier, 'done'))?.[0];
    expect(reference).toBeDefined();
    const kept = JSON.parse(
      await waitFor(
        () =>
          readFile(join(site.config.dataDir, OUTGOING_DIR, reference!, 'application.json'), 'utf8').catch(
            () => undefined,
          ),
        WAIT_MS,
        'the application handed to the student management system',
      ),
    ) as {
      privacyNoticeVersion: string;
      answers: {
        declaration: { privacyNotice: { version: string; agreedAt: string } };
        agreedContent: { privacyNotice: { paragraphs: string[] }; review: { questions: { text: string }[] } };
      };
    };
    expect(kept.privacyNoticeVersion).toBe(earlierVersion);
    expect(Number.isNaN(Date.parse(kept.answers.declaration.privacyNotice.agreedAt))).toBe(false);
    expect(kept.answers.agreedContent.privacyNotice.paragraphs).not.toContain(NEW_PARAGRAPH);
    expect(kept.answers.agreedContent.review.questions.map((question) => question.text)).toContain(OLD_QUESTION);
  });

  it("asks a funding program's own declaration of a learner applying for its price, and records its version", async () => {
    const C3G_DECLARATION =
      'I declare that I live in Queensland, am not enrolled at school, and do not hold a Certificate III or higher.';
    await publish((docs) => {
      docs.find((doc) => doc._id === 'fundingProgram-qld-c3g')!.declaration = C3G_DECLARATION;
    });
    const browser = learner(site.url);
    await answerUpTo(browser, 'declaration');
    expect(await page(browser, 'declaration')).toContain(escapeHtml(C3G_DECLARATION));

    const unticked = await browser.post(`${APPLY_BASE}/declaration`, stepFields('declaration'));
    expect(unticked.status).toBe(422);
    expect(await unticked.text()).toContain(DECLARATION_MESSAGES.programDeclaration('Certificate 3 Guarantee'));

    const ticked = await browser.post(`${APPLY_BASE}/declaration`, {
      ...stepFields('declaration'),
      programDeclaration: 'yes',
    });
    expect(ticked.status).toBe(303);
    expect(await page(browser, 'check')).toMatch(
      /Certificate 3 Guarantee declaration<\/dt><dd[^>]*>Agreed \(version [0-9a-f]+\)/,
    );
  });
});
