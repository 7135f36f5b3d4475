import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test, VIEWPORTS } from './fixtures.ts';
import { searchDialog, searchFor, searchHits, sitemapPaths } from './search-dialog.ts';

/** The header script runs as the page is parsed: it has upgraded the search link by DOMContentLoaded. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`search dialog on a ${name}`, () => {
    test.use({ viewport });

    test('"/" opens search; "refund" lists Fees, Charges and Refunds first; no match offers the quiz, catalogue and contact', async ({
      page,
    }) => {
      await open(page, '/about');
      await page.keyboard.press('/');
      await expect(searchDialog(page).getByRole('searchbox')).toBeFocused();
      await searchFor(page, 'refund');
      await expect(searchHits(page).first()).toContainText('Fees, Charges and Refunds');
      await expect(searchHits(page).first().locator('mark').first()).toHaveText(/refund/i);
      expect(await axeViolations(page)).toEqual([]);

      await searchFor(page, 'zzqxv');
      await expect(searchDialog(page).getByRole('status')).toHaveText('No results for “zzqxv”.');
      for (const [label, href] of [
        ['Take the course quiz', '/quiz'],
        ['Browse the full course catalogue', '/courses'],
        ['Get in Touch', '/get-in-touch'],
      ])
        await expect(searchDialog(page).getByRole('link', { name: label })).toHaveAttribute('href', href);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('a coordinator’s page is found under its own heading, as a page, and not as a course that it lists', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await open(page, '/');
  await page.keyboard.press('/');
  await searchFor(page, 'guarantee');
  const campaign = searchHits(page).filter({ hasText: 'funded by the Queensland Government' });
  await expect(campaign).toHaveCount(1);
  // A course's hit leads with its code: the page's leads with its own heading, though it lists courses.
  await expect(campaign).toHaveText(/^Your first Certificate III, funded by the Queensland Government/);
  const pages = searchDialog(page)
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Pages' }) });
  await expect(pages.locator('a[data-search-hit]').filter({ hasText: 'Queensland Government' })).toHaveCount(1);
  // The kind filter counts the page once, as a page.
  const kinds = searchDialog(page).getByRole('group', { name: 'Filter by kind' });
  const courseHits = await searchDialog(page)
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Courses' }) })
    .locator('a[data-search-hit]')
    .count();
  await expect(kinds.getByRole('button', { name: /^Course/ })).toHaveText(`Course (${courseHits})`);
});

test.describe('search by keyboard', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('"tlif0006" lists TLIF0006 first with its price, and Enter on it opens the course', async ({ page }) => {
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await searchFor(page, 'tlif0006');
    await expect(searchHits(page).first()).toContainText('TLIF0006');
    await expect(searchHits(page).first()).toContainText('Administer a Fatigue Risk Management System');
    await expect(searchHits(page).first()).toContainText('$699');
    await page.keyboard.press('ArrowDown');
    await expect(searchHits(page).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/courses\/tlif0006$/);
  });

  test('"fatigue" lists the fatigue units and the PD refresher, and the kind filter narrows them', async ({ page }) => {
    await open(page, '/');
    await page.keyboard.press('/');
    await searchFor(page, 'fatigue');
    // A hit starts with its code; other courses may name these units in their text.
    for (const code of ['TLIF0005', 'TLIF0006', 'TLIF0007'])
      await expect(searchHits(page).filter({ hasText: new RegExp(`^${code}`) })).toHaveCount(1);
    await expect(searchHits(page).filter({ hasText: 'Fatigue Management Refresher' })).toHaveCount(1);
    await expect(searchDialog(page).getByRole('heading', { name: 'PD sessions' })).toBeVisible();

    const pd = searchDialog(page)
      .getByRole('group', { name: 'Filter by kind' })
      .getByRole('button', { name: /PD session/ });
    await pd.focus();
    await page.keyboard.press('Enter');
    await expect(pd).toHaveAttribute('aria-pressed', 'true');
    await expect(searchDialog(page).getByRole('heading', { name: 'Courses' })).toHaveCount(0);
    await expect(searchHits(page).filter({ hasText: 'Fatigue Management Refresher' })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the delivery filter narrows "fatigue" to the courses delivered in that mode', async ({ page }) => {
    await open(page, '/');
    await page.keyboard.press('/');
    await searchFor(page, 'fatigue');
    await expect(searchHits(page).filter({ hasText: 'Fatigue Management Refresher' })).toHaveCount(1);

    const delivery = searchDialog(page).getByRole('group', { name: 'Filter by delivery' });
    await expect(delivery.getByRole('button', { name: /^Online/ })).toBeVisible();
    const blended = delivery.getByRole('button', { name: /^Blended/ });
    await blended.click();
    await expect(blended).toHaveAttribute('aria-pressed', 'true');
    // The PD session has no delivery mode of a course; the fatigue units are delivered blended.
    await expect(searchHits(page).filter({ hasText: 'Fatigue Management Refresher' })).toHaveCount(0);
    await expect(searchHits(page).filter({ hasText: /^TLIF0006/ })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('"fatigue" results say each thing once: no label twice, no title again, no excerpt cut inside a date; one Escape closes', async ({
    page,
  }) => {
    await open(page, '/courses');
    const opener = page.getByRole('banner').getByRole('link', { name: 'Search' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await searchFor(page, 'fatigue');
    const all = await searchHits(page).all();
    expect(all.length).toBeGreaterThan(3);
    for (const hit of all) {
      const text = await hit.innerText();
      const title = await hit.locator('[data-search-title]').innerText();
      const excerpt = (await hit.locator('[data-search-excerpt]').innerText()).trim();
      expect(excerpt, text).not.toBe('');
      // The card's and the page's labels are not quoted, and the intake is named once.
      for (const label of [
        'Next intake',
        'Start any time',
        'Who it’s for',
        'per student',
        'Before you enrol',
        'View all intakes',
        'opens in a new tab',
        'Policies & Procedures',
      ])
        expect(excerpt, `${label} in ${text}`).not.toContain(label);
      expect(text.match(/Next intake/g)?.length ?? 0, text).toBeLessThanOrEqual(1);
      // The title is shown once: the excerpt neither repeats it nor starts inside it.
      expect(excerpt.toLowerCase(), text).not.toContain(title.toLowerCase());
      const titleWords = title.toLowerCase().split(/\s+/);
      const tails = titleWords.slice(1, -1).map((_, index) => titleWords.slice(index + 1).join(' '));
      for (const tail of tails) expect(excerpt.toLowerCase().startsWith(`${tail} `), text).toBe(false);
      // No excerpt ends inside a date ("Mon 7", "7 December", "Mon 7 December" without its year).
      expect(excerpt, text).not.toMatch(
        /\b(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\w*\.?(?:\s+\d{1,2})?|\d{1,2}\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w*)[\s.…]*$/,
      );
    }
    // The first Escape after a query closes the dialog (as the WAI-ARIA modal dialog pattern does) and
    // gives focus back to the Search control.
    await expect(searchDialog(page).getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('Escape closes the dialog and returns focus to the search button', async ({ page }) => {
    await open(page, '/courses/tli40324');
    const button = page.getByRole('banner').getByRole('link', { name: 'Search' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(searchDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('search against hostile input', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('a 500-character query and a query of HTML or script change nothing and raise no error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (alert) => errors.push(`alert: ${alert.message()}`));
    await open(page, '/');
    await page.keyboard.press('/');
    await searchDialog(page).getByRole('searchbox').fill('fatigue '.repeat(63).slice(0, 500));
    await expect(searchDialog(page).getByRole('status')).toContainText('for “fatigue');
    const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    await searchFor(page, markup);
    await expect(searchDialog(page).locator('img, script')).toHaveCount(0);
    await expect(searchDialog(page).getByRole('status')).toContainText(markup);
    expect(errors).toEqual([]);
  });

  test('?q= with broken percent-encoding loads the search page without an error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, '/search?q=%E0%A4%A%');
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All pages' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an index that fails to load (offline) says search is unavailable and links to /search', async ({ page }) => {
    await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
    await open(page, '/about');
    await page.keyboard.press('/');
    await searchDialog(page).getByRole('searchbox').fill('refund');
    await expect(searchDialog(page).getByRole('status')).toHaveText('Search is unavailable right now.');
    await expect(searchDialog(page).getByRole('link', { name: 'search page' })).toHaveAttribute('href', '/search');
  });
});

test.describe('the search page', () => {
  test('runs ?q= with results on the page', async ({ page }) => {
    await open(page, '/search?q=refund');
    await expect(page.getByRole('searchbox')).toHaveValue('refund');
    await expect(page.locator('[data-search-page] a[data-search-hit]').first()).toContainText(
      'Fees, Charges and Refunds',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('says search needs JavaScript and lists every page of the site', async ({ page, request }) => {
      await page.goto('/search');
      await expect(page.locator('main p').filter({ hasText: 'Search needs JavaScript.' })).toBeVisible();
      await expect(page.getByRole('searchbox')).toBeHidden();
      const pages = await sitemapPaths(request);
      const listed = await page
        .getByRole('region', { name: 'All pages' })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(new Set(listed)).toEqual(new Set(pages));
    });
  });
});

// That search loads nothing before it is opened, then works, on every page: the policy sweep of csp.spec.ts.

test('the built index is cached by the publisher and by _headers alike: fixed names revalidated, chunks immutable', async ({
  request,
}) => {
  const out = process.env.E2E_OUT_DIR || 'dist';
  const topLevel = readdirSync(join(out, 'pagefind'), { withFileTypes: true }).filter((entry) => entry.isFile());
  const chunk = readdirSync(join(out, 'pagefind', 'fragment'))[0];
  const headersFile = readFileSync(join(out, '_headers'), 'utf8');
  const ruleFor = (path: string) =>
    new RegExp(`^${path.replaceAll('.', '\\.').replace('*', '\\*')}\\n {2}Cache-Control: (.+)$`, 'm').exec(
      headersFile,
    )?.[1];
  const expected = (name: string) => (/\.pf_meta$/.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
  for (const { name } of topLevel) {
    expect(ruleFor(`/pagefind/${name}`), name).toBe(expected(name));
    expect((await request.head(`/pagefind/${name}`)).headers()['cache-control'], name).toBe(expected(name));
  }
  expect(topLevel.map((entry) => entry.name)).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-entry.json']));
  expect(ruleFor('/pagefind/fragment/*')).toBe('public, max-age=31536000, immutable');
  expect((await request.head(`/pagefind/fragment/${chunk}`)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
});
