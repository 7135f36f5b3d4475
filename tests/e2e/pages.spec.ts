import { readFileSync } from 'node:fs';
import { axeViolations, expect, jsonLdOfType, test, VIEWPORTS } from './fixtures.ts';
import { answerAsQueenslander, checker, liveRegion } from './fee-checker-answers.ts';
import { hydrated } from './hydration.ts';
import { courseCheckerText } from '../../src/lib/funding/checker.ts';
import { inlineScriptBytes } from '../../scripts/bench/inline-script-bytes.ts';

interface SeedDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}
interface SeedSection {
  _type: string;
  _key: string;
  heading?: string;
  courses?: { _ref: string }[];
  items?: { question: string }[];
  buttonLabel?: string;
  course?: { _ref: string };
  testimonials?: { _ref: string }[];
}

// The seed's campaign page and the courses its list chose, read from the embedded dataset the build used.
const seed = readFileSync(new URL('../../studio/seed/data.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as SeedDocument);
const byId = new Map(seed.map((doc) => [doc._id, doc]));
const campaign = seed.find((doc) => doc._type === 'page') as SeedDocument & {
  slug: { current: string };
  sections: SeedSection[];
};
const PATH = `/${campaign.slug.current}`;
const sectionOf = (type: string) => campaign.sections.find((section) => section._type === type) as SeedSection;
const listed = (sectionOf('pageCourseList').courses ?? []).map((ref) => byId.get(ref._ref) as SeedDocument);
const budgets = JSON.parse(readFileSync(new URL('../../scripts/bench-budgets.json', import.meta.url), 'utf8')) as {
  bytes: Record<string, { js: number }>;
};

test.describe('a page a coordinator made', () => {
  test('renders its sections in order, the chosen courses as catalogue cards with their registered codes and titles', async ({
    page,
  }) => {
    await page.goto(PATH);
    const hero = sectionOf('pageHero');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading ?? '');
    // The sections' own headings, in the order the coordinator put them (a course card has its own h3).
    const headings = (await page.locator('main h2').allTextContents()).map((text) => text.trim());
    // The fee checker's heading is the course page's; the others are the coordinator's.
    const expected = campaign.sections.flatMap((section) =>
      section._type === 'pageHero' ? [] : [section.heading ?? courseCheckerText('').heading],
    );
    expect(headings.filter((text) => expected.includes(text))).toEqual(expected);
    const cards = page.locator('main article[data-course]');
    await expect(cards).toHaveCount(listed.length);
    for (const [index, course] of listed.entries()) {
      await expect(cards.nth(index)).toHaveAttribute('data-course', String(course.code));
      await expect(cards.nth(index)).toContainText(String(course.title));
    }
    const faq = await jsonLdOfType(page, 'FAQPage');
    expect((faq?.mainEntity as { name: string }[]).map(({ name }) => name)).toEqual(
      (sectionOf('pageFaq').items ?? []).map(({ question }) => question),
    );
    await page.getByRole('link', { name: sectionOf('pageCallToAction').buttonLabel }).click();
    await expect(page).toHaveURL(/\/get-in-touch\?subject=/);
  });

  test('answers the chosen course\'s "What will I pay?" once a visitor starts on it, as its course page does', async ({
    page,
  }) => {
    const course = byId.get(sectionOf('pageFeeChecker').course?._ref ?? '') as SeedDocument;
    /** Answers the checker on `path` as a Queensland school leaver: what it says, and each price it lists. */
    const answer = async (path: string) => {
      await page.goto(path);
      await expect(page.locator('astro-island[component-url*="/FeeChecker."]')).toHaveAttribute('ssr');
      await checker(page).locator('select, input').first().focus();
      await hydrated(page, 'FeeChecker');
      await answerAsQueenslander(page);
      await checker(page).getByRole('button', { name: 'Show what I pay' }).click();
      await expect(liveRegion(page)).toHaveText(/you may pay/);
      expect(new URL(page.url()).pathname).toBe(path);
      return {
        said: await liveRegion(page).innerText(),
        prices: await page.locator('[data-outcome] [data-outcome-label]').allInnerTexts(),
      };
    };
    const onPage = await answer(PATH);
    await expect(
      page.getByText(courseCheckerText(`${String(course.code)} ${String(course.title)}`).intro),
    ).toBeVisible();
    expect(onPage.prices.length).toBeGreaterThan(1);
    expect(onPage).toEqual(await answer(`/courses/${(course.slug as { current: string }).current}`));
  });

  test('quotes the chosen testimonials with their companies', async ({ page }) => {
    await page.goto(PATH);
    const quotes = page.locator('main figure');
    const chosen = (sectionOf('pageTestimonials').testimonials ?? []).map((ref) => byId.get(ref._ref) as SeedDocument);
    await expect(quotes).toHaveCount(chosen.length);
    for (const [index, testimonial] of chosen.entries()) {
      await expect(quotes.nth(index).locator('blockquote')).toContainText(String(testimonial.quote));
      await expect(quotes.nth(index).locator('figcaption')).toContainText(String(testimonial.company));
    }
  });

  test('is linked from the home page', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-campaign-link]').click();
    await expect(page).toHaveURL(PATH);
  });

  test(`ships no more JavaScript at load than its budget`, async ({ page }) => {
    let scriptBytes = 0;
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scriptBytes += Number(response.headers()['content-length'] ?? 0);
    });
    const response = await page.goto(PATH, { waitUntil: 'networkidle' });
    // The header's script is in the page: it counts as the budget's JavaScript.
    scriptBytes += inlineScriptBytes((await response?.text()) ?? '');
    expect(scriptBytes).toBeGreaterThan(0);
    expect(scriptBytes).toBeLessThanOrEqual(budgets.bytes[PATH].js);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`passes axe on a ${name} (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(PATH);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
