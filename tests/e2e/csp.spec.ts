import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { pageCspFromHtml } from '../../contracts/security/headers.ts';
import { QUIZ_QUESTIONS } from './seed-quiz.ts';
import { expect, OUT_DIR, test, VIEWPORTS } from './fixtures.ts';
import { hydrated } from './hydration.ts';
import { faintOnPaper } from './layout-audit.ts';
import { openPdFormDialog } from './pd-form-dialog.ts';
import { expectSearchWorks, searchRequests, sitemapPaths } from './search-dialog.ts';

// The strict Content-Security-Policy (no 'unsafe-inline' styles or scripts) refuses nothing any page needs: on every
// page of the build at both widths, and in the states that add styles as the visitor uses the page. Each refusal
// fires a securitypolicyviolation event, recorded here from the page's first moment (a refused style attribute is
// refused while the HTML is parsed); the suite's fixture also fails on Chromium's console report of it.

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/** Records every refusal of every frame, kept across navigations (a page that redirects still reports). */
async function recordViolations(context: BrowserContext) {
  const violations: Violation[] = [];
  await context.exposeBinding('__cspViolation', ({ frame }, violation: Omit<Violation, 'page'>) => {
    violations.push({ page: frame.url(), ...violation });
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __cspViolation: (violation: object) => void }).__cspViolation;
    window.addEventListener(
      'securitypolicyviolation',
      (event) => void report({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }),
      true,
    );
  });
  return violations;
}

/** The events of what has just happened arrive as tasks: let two turns of the page's event loop pass. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => setTimeout(() => setTimeout(resolve, 0), 0)));

/** A test whose `refusals()` gives every refusal of its pages so far, once their events have arrived. */
const it = test.extend<{ refusals: () => Promise<Violation[]> }>({
  refusals: async ({ context }, use) => {
    const violations = await recordViolations(context);
    await use(async () => {
      for (const open of context.pages()) await settled(open);
      return violations;
    });
  },
});

/** Every page the build wrote, with the path a visitor opens it at (404: an address that is no page). */
async function builtPages() {
  const files = (await readdir(OUT_DIR, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
  return files.map((file) => {
    const path = `/${file.replace(/\\/g, '/').replace(/\.html$/, '')}`;
    return { file: join(OUT_DIR, file), path: path === '/index' ? '/' : path === '/404' ? '/no-such-page' : path };
  });
}

const pages = await builtPages();
/** What a strict policy never allows, in its header or its page's own `<meta>`. */
const UNSAFE = /'unsafe-(inline|eval|hashes)'/;

// Each width's sweep in parts that run side by side. At desktop width each page of the sitemap also opens search,
// which must have loaded nothing before (a load of every page of its own cost about a minute of the suite's CPU).
const PARTS = { desktop: 5, phone: 2 };

for (const viewport of ['phone', 'desktop'] as const) {
  const withSearch = viewport === 'desktop';
  for (let part = 0; part < PARTS[viewport]; part += 1) {
    const title = withSearch
      ? `no page of the build is refused anything by its policy at desktop width, and search loads nothing before it is opened, then works (${part + 1}/${PARTS[viewport]})`
      : `no page of the build is refused anything by its policy at ${viewport} width, and each prints its text dark on paper (${part + 1}/${PARTS[viewport]})`;
    test(title, async ({ page, context, request }) => {
      // A walk through a fifth or half of the site: several times as long as one page's test, and minutes with two
      // CPU burners beside the suite.
      test.setTimeout(180_000);
      expect(pages.length).toBeGreaterThan(40);
      const violations = await recordViolations(context);
      // The payment redirect leaves for the payment provider, the only page that does: answer it with an empty page.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' }),
      );
      await page.setViewportSize(VIEWPORTS[viewport]);
      const mine = pages.filter((_, index) => index % PARTS[viewport] === part);
      const built = (path: string) => pages.some((built) => built.path === path);
      // This part's pages of the sitemap; the first part also keeps any the build did not write, to fail on them.
      const searchable = new Set(
        withSearch
          ? (await sitemapPaths(request)).filter(
              (path) => mine.some((own) => own.path === path) || (part === 0 && !built(path)),
            )
          : [],
      );
      const search = searchRequests(page);
      const permissive: string[] = [];
      const faint: string[] = [];
      for (const { file, path } of mine) {
        search.clear();
        const response = await page.goto(path, { waitUntil: 'load' });
        const header = response?.headers()['content-security-policy'];
        const meta = pageCspFromHtml(await readFile(file, 'utf8'));
        for (const [where, policy] of Object.entries({ header, meta }))
          if (!policy || UNSAFE.test(policy)) permissive.push(`${path} (${where}): ${policy?.match(UNSAFE)?.[0]}`);
        await settled(page);
        // The sweep at one width reads each page on paper too (colours do not change with the width).
        if (!withSearch) faint.push(...(await faintOnPaper(page)).map((text) => `${path}: ${text}`));
        if (!searchable.delete(path)) continue;
        expect(search.urls, path).toEqual([]);
        await expectSearchWorks(page, path);
      }
      expect(permissive, 'pages without a strict policy').toEqual([]);
      expect(faint, 'texts that print fainter than 4.5:1').toEqual([]);
      expect(violations).toEqual([]);
      expect([...searchable], 'pages of the sitemap where search was not tried').toEqual([]);
    });
  }
}

test.describe('what style attributes did, the stylesheet does', () => {
  test.use({ reducedMotion: 'no-preference' });
  const delays = (page: Page) =>
    page
      .locator('article[data-course]:visible')
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationDelay));
  const stagger = (count: number) => Array.from({ length: count }, (_, index) => `${+(index * 0.05).toFixed(2)}s`);

  test('every course card enters 0.05 s after the one before, on the catalogue and a category page', async ({
    page,
  }) => {
    await page.goto('/courses');
    const all = await delays(page);
    expect(all.length).toBeGreaterThan(10);
    expect(all).toEqual(stagger(all.length));
    // A category page's server hides the other categories' cards: the shown ones count from 0.
    await page.goto('/courses/leadership-and-management');
    const shown = await delays(page);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual(stagger(shown.length));
  });

  test('the quiz bar has its share as the server wrote it, before the island wakes', async ({ page }) => {
    await page.goto('/quiz');
    await expect(page.locator('astro-island[component-url*="/Quiz."]')).toHaveAttribute('ssr');
    const bar = page.getByRole('progressbar', { name: 'Quiz progress' });
    const [track, filled] = await Promise.all([bar.boundingBox(), bar.locator('div').boundingBox()]);
    expect(filled!.width / track!.width).toBeCloseTo(1 / 5, 2);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the map and the booking calendar keep their heights', async ({ page }) => {
      await page.goto('/get-in-touch');
      const map = page.locator('iframe[title^="Map of our office"]').filter({ visible: true });
      expect((await map.boundingBox())?.height).toBe(300);
      await expect(map).toHaveAttribute('src', /output=embed/);
      const booking = page.getByRole('region', { name: 'Book a Meeting' }).locator('[aria-busy]');
      expect((await booking.boundingBox())?.height).toBeGreaterThanOrEqual(630);
    });
  });
});

test.describe('states that add styles', () => {
  it('the PD registration dialog opens, keeps the page behind still and closes, refused nothing', async ({
    page,
    refusals,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    const { dialog } = await openPdFormDialog(page, '/courses/transport-and-logistics');

    // The page behind the dialog does not scroll under the visitor's wheel.
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(5, 5);
    await page.mouse.wheel(0, 600);
    await settled(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await refusals()).toEqual([]);
  });

  it('the quiz part-way through, refused nothing', async ({ page, refusals }) => {
    await page.goto('/quiz');
    await hydrated(page, 'Quiz');
    await page.getByRole('button', { name: QUIZ_QUESTIONS[0].options[0].text, exact: true }).click();
    await expect(page.getByText('Question 2 of 5')).toBeVisible();
    expect(await refusals()).toEqual([]);
  });

  it('a toast on screen, refused nothing', async ({ page, refusals }) => {
    await page.goto('/account/sign-in');
    await hydrated(page, 'SignInForm');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toContainText(
      'Sign in Failed',
    );
    expect(await refusals()).toEqual([]);
  });

  it('the compare page printed, refused nothing', async ({ page, refusals }) => {
    await page.goto('/compare?courses=tli30321,tli40324');
    await expect(page.getByRole('table')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header')).toBeHidden();
    expect(await refusals()).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    // No script runs to record events here: the fixture's console check sees a refusal, and the page shows whether
    // its own styles applied.
    test('the catalogue filtered by "Starting within" and the PD form with its rows', async ({ page }) => {
      await page.goto('/courses');
      const cards = page.locator('article[data-course]');
      const all = await cards.count();
      await page.getByText('This month', { exact: true }).click();
      await expect(cards.filter({ visible: true })).not.toHaveCount(all);
      await expect(page.locator('article[data-course="TLIF0025"]')).toBeVisible();
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto('/pd-registration');
      await page.getByLabel('Number of Participants').selectOption('2');
      await expect(page.locator('#pd-participants-1-fullName')).toBeVisible();
      await expect(page.locator('#pd-participants-2-fullName')).toBeHidden();
    });
  });
});
