import type { Page } from '@playwright/test';
import { QUIZ_ADVANCE_DELAY_MS } from '../../src/lib/quiz/timing.ts';
import { QUIZ_QUESTIONS } from './seed-quiz.ts';
import { axeViolations, expect, test, VIEWPORTS } from './fixtures.ts';
import { hydrated } from './hydration.ts';

// Each new question takes the focus, and the page scrolls to it, smoothly unless motion is reduced. A click sent
// before that scroll ends can land beside its button, as a person's would (seen once in ten runs of the suite).
// These tests are about the answers: they run with reduced motion, where the scroll is instant, and click only once
// the question has the focus, so the page has already scrolled.
test.use({ reducedMotion: 'reduce' });

/** Option index per question, by category, for readable paths. */
const pick = (question: number, category: string) => {
  const index = QUIZ_QUESTIONS[question].options.findIndex((option) => option.category === category);
  if (index < 0) throw new Error(`Question ${question + 1} has no ${category} option`);
  return QUIZ_QUESTIONS[question].options[index].text;
};

/** The quiz on a controllable clock, so that the tests need not sit through each answer's delay. */
async function openQuiz(page: Page) {
  await page.clock.install();
  await page.goto('/quiz');
  await hydrated(page, 'Quiz');
}

/** Chooses an option and lets the delay before the next question pass at once (time also runs on by itself). */
async function choose(page: Page, text: string) {
  await page.getByRole('button', { name: text, exact: true }).click();
  await page.clock.runFor(QUIZ_ADVANCE_DELAY_MS);
}

const questionHeading = (page: Page, index: number) =>
  page.getByRole('main').getByRole('heading', { level: 2, name: QUIZ_QUESTIONS[index].question });

/** Answers from question 1, which is on screen (and focused, after a move back to it). */
async function answer(page: Page, texts: string[]) {
  for (const [index, text] of texts.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 5`)).toBeVisible();
    if (index > 0) await expect(questionHeading(page, index)).toBeFocused();
    await choose(page, text);
  }
  await expect(page.getByRole('heading', { name: 'Here are our recommendations for you:' })).toBeVisible();
}

const card = (page: Page, label: string) => page.getByRole('listitem').filter({ hasText: label });

// Every path class of the rule in spec section 4, with the units' catalogue titles.
const PATHS = [
  {
    name: 'fatigue, driver',
    answers: [pick(0, 'Fatigue'), pick(1, 'Fatigue'), pick(2, 'WHS'), pick(3, 'driver'), pick(4, 'Any')],
    best: ['TLIF0005', 'Apply a Fatigue Risk Management System'],
    also: 'TLIF0009',
  },
  {
    name: 'fatigue, supervisor',
    answers: [pick(0, 'Fatigue'), pick(1, 'Fatigue'), pick(2, 'Fatigue'), pick(3, 'supervisor'), pick(4, 'Any')],
    best: ['TLIF0006', 'Administer a Fatigue Risk Management System'],
    also: 'TLIF0009',
  },
  {
    name: 'chain of responsibility, not a supervisor',
    answers: [pick(0, 'CoR'), pick(1, 'CoR'), pick(2, 'Cargo'), pick(3, 'loader'), pick(4, 'Any')],
    best: ['TLIF0009', 'Ensure the Safety of Transport Activities (Chain of Responsibility)'],
    also: 'TLIF0080',
  },
  {
    name: 'chain of responsibility, supervisor',
    answers: [pick(0, 'CoR'), pick(1, 'WHS'), pick(2, 'CoR'), pick(3, 'supervisor'), pick(4, 'Any')],
    best: ['TLIF0080', 'Implement and Monitor the Safety Duties of Transport Activities'],
    also: 'TLIF0009',
  },
  {
    name: 'cargo, secure loads second',
    answers: [pick(0, 'WHS'), pick(1, 'Cargo'), pick(2, 'Cargo'), pick(3, 'driver'), pick(4, 'Any')],
    best: ['TLIA1001', 'Secure Cargo'],
    also: 'TLIF0009',
  },
  {
    name: 'cargo, another second answer',
    answers: [pick(0, 'Cargo'), pick(1, 'WHS'), pick(2, 'Cargo'), pick(3, 'loader'), pick(4, 'Any')],
    best: ['TLID0015', 'Load and Unload Goods/Cargo'],
    also: 'TLIF0009',
  },
  {
    name: 'work health and safety',
    answers: [pick(0, 'WHS'), pick(1, 'WHS'), pick(2, 'Fatigue'), pick(3, 'general'), pick(4, 'Any')],
    best: ['TLIF0025', 'Follow Work Health and Safety Procedures'],
    also: 'TLIF0009',
  },
  {
    name: 'a three-way tie goes to chain of responsibility',
    answers: [pick(0, 'Fatigue'), pick(1, 'Cargo'), pick(2, 'CoR'), pick(3, 'driver'), pick(4, 'Any')],
    best: ['TLIF0009', 'Ensure the Safety of Transport Activities (Chain of Responsibility)'],
    also: 'TLIF0080',
  },
];

test.describe('quiz recommendations', () => {
  // One page for all paths (Start Over between them) keeps the suite fast; each path is its own step.
  test('every path class gives its best match and also-consider cards', async ({ page }) => {
    await openQuiz(page);
    for (const path of PATHS) {
      await test.step(`${path.name} → ${path.best[0]}`, async () => {
        await answer(page, path.answers);
        const best = card(page, 'Best match');
        // The code and the title are two words to a screen reader, not one.
        await expect(best.getByRole('heading', { level: 3 })).toHaveAccessibleName(`${path.best[0]} ${path.best[1]}`);
        await expect(best.getByRole('link', { name: 'View Course & Register' })).toHaveAttribute(
          'href',
          `/courses/${path.best[0].toLowerCase()}`,
        );
        const also = card(page, 'Also consider');
        await expect(also).toContainText(path.also);
        await expect(also.getByRole('link', { name: 'View Course & Register' })).toHaveAttribute(
          'href',
          `/courses/${path.also.toLowerCase()}`,
        );
        await expect(page.getByRole('main').getByRole('link', { name: 'Get in Touch' })).toHaveCount(0);
        await page.getByRole('button', { name: 'Start Over' }).click();
        await expect(questionHeading(page, 0)).toBeFocused();
      });
    }
  });

  test('wanting to talk first shows only the contact card, whatever the other answers', async ({ page }) => {
    await openQuiz(page);
    await answer(page, [
      pick(0, 'Fatigue'),
      pick(1, 'Fatigue'),
      pick(2, 'Fatigue'),
      pick(3, 'supervisor'),
      pick(4, 'Contact'),
    ]);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('Best match')).toHaveCount(0);
    await expect(page.getByText('Also consider')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'href',
      '/get-in-touch',
    );
    await expect(page.getByRole('link', { name: 'View Course & Register' })).toHaveCount(0);
  });
});

test.describe('quiz navigation', () => {
  test('shows one question at a time with progress, highlights the choice and advances after 300 ms', async ({
    page,
  }) => {
    await openQuiz(page);
    await expect(page).toHaveTitle(/^Find the Right Safety Unit for You \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the right course for your role');
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '1');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(QUIZ_QUESTIONS[0].question);

    await page.clock.pauseAt(Date.now() + 60_000);
    const choice = page.getByRole('button', { name: pick(0, 'Cargo'), exact: true });
    await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    // The highlight is visible, not only announced: the choice is filled, unlike the other options.
    const fill = (option: string) =>
      page
        .getByRole('button', { name: option, exact: true })
        .evaluate((button) => getComputedStyle(button).backgroundColor);
    const unchosen = await fill(pick(0, 'WHS'));
    await expect.poll(() => fill(pick(0, 'Cargo'))).not.toBe(unchosen);
    await page.clock.runFor(299);
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByText('Question 2 of 5')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '2');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(QUIZ_QUESTIONS[1].question);
  });

  test('Back is disabled on question 1, returns one question keeping the answer, and is hidden on the result', async ({
    page,
  }) => {
    await openQuiz(page);
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    await choose(page, pick(0, 'CoR'));
    await expect(page.getByText('Question 2 of 5')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeEnabled();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    await expect(questionHeading(page, 0)).toBeFocused();
    await expect(page.getByRole('button', { name: pick(0, 'CoR'), exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();

    await answer(page, [pick(0, 'WHS'), pick(1, 'WHS'), pick(2, 'WHS'), pick(3, 'general'), pick(4, 'Any')]);
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expect(page.getByText(/Question \d of 5/)).toHaveCount(0);
  });

  test('Start Over clears the answers and returns to question 1', async ({ page }) => {
    await openQuiz(page);
    await answer(page, [pick(0, 'WHS'), pick(1, 'WHS'), pick(2, 'WHS'), pick(3, 'general'), pick(4, 'Any')]);
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeFocused();
    await expect(page.getByRole('button', { pressed: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  test('works with the keyboard, moving focus to each new question', async ({ page }) => {
    await openQuiz(page);
    await page.getByRole('button', { name: pick(0, 'Fatigue'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(QUIZ_ADVANCE_DELAY_MS);
    await expect(questionHeading(page, 1)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: QUIZ_QUESTIONS[1].options[0].text })).toBeFocused();
    await page.keyboard.press('Space');
    await page.clock.runFor(QUIZ_ADVANCE_DELAY_MS);
    await expect(questionHeading(page, 2)).toBeFocused();
  });
});

test.describe('quiz accessibility', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`no axe violations on a question, a course result and the contact result (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openQuiz(page);
      expect(await axeViolations(page)).toEqual([]);
      await answer(page, [pick(0, 'Cargo'), pick(1, 'Cargo'), pick(2, 'Cargo'), pick(3, 'loader'), pick(4, 'Any')]);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Start Over' }).click();
      await answer(page, [pick(0, 'Cargo'), pick(1, 'Cargo'), pick(2, 'Cargo'), pick(3, 'loader'), pick(4, 'Contact')]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
