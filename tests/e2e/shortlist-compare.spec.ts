import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, test, VIEWPORTS } from './fixtures.ts';

const STORAGE_KEY = 'northwind-shortlist';

/** The header script runs as the page is parsed: it has shown the toggles by DOMContentLoaded. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

const cardToggle = (page: Page, code: string) => page.locator(`article[data-course="${code}"] [data-shortlist] button`);
const pageToggle = (page: Page) => page.locator('aside [data-shortlist] button');
const headerCount = (page: Page) => page.locator('header a[data-shortlist-count]');
const table = (page: Page) => page.locator('[data-compare-table] table');
const cell = (page: Page, row: string, column: number) => table(page).locator(`tr[data-row="${row}"] td`).nth(column);

/** Presses Tab until `target` has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, most = 120) {
  for (let press = 0; press < most; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** A shortlist saved before the first page loads (and left to the page after that). */
const seeded = async (page: Page, codes: string[]) =>
  page.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [STORAGE_KEY, JSON.stringify(codes)],
  );

test.describe('shortlist and compare on a desktop', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('three courses from the catalogue and one from its page make 4; Compare shows the figures of each page', async ({
    page,
  }) => {
    await open(page, '/courses');
    await expect(headerCount(page)).toBeHidden();
    for (const code of ['TLI30321', 'TLI40324', 'TLIF0005']) {
      await cardToggle(page, code).click();
      await expect(cardToggle(page, code)).toHaveAttribute('aria-pressed', 'true');
      await expect(cardToggle(page, code)).toContainText('On your shortlist');
    }
    await expect(headerCount(page)).toHaveAccessibleName('Shortlist 3 courses');
    await open(page, '/courses/tli50224');
    await expect(pageToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await pageToggle(page).click();
    await expect(headerCount(page)).toHaveAccessibleName('Shortlist 4 courses');
    await expect(headerCount(page)).toContainText('4');

    // Each course page's own figures: its fee, its other prices, its duration and its next intake.
    const figures = new Map<string, { prices: string[]; duration: string; start: string }>();
    for (const code of ['TLI30321', 'TLI40324', 'TLIF0005', 'TLI50224']) {
      await open(page, `/courses/${code.toLowerCase()}`);
      const options = page.locator('aside ul[aria-label="Fee options"] li span');
      figures.set(code, {
        prices: [await page.getByTestId('fee').innerText(), ...(await options.allInnerTexts())],
        duration: await page.locator('dt:has-text("Duration") + dd').first().innerText(),
        start: await page.locator('[data-next-intake]').first().innerText(),
      });
    }

    await headerCount(page).click();
    await expect(page).toHaveURL(/\/shortlist$/);
    await expect(page.locator('[data-shortlist-items] li')).toHaveCount(4);
    await page.getByRole('link', { name: 'Compare', exact: true }).click();
    await expect(page).toHaveURL(/\/compare\?courses=tli30321,tli40324,tlif0005,tli50224$/);
    await expect(table(page).locator('caption')).toHaveText('4 courses side by side');
    const columns = table(page).locator('thead th[scope="col"]');
    await expect(columns).toHaveCount(5);
    for (const [index, code] of ['TLI30321', 'TLI40324', 'TLIF0005', 'TLI50224'].entries()) {
      const page_ = figures.get(code)!;
      await expect(columns.nth(index + 1)).toContainText(code);
      // The heading names the course; no row of its column says it again.
      const heading = `${code} ${await columns
        .nth(index + 1)
        .locator('span')
        .innerText()}`;
      await expect(
        table(page)
          .locator(`tbody td:nth-child(${index + 2})`)
          .filter({ hasText: heading }),
      ).toHaveCount(0);
      for (const price of page_.prices) await expect(cell(page, 'fees', index)).toContainText(price);
      // The page's hours and weeks, each said once.
      const duration = await cell(page, 'duration', index).innerText();
      for (const fact of page_.duration.split(' / ')) expect(duration.split(fact), fact).toHaveLength(2);
      await expect(cell(page, 'commencement', index)).toHaveText(page_.start);
    }
    expect(await axeViolations(page)).toEqual([]);

    // All four are in Transport and Logistics: "differences only" hides that row and keeps the prices.
    await page.getByLabel('Show differences only').check();
    await expect(table(page).locator('tr[data-row="category"]')).toBeHidden();
    await expect(table(page).locator('tr[data-row="fees"]')).toBeVisible();
    const agreeing = await table(page).locator('tr[data-agree="true"]').count();
    await expect(page.locator('[data-compare-hidden-count]')).toHaveText(
      `${agreeing} ${agreeing === 1 ? 'row' : 'rows'} where the courses agree ${agreeing === 1 ? 'is' : 'are'} hidden.`,
    );
    await page.getByLabel('Show differences only').uncheck();
    await expect(table(page).locator('tr[data-row="category"]')).toBeVisible();
  });

  test('the shortlist survives a reload, and a second tab sees each change', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await open(first, '/courses');
    await open(second, '/shortlist');
    await expect(second.getByText('Your shortlist is empty.')).toBeVisible();
    await cardToggle(first, 'BSB40120').click();
    await expect(second.locator('[data-shortlist-items] li')).toHaveCount(1);
    await expect(second.locator('[data-shortlist-items]')).toContainText('BSB40120 Certificate IV in Business');
    await expect(headerCount(second)).toHaveAccessibleName('Shortlist 1 course');
    await first.reload({ waitUntil: 'domcontentloaded' });
    await expect(cardToggle(first, 'BSB40120')).toHaveAttribute('aria-pressed', 'true');
    await second.getByRole('button', { name: 'Remove BSB40120 Certificate IV in Business' }).click();
    await expect(cardToggle(first, 'BSB40120')).toHaveAttribute('aria-pressed', 'false');
    await expect(headerCount(first)).toBeHidden();
  });

  test('a seventh course is refused with the reason', async ({ page }) => {
    await seeded(page, ['TLI30321', 'TLI40324', 'TLI50224', 'TLIF0005', 'TLIF0006', 'BSB40120']);
    await open(page, '/courses');
    await cardToggle(page, 'TLIF0007').click();
    await expect(cardToggle(page, 'TLIF0007')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('article[data-course="TLIF0007"] [data-shortlist-note]')).toHaveText(
      'Your shortlist is full: it holds 6 courses. Remove one to add TLIF0007.',
    );
    await expect(headerCount(page)).toHaveAccessibleName('Shortlist 6 courses');
  });

  test('the share link opened in a fresh browser shows the same table', async ({ page, browser, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/compare?courses=tli30321,bsb40120,tlif0006');
    await expect(table(page)).toBeVisible();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.locator('[data-copy-status]')).toHaveText('Link copied.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());
    const fresh = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const other = await fresh.newPage();
    await open(other, link);
    await expect(table(other)).toBeVisible();
    expect(await table(other).innerText()).toBe(await table(page).innerText());
    await fresh.close();
  });

  test('an unknown code is named, and a link of more than four shows the first four with a note', async ({ page }) => {
    await open(page, '/compare?courses=tli30321,TLI99999,tli40324');
    await expect(page.getByText('We could not find TLI99999')).toBeVisible();
    await expect(table(page).locator('thead th[scope="col"]')).toHaveCount(3);
    await open(page, '/compare?courses=tli20421,tli30321,tli40324,tli50224,tlif0005');
    await expect(page.getByText('Your link names 5 courses')).toBeVisible();
    await expect(table(page).locator('thead th[scope="col"]')).toHaveCount(5);
    await expect(table(page)).not.toContainText('TLIF0005');
  });

  test('by keyboard alone: add from a course page, then compare with differences only', async ({ page }) => {
    await seeded(page, ['TLI30321']);
    await open(page, '/courses/tli40324');
    await tabTo(page, pageToggle(page));
    await page.keyboard.press('Enter');
    await expect(pageToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await open(page, '/shortlist');
    await tabTo(page, page.getByRole('link', { name: 'Compare', exact: true }));
    await page.keyboard.press('Enter');
    await expect(table(page)).toBeVisible();
    await tabTo(page, page.getByLabel('Show differences only'));
    await page.keyboard.press('Space');
    await expect(table(page).locator('tr[data-row="category"]')).toBeHidden();
    await open(page, '/shortlist');
    const remove = page.getByRole('button', { name: /^Remove TLI30321/ });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    // The focus stays in the list, on the next course's button.
    await expect(page.getByRole('button', { name: /^Remove TLI40324/ })).toBeFocused();
  });

  test('prints on A4 landscape without the site header and footer', async ({ page }) => {
    await open(page, '/compare?courses=tli30321,tli40324,tli50224');
    await expect(table(page)).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.locator('body > footer')).toBeHidden();
    await expect(page.getByLabel('Show differences only')).toBeHidden();
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    // A4 on its side in PDF points: 842 wide, 595 high (Chromium rounds to whole CSS pixels).
    expect(pdf).toMatch(/\/MediaBox \[0 0 84[12]\.\d+ 59[45]\.\d+\]/);
  });
});

test.describe('the compare data', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('is fetched by /shortlist only, never by the catalogue or a course page; /compare carries it in the page', async ({
    page,
  }) => {
    await seeded(page, ['TLI30321', 'TLI40324']);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/compare-data.json') fetched.push(new URL(page.url()).pathname);
    });
    for (const path of ['/', '/courses', '/courses/transport-and-logistics', '/courses/tli40324']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('[data-shortlist] button').first()).toBeVisible();
    }
    expect(fetched).toEqual([]);
    await page.goto('/shortlist', { waitUntil: 'networkidle' });
    await page.goto('/compare?courses=tli30321,tli40324', { waitUntil: 'networkidle' });
    // The comparison shows with the page: its table is there by the time the page has loaded, with no request.
    await expect(page.getByRole('region', { name: 'Courses side by side' })).toBeVisible();
    expect(fetched).toEqual(['/shortlist']);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });

  test('no shortlist button and no count is shown', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByRole('button', { name: /Add to shortlist/ })).toHaveCount(0);
    await page.goto('/courses/tli30321');
    await expect(page.getByRole('button', { name: /Add to shortlist/ })).toHaveCount(0);
    await expect(headerCount(page)).toBeHidden();
  });
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`shortlist, compare and pathways on a ${name}`, () => {
    test.use({ viewport });

    test('pass axe with a shortlist, a comparison, a course page and a pathway diagram', async ({ page }) => {
      await seeded(page, ['TLI30321', 'TLI40324', 'TLIF0006']);
      await open(page, '/shortlist');
      await expect(page.locator('[data-shortlist-items] li')).toHaveCount(3);
      expect(await axeViolations(page)).toEqual([]);
      await open(page, '/compare?courses=tli30321,tli40324,tlif0006,tli99999');
      await expect(table(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // The page never scrolls sideways; the courses do, under row headers that stay in view.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const holder = page.locator('[data-compare-table]');
      const rowHeader = table(page).locator('tbody th[scope="row"]').first();
      const before = (await rowHeader.boundingBox())!.x;
      await holder.evaluate((element) => element.scrollBy({ left: 300 }));
      await expect.poll(async () => (await rowHeader.boundingBox())!.x).toBe(before);
      await open(page, '/courses/tli40324');
      await expect(page.getByRole('heading', { name: 'Where this leads' })).toBeVisible();
      await expect(page.locator('[data-where-this-leads]')).toContainText('Leads to TLI50224 Diploma of Logistics');
      expect(await axeViolations(page)).toEqual([]);
      await open(page, '/courses/transport-and-logistics');
      await expect(page.locator('svg[data-pathway-diagram]')).toHaveAccessibleName(
        /Pathways in Transport and Logistics/,
      );
      await expect(page.locator('[data-pathways-text]')).toContainText(
        'Leads to TLI40324 Certificate IV in Supply Chain Operations',
      );
      expect(await axeViolations(page, 'section[aria-labelledby="pathways-heading"]')).toEqual([]);
    });
  });
}
