import { expect, test } from './fixtures';
import { contentPastItsBox } from './layout-audit.ts';
import { ANY_TIME } from '../../contracts/applications/answers.ts';
import { ABOUT_YOU, answerUpTo, APPLY_BASE, learner } from '../fixtures/apply-learner.ts';

// Reflow (WCAG 1.4.10): at 320 px, the narrowest width a phone may show, and at the widths where the site's columns are
// tightest, no text or button runs past its card or column. Each width once found a defect: at 320 px a course
// title's last word beside its logo and the PD card's "Coming soon"; at 640 px the catalogue card's "Pay and Enrol",
// cut off at the card's edge; at 1,024 px the home page's cards over the gap between them, "Certification" in the
// About page's milestones and the course page's approach cards.

const PAGES = ['/', '/about', '/courses', '/courses/bsb40520', '/courses/tlid0015', '/certificate-3-guarantee'];

for (const width of [320, 640, 1024, 1100]) {
  test(`at ${width} px no text or button runs past its box`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const past: Record<string, string[]> = {};
    for (const path of PAGES) {
      await page.goto(path);
      const found = await contentPastItsBox(page);
      if (found.length > 0) past[path] = found;
    }
    expect(past).toEqual({});
  });
}

// A coordinator pastes a web address into a page's text, a list or a heading: it wraps inside its box instead of
// pushing the page sideways at 320 px.
const ADDRESS = 'https://www.myskills.gov.au/courses/details?Code=TLI30321&CourseSearch=supply-chain-operations';

test('a long web address in a page’s text, lists and heading wraps inside its box at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 900 });
  for (const path of ['/courses/tli30321', '/certificate-3-guarantee', '/training-with-northwind/how-to-enrol']) {
    await page.goto(path);
    await page.locator('main').evaluate((main, address) => {
      const texts = [...main.querySelectorAll<HTMLElement>('h1, p, li')].filter((element) => element.offsetParent);
      for (const text of texts) text.append(` ${address}`);
    }, ADDRESS);
    expect(await contentPastItsBox(page), path).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(320);
  }
});

// Text spacing (WCAG 1.4.12): a reader's own style sheet that spaces lines, letters, words and paragraphs out loses
// nothing. At 320 px it once widened a course page past the screen (the fee checker's longest state name), pushed
// "Download Program Flyer" past its button, and headings' and cards' longest words past their boxes.
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-bottom: 2em !important }';

test('with a reader’s text spacing at 320 px, no text or button runs past its box', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 900 });
  const past: Record<string, string[]> = {};
  for (const path of [...PAGES, '/courses/tli30321', '/get-in-touch', '/pd-registration']) {
    await page.goto(path);
    await page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, TEXT_SPACING);
    const found = await contentPastItsBox(page);
    if (found.length > 0) past[path] = found;
  }
  expect(past).toEqual({});
});

test('at 320 px with a full shortlist, the header keeps its menu button on the screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto('/courses');
  const add = page.getByRole('button', { name: /^Add to shortlist/ });
  for (let course = 0; course < 6; course += 1) await add.first().click();
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(page.getByRole('link', { name: 'Shortlist 6 courses' })).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  expect(await contentPastItsBox(page)).toEqual([]);
});

// An e-mail address has no place to break but its hyphens: "Check your answers" was 678 px wide at 320 px with this one.
test('a learner’s long e-mail address wraps in “Check your answers” at 320 px', async ({ page, context, baseURL }) => {
  const email = 'alexandriakonstantinopoulou.whitfield@northwindlogisticswarehousing.com.au';
  const applicant = learner(baseURL!);
  await answerUpTo(applicant, null, { intake: ANY_TIME });
  expect((await applicant.post(`${APPLY_BASE}/about-you`, { ...ABOUT_YOU, email })).status).toBe(303);
  await context.addCookies(
    [...applicant.jar].map(([name, value]) => ({ name, value, url: `${baseURL}${APPLY_BASE}` })),
  );
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto(`${APPLY_BASE}/check`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Check your answers before sending your application',
  );
  await expect(page.getByRole('main')).toContainText(email);
  expect(await contentPastItsBox(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});

// A course card far below the first screen is not rendered yet (content-visibility): it must keep its list item's
// width meanwhile. It was 50 px wide, which nobody saw, but Lighthouse's accessibility audit, reading the page as
// loaded, found the card's text squeezed into a column over the footer (93 instead of 100 on the home page).
test('course cards not yet rendered keep their width', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  for (const path of ['/', '/courses']) {
    await page.goto(path);
    const narrow = await page
      .locator('li > article[data-course]')
      .evaluateAll((cards) =>
        cards.flatMap((card) =>
          card.getBoundingClientRect().width < card.parentElement!.getBoundingClientRect().width - 1
            ? [card.dataset.course]
            : [],
        ),
      );
    expect(narrow, path).toEqual([]);
  }
});
