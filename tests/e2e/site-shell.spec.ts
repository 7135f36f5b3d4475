import type { Locator, Page } from '@playwright/test';
import { runAxe } from './axe.ts';
import { axeViolations, DESKTOP_MENUS_WIDTH, expect, jsonLdOfType, test, VIEWPORTS } from './fixtures.ts';
import { hydrated } from './hydration.ts';
import { SHORTLIST_STORAGE_KEY } from '../../src/lib/shortlist/shortlist.ts';

// Seed values (DESIGN.md): the brand slug and the site's default URL.
const POLICY = '/training-with-northwind';
const POLICY_PAGES = [
  'how-to-enrol',
  'student-handbook',
  'student-code-of-conduct',
  'fees-charges-refunds',
  'complaints-appeals',
].map((slug) => `${POLICY}/${slug}`);
const SITE = 'https://www.northwind-training.example';
const MISSING = '/this-page-does-not-exist';
const SHELL_PAGES = ['/', '/about', '/lms-login', ...POLICY_PAGES, MISSING];

/** The header's script has given the menus their roles and keys (it runs before load; this makes it explicit). */
async function headerReady(page: Page) {
  await page.locator('[data-menu-trigger][aria-haspopup="menu"]').first().waitFor({ state: 'attached' });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await headerReady(page);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const expectExternal = async (link: Locator) => {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
};

test.describe('desktop header', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('the Courses menu opens by mouse with the four categories, a separator and the PD series', async ({ page }) => {
    await open(page, '/about');
    await mainNav(page).getByRole('button', { name: 'Courses' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText([
      'Transport and Logistics',
      'Leadership and Management',
      'Food Manufacturing and Food Safety',
      'Cleaning Operations',
      'Professional Development (PD) Series',
    ]);
    const hrefs = await items.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/courses?filter=transport-and-logistics#all-courses',
      '/courses?filter=leadership-and-management#all-courses',
      '/courses?filter=food-manufacturing-and-food-safety#all-courses',
      '/courses?filter=cleaning-operations#all-courses',
      '/courses#pd-series',
    ]);
    await expect(menu.getByRole('separator')).toHaveCount(1);
    await page.mouse.click(5, 400);
    await expect(menu).toBeHidden();
  });

  test('the Forms menu works by keyboard and every entry opens a new tab', async ({ page }) => {
    await open(page, '/lms-login');
    const trigger = mainNav(page).getByRole('button', { name: 'Forms' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items).toHaveText([
      'Complaints & Appeals Form (opens in a new tab)',
      'Feedback & Suggestions (opens in a new tab)',
      'Assessment Appeal Form (opens in a new tab)',
      'AQTF Learner Questionnaire (opens in a new tab)',
      'Incident Report Form (opens in a new tab)',
      'EOI - Trainer or Industry Expert (opens in a new tab)',
    ]);
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    for (const item of await items.all()) {
      await expectExternal(item);
      await expect(item).toHaveAttribute('href', /^https:\/\/form\.jotform\.com\//);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('in forced colours (Windows High Contrast) the menu item with focus, and only it, has an outline', async ({
    page,
  }) => {
    // Forced colours replace backgrounds, the only sign of focus the items have otherwise.
    await page.emulateMedia({ forcedColors: 'active' });
    await open(page, '/about');
    await mainNav(page).getByRole('button', { name: 'Courses' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items.nth(1)).toBeFocused();
    const outlines = await items.evaluateAll((links) => links.map((link) => getComputedStyle(link).outlineStyle));
    expect(outlines).toEqual(['none', 'solid', 'none', 'none', 'none']);
  });

  test('the Policies menu lists the five pages, with type-ahead', async ({ page }) => {
    await open(page, '/');
    await mainNav(page).getByRole('button', { name: 'Policies & Procedures' }).focus();
    await page.keyboard.press('ArrowDown');
    const items = page.getByRole('menu').getByRole('menuitem');
    expect(await items.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(POLICY_PAGES);
    await page.keyboard.type('f');
    await expect(page.getByRole('menuitem', { name: 'Fees, Charges and Refunds' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${POLICY}/fees-charges-refunds`);
  });

  test('aria-current follows the route', async ({ page }) => {
    await open(page, '/about');
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).locator('[aria-current]')).toHaveCount(1);

    await open(page, `${POLICY}/student-handbook`);
    const policies = mainNav(page).getByRole('button', { name: 'Policies & Procedures' });
    await expect(policies).toHaveAttribute('aria-current', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    await policies.click();
    await expect(page.getByRole('menuitem', { name: 'Student Handbook' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('menu').locator('[aria-current]')).toHaveCount(1);

    await open(page, '/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Northwind Training' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mainNav(page).locator('[aria-current]')).toHaveCount(0);
  });

  test('LMS Login sits apart from the menus and opens the LMS in a new tab', async ({ page }) => {
    await open(page, '/');
    const lms = page.getByRole('banner').getByRole('link', { name: 'LMS Login (opens in a new tab)' });
    await expect(lms).toBeVisible();
    await expectExternal(lms);
    await expect(lms).toHaveAttribute('href', /^https:\/\//);
    await expect(mainNav(page).getByRole('link', { name: /LMS Login/ })).toHaveCount(0);
  });

  test('the header is 112 px high and stays at the top while scrolling', async ({ page }) => {
    await open(page, `${POLICY}/student-code-of-conduct`);
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height).toBe(112);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect((await header.boundingBox())?.y).toBe(0);
  });
});

test('the header fits on one line at every width, with a shortlist: the menus from 1280 px, the menu button below', async ({
  page,
}) => {
  await open(page, '/about');
  await page.evaluate(([key, codes]) => localStorage.setItem(key, JSON.stringify(codes)), [
    SHORTLIST_STORAGE_KEY,
    ['TLI30321', 'TLI40324'],
  ] as const);
  await open(page, '/about');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Shortlist 2 courses' })).toBeVisible();
  for (const width of [390, 768, 1024, 1100, 1279, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(mainNav(page)).toBeVisible({ visible: width >= DESKTOP_MENUS_WIDTH });
    await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeVisible({
      visible: width < DESKTOP_MENUS_WIDTH,
    });
    // Every control the header shows with words is one line high, and every control is inside the window.
    const boxes = await header.locator('a, button').evaluateAll((controls) =>
      controls
        .filter((control) => control.checkVisibility())
        .map((control) => {
          const { height, right } = control.getBoundingClientRect();
          return { name: control.textContent?.trim(), height, right };
        }),
    );
    expect(boxes.length).toBeGreaterThan(2);
    expect(
      boxes.filter((box) => (box.name && box.height > 48) || box.right > width),
      `${width} px`,
    ).toEqual([]);
  }
});

test.describe('mobile header', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the slide-out menu toggles open and closed, by pointer and keyboard', async ({ page }) => {
    await open(page, `${POLICY}/how-to-enrol`);
    await expect(mainNav(page)).toBeHidden();
    // While the menu is open the rest of the page is hidden from assistive technology, so find the toggle by CSS.
    const toggle = page.locator('header button[aria-haspopup="dialog"]');
    await expect(toggle).toHaveAccessibleName('Menu');
    await toggle.click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    // The section of the current page is expanded and marks the page.
    await expect(sheet.getByRole('link', { name: 'How to Enrol' })).toHaveAttribute('aria-current', 'page');
    await expectExternal(sheet.getByRole('link', { name: 'LMS Login (opens in a new tab)' }));

    await sheet.getByRole('button', { name: 'Close menu' }).click();
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(sheet).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('a link in the slide-out menu navigates', async ({ page }) => {
    await open(page, '/lms-login');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.getByText('Policies & Procedures').click();
    await sheet.getByRole('link', { name: 'Student Code of Conduct' }).click();
    await expect(page).toHaveURL(`${POLICY}/student-code-of-conduct`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Student Code of Conduct');
  });
});

test.describe('navigation before and without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('desktop menus are disclosures of real links', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/about');
    const nav = mainNav(page);
    await nav.getByText('Courses', { exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Cleaning Operations' })).toHaveAttribute(
      'href',
      '/courses?filter=cleaning-operations#all-courses',
    );
    await nav.getByText('Policies & Procedures').click();
    await nav.getByRole('link', { name: 'Student Handbook' }).click();
    await expect(page).toHaveURL(`${POLICY}/student-handbook`);
  });

  test('the phone menu opens and navigates', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/lms-login');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Menu', exact: true }).click();
    await banner.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
  });
});

test.describe('navigation behaviour', () => {
  test('arriving with a hash scrolls to that element; an unknown hash leaves the page at the top', async ({ page }) => {
    await page.goto('/about#team-heading');
    await expect(page.getByRole('heading', { name: 'Meet Our Team' })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.goto('/lms-login#no-such-section');
    await headerReady(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an in-page anchor scrolls to and focuses its target', async ({ page }) => {
    await open(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about#main$/);
    await expect(page.locator('main')).toBeFocused();
  });

  test('every external link on every page opens in a new tab without opener or referrer', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(paths).toEqual(expect.arrayContaining(SHELL_PAGES.filter((path) => path !== MISSING)));
    const offenders: string[] = [];
    // The served HTML, islands included (their server render holds the same links), without running redirects.
    for (const path of [...paths, MISSING]) {
      const html = await (await request.get(path)).text();
      for (const [tag] of html.matchAll(/<a\b[^>]*\bhref="(?:https?:)?\/\/[^"]*"[^>]*>/g)) {
        if (!/\btarget="_blank"/.test(tag) || !/\brel="noopener noreferrer"/.test(tag))
          offenders.push(`${path}: ${tag}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

test.describe('footer', () => {
  test('has the site links, policies, forms, social links, contact details and the RTO id', async ({ page }) => {
    await page.goto('/lms-login');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['About Us', '/about'],
      ['All Courses', '/courses'],
      ['Course Finder Quiz', '/quiz'],
      ['Get in Touch', '/get-in-touch'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const policyHrefs = await footer
      .getByRole('navigation', { name: 'Policies & Procedures' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(policyHrefs).toEqual(POLICY_PAGES);
    await expect(footer.getByRole('navigation', { name: 'Forms' }).getByRole('link')).toHaveCount(6);
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(4);
    await expect(footer.getByRole('link', { name: 'info@northwind-training.example' })).toHaveAttribute(
      'href',
      'mailto:info@northwind-training.example',
    );
    await expect(footer.getByRole('link', { name: '1300 975 707' })).toHaveAttribute('href', 'tel:1300975707');
    await expect(footer.getByText('Fortitude Valley QLD 4006')).toBeVisible();
    await expect(footer).toContainText(/© \d{4} Northwind Training/);
    await expect(footer).toContainText(/RTO\) ID: \d+/);
  });
});

test.describe('home', () => {
  test('hero buttons, popular courses, PD promo, why choose us, clients and testimonials', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('section').first();
    await expect(hero.getByRole('link', { name: 'Start Your Course Today' })).toHaveAttribute('href', '/courses');
    await expect(hero.getByRole('link', { name: 'Take the Quiz' })).toHaveAttribute('href', '/quiz');
    await expect(hero.getByRole('link', { name: 'Book a Meeting' })).toHaveAttribute('href', '/get-in-touch');

    const popular = page.getByRole('region', { name: 'Popular Courses' });
    await expect(popular.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(3);
    for (const code of ['TLIF0025', 'TLIF0005', 'TLI40324']) await expect(popular).toContainText(code);

    await expect(page.getByRole('region', { name: /Professional Development/ }).getByRole('link')).toHaveAttribute(
      'href',
      '/courses#pd-series',
    );
    const why = page.getByRole('region', { name: /Why Choose/ });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'Expert Trainers',
      'Accredited Courses',
      'Flexible Learning',
    ]);

    const clients = page.getByRole('region', { name: /Trusted by/ }).getByRole('link');
    expect(await clients.count()).toBeGreaterThan(0);
    for (const link of await clients.all()) await expectExternal(link);

    const testimonials = page.getByRole('region', { name: /What Our Learners Say/ });
    await expect(testimonials).toContainText('4.9/5 from 120+ learners');
    const first = testimonials.getByRole('listitem').first();
    await expect(first.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ })).toBeVisible();
    await expect(first.locator('blockquote')).not.toBeEmpty();
    await expect(first.locator('figcaption')).not.toBeEmpty();
  });
});

test.describe('about: team dialog', () => {
  test('opens with photo, title, bio and quote, traps focus, and closes on Escape returning focus', async ({
    page,
  }) => {
    await open(page, '/about');
    await expect(page.getByRole('heading', { name: 'Learning and Assessment Milestones' })).toBeVisible();
    const card = page.getByRole('button', { name: /Helen Marsh/ });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Helen Marsh' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: /Helen Marsh/ })).toBeVisible();
    await expect(dialog).toContainText('Chief Executive Officer');
    expect(await dialog.locator('p').count()).toBeGreaterThanOrEqual(3);
    await expect(dialog.locator('blockquote')).toBeVisible();
    // A modal <dialog> makes the rest of the page inert: Tab cycles through the dialog and the browser's own UI
    // (seen from the page as focus on <body>), never reaching a page element behind it.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate(
          (node) => node.contains(document.activeElement) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await page.getByRole('button', { name: /Priya Raman/ }).click();
    const noQuote = page.getByRole('dialog', { name: 'Priya Raman' });
    await expect(noQuote).toBeVisible();
    await expect(noQuote.locator('blockquote')).toHaveCount(0);
    await noQuote.getByRole('button', { name: 'Close' }).click();
    await expect(noQuote).toBeHidden();
  });
});

test.describe('policy and guide pages', () => {
  test('render their Portable Text content', async ({ page }) => {
    await page.goto(`${POLICY}/student-handbook`);
    const main = page.getByRole('main');
    await expectExternal(main.getByRole('link', { name: /Download the Student Handbook/ }));
    await expect(main.locator('article ul h2, article ul h3').first()).toBeVisible();
    for (const title of [
      'Welcome & Introduction',
      'Code of Conduct',
      'Enrolment Information',
      'Support Services',
      'Training & Assessment',
      'Complaints & Appeals',
    ]) {
      await expect(main.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }

    await page.goto(`${POLICY}/student-code-of-conduct`);
    const lists = page.locator('article ol');
    await expect(lists.nth(0).locator('li')).toHaveCount(7);
    await expect(lists.nth(1).locator('li')).toHaveCount(7);

    await page.goto(`${POLICY}/fees-charges-refunds`);
    await expect(page.getByRole('link', { name: 'accounts@northwind-training.example' })).toHaveAttribute(
      'href',
      'mailto:accounts@northwind-training.example',
    );

    await page.goto(`${POLICY}/complaints-appeals`);
    await expect(page.locator('article ol').first().locator(':scope > li')).toHaveCount(3);

    await page.goto(`${POLICY}/how-to-enrol`);
    const steps = page.locator('article ol').first().locator(':scope > li');
    await expect(steps).toHaveCount(4);
    const hrefs = await page
      .locator('article a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/courses',
        `${POLICY}/student-handbook`,
        '/courses#all-accredited-courses',
        '/get-in-touch',
        'tel:1300975707',
        `${POLICY}/fees-charges-refunds`,
      ]),
    );
  });
});

test.describe('LMS login and 404', () => {
  test('the LMS login page links out to the LMS and to support', async ({ page }) => {
    await page.goto('/lms-login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('LMS Login');
    await expectExternal(page.getByRole('main').getByRole('link', { name: 'Go to LMS Login (opens in a new tab)' }));
    await expect(page.getByRole('main')).toContainText("'Forgot Password'");
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact?subject=LMS_Support',
    );
  });

  test('an unknown path shows Page Not Found with a button back home', async ({ page }) => {
    const response = await page.goto(MISSING);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown path under /courses/ is replaced by /courses', async ({ page }) => {
    await page.goto('/lms-login');
    await page.goto('/courses/not-a-category');
    await expect(page).toHaveURL(/\/courses$/);
    // location.replace: Back skips the bad URL.
    await page.goBack();
    await expect(page).toHaveURL(/\/lms-login$/);
  });

  test('an unknown page below a course shows Page Not Found, not the catalogue', async ({ page }) => {
    const response = await page.goto('/courses/tlif0025/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveURL(/\/courses\/tlif0025\/no-such-page$/);
  });
});

test.describe('what pages load', () => {
  // React and Astro's island loader, which only pages with a React island need.
  const FRAMEWORK = /\/_astro\/(client|react|react-dom|jsx-runtime)\.[\w-]+\.js$/;

  test('content pages load no script file: the header works from its code in the page, and no island hydrates', async ({
    context,
  }) => {
    for (const path of ['/', '/about', '/courses/tli40324', `${POLICY}/complaints-appeals`, '/lms-login', MISSING]) {
      // A tab of its own: what search loads once opened on one page never counts for the next.
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await open(page, path);
      await page.waitForLoadState('networkidle');
      // A course page's fee checker waits, server-rendered, until the learner reaches it.
      expect(await page.locator('astro-island:not([ssr])').count(), path).toBe(0);
      expect(scripts, path).toEqual([]);
      // The header's script ran: the search link opens the dialog, whose code loads only now.
      await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
      await expect(page.getByRole('dialog', { name: 'Search' }), path).toBeVisible();
      expect(
        scripts.filter((script) => FRAMEWORK.test(script)),
        path,
      ).toEqual([]);
      expect(
        scripts.some((script) => /\/search-dialog\.[\w-]+\.js$/.test(script)),
        path,
      ).toBe(true);
      await page.close();
    }
  });

  test('pages without a toast-raising island do not load the toaster', async ({ page }) => {
    const scripts: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname),
    );
    await open(page, '/courses');
    await hydrated(page, 'CourseCatalogue');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => FRAMEWORK.test(path))).toBe(true);
    expect(scripts.filter((path) => /Toaster|toasts/.test(path))).toEqual([]);
  });
});

test.describe('SEO', () => {
  test('every page has a unique suffixed title, a description, a canonical URL and Open Graph tags', async ({
    page,
  }) => {
    const titles = new Set<string>();
    for (const path of SHELL_PAGES.filter((p) => p !== MISSING)) {
      await page.goto(path);
      const title = await page.title();
      expect(title, path).toMatch(/ \| Northwind Training$/);
      titles.add(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${SITE}${path === '/' ? '/' : path}`,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        `${SITE}${path === '/' ? '/' : path}`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\//);
    }
    expect(titles.size).toBe(SHELL_PAGES.length - 1);
  });

  test('the home page describes the organisation in JSON-LD', async ({ page }) => {
    await page.goto('/');
    expect(await jsonLdOfType(page, 'EducationalOrganization')).toMatchObject({
      '@type': 'EducationalOrganization',
      name: 'Northwind Training',
      telephone: '1300 975 707',
      url: `${SITE}/`,
    });
  });

  test('robots.txt points at the sitemap, which lists the pages but not the 404', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
    const index = await request.get('/sitemap-index.xml');
    expect(index.ok()).toBe(true);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    for (const path of SHELL_PAGES.filter((p) => p !== MISSING && p !== '/'))
      expect(sitemap).toContain(`<loc>${SITE}${path}</loc>`);
    expect(sitemap).not.toContain('404');
  });
});

test.describe('toasts', () => {
  test('one toast at a time; dismissed by its button, Escape or swipe; F8 focuses the region', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    // The form nobody has touched hydrates once the page has long been quiet (client:interaction): the page's clock
    // runs that wait at once, rather than the test sitting through it.
    await page.clock.install();
    await page.goto('/pd-registration');
    await page.waitForLoadState('load');
    await page.clock.runFor(15_000);
    await page.locator('astro-island[component-url*="PdRegistrationForm"]:not([ssr])').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    // The toaster loads with the first toast, not with the page.
    expect(scripts.filter((url) => url.includes('/mount-toaster.'))).toEqual([]);
    const submit = page
      .getByRole('main')
      .getByRole('button', { name: /Register|Submit|Save/ })
      .last();
    const region = page.getByRole('region', { name: /Notifications/ });
    const toasts = region.getByRole('listitem');

    await submit.click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts.first()).toContainText('Validation Error');
    expect(scripts.some((url) => url.includes('/mount-toaster.'))).toBe(true);
    await submit.click();
    await expect(toasts).toHaveCount(1);

    await toasts.first().getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toasts).toHaveCount(0);

    await submit.click();
    await expect(toasts).toHaveCount(1);
    await page.keyboard.press('F8');
    await expect(region.locator('ol')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toasts).toHaveCount(0);

    await submit.click();
    const box = (await toasts.first().boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + 200, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(toasts).toHaveCount(0);
  });
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`no violations on the shell pages at ${name} width`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(viewport);
      for (const path of SHELL_PAGES) {
        await open(page, path);
        expect(await axeViolations(page), path).toEqual([]);
      }
    });

    test(`no violations with menus and the team dialog open at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, `${POLICY}/student-handbook`);
      if (viewport.width >= DESKTOP_MENUS_WIDTH) {
        await mainNav(page).getByRole('button', { name: 'Courses' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
      } else {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      }
      expect(await axeViolations(page), 'menu open').toEqual([]);

      await open(page, '/about');
      await page.getByRole('button', { name: /Daniel Okafor/ }).click();
      await expect(page.getByRole('dialog', { name: 'Daniel Okafor' })).toBeVisible();
      expect(await axeViolations(page), 'team dialog open').toEqual([]);
    });
  }

  // Lighthouse's accessibility audit runs axe on the page as it loaded, without rendering first what the browser
  // leaves for later (content-visibility: auto): light text on a dark box it has not painted reads as on white.
  test('text is legible to an accessibility check that reads the page as loaded, without scrolling', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    for (const path of ['/', '/about', '/courses/tli40324']) {
      await page.goto(path);
      const { violations } = await runAxe(page, { runOnly: { type: 'rule', values: ['color-contrast'] } });
      expect(
        violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
        path,
      ).toEqual([]);
    }
  });
});
