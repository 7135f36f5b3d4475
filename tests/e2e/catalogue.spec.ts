import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, jsonLdOfType, test, VIEWPORTS } from './fixtures.ts';
import { searchFor, searchHits } from './search-dialog.ts';
import { hydrated } from './hydration.ts';
import { openPdFormDialog } from './pd-form-dialog.ts';
import { readFile } from 'node:fs/promises';
import { parseIcs } from '../fixtures/parse-ics.ts';
import { dayLabel } from '../../contracts/intakes/labels.ts';

// The spec's courses, and the seed's superseded TLI40319 (Transport and Logistics), listed until its last day.
const SUPERSEDED = ['TLI40319'];
const CATEGORIES = [
  ['transport-and-logistics', 'Transport and Logistics', 13 + SUPERSEDED.length],
  ['leadership-and-management', 'Leadership and Management', 3],
  ['food-manufacturing-and-food-safety', 'Food Manufacturing and Food Safety', 3],
  ['cleaning-operations', 'Cleaning Operations', 1],
] as const;
const ALL_COURSES = 20 + SUPERSEDED.length;
const FORM_URL = 'https://form.jotform.com/252419101847053';

const cards = (page: Page) => page.locator('article[data-course]');
const visibleCards = (page: Page) => page.locator('article[data-course]:visible');
const card = (page: Page, code: string) => page.locator(`article[data-course="${code}"]`);
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search courses' });
const categorySelect = (page: Page) => page.getByLabel('Category', { exact: true });
const typeSelect = (page: Page) => page.getByLabel('Course type', { exact: true });

async function openCatalogue(page: Page, path = '/courses') {
  await page.goto(path);
  await hydrated(page, 'CourseCatalogue');
  await expect(search(page)).toBeEnabled();
}

const choose = (select: Locator, option: string) => select.selectOption({ label: option });

const historyLength = (page: Page) => page.evaluate(() => history.length);

/** Cards fade in; axe measures contrast, so it runs once they have arrived. */
const animationsDone = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));

test.describe('the catalogue page', () => {
  test('has its title, header, sections and every course', async ({ page }) => {
    await openCatalogue(page);
    await expect(page).toHaveTitle(/^Nationally Recognised Training Courses \| Northwind Training$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Programs, your future!');
    await expect(page.locator('section#pd-series')).toBeVisible();
    await expect(page.locator('#all-courses')).toBeVisible();
    await expect(page.locator('#all-accredited-courses')).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Explore Our Accredited Courses' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not Sure Which Course Is Right for You?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming Intakes' })).toBeVisible();
    await expect(visibleCards(page)).toHaveCount(ALL_COURSES);

    const list = (await jsonLdOfType(page, 'ItemList')) as { itemListElement: unknown[] };
    expect(list.itemListElement).toHaveLength(ALL_COURSES);
    expect(list.itemListElement[0]).toMatchObject({ position: 1, url: expect.stringMatching(/\/courses\/tlif0025$/) });
  });

  test('"Upcoming Intakes" lists every intake a card announces up to its last day, and says how it chooses', async ({
    page,
  }) => {
    await openCatalogue(page);
    const listed = page.locator('[data-upcoming-intakes] > li');
    const days = await listed.locator('[data-intake-day]').allInnerTexts();
    expect(days.length).toBeGreaterThanOrEqual(6);
    const lastDay = Date.parse(days[days.length - 1]);
    const listedText = (await listed.allInnerTexts()).join('\n');
    // Every course whose card announces its next intake on or before the list's last day is in the list.
    let announced = 0;
    for (const article of await cards(page).all()) {
      const line = await article.locator('[data-next-intake]').textContent();
      const day = /Next intake: \w+ (\d+ \w+ \d{4})/.exec(line ?? '')?.[1];
      if (!day || Date.parse(day) > lastDay) continue;
      announced += 1;
      expect(listedText, `${await article.getAttribute('data-course')} starts ${day}`).toContain(
        (await article.getAttribute('data-course'))!,
      );
    }
    expect(announced).toBeGreaterThanOrEqual(6);
    await expect(page.locator('[data-upcoming-intakes-note]')).toHaveText(
      `Every intake starting by ${days[days.length - 1]}, soonest first. Each course page lists all of its own intakes.`,
    );
  });

  test('search narrows the grid case-insensitively without adding history', async ({ page }) => {
    await openCatalogue(page);
    const before = await historyLength(page);
    await search(page).fill('  sEcUrE CaRgO ');
    await expect(visibleCards(page)).toHaveCount(1);
    await expect(card(page, 'TLIA1001')).toBeVisible();
    // The target audience is searched too (TLIF0025's names warehouse staff, its summary does not).
    await search(page).fill('warehouse staff');
    await expect(visibleCards(page)).toHaveCount(2);
    await expect(card(page, 'TLIF0025')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/courses');
    expect(await historyLength(page)).toBe(before);
  });

  test('the category filter narrows the grid and replaces the URL', async ({ page }) => {
    await openCatalogue(page);
    const before = await historyLength(page);
    await choose(categorySelect(page), 'Leadership and Management');
    await expect(page).toHaveURL(/\/courses\/leadership-and-management$/);
    await expect(visibleCards(page)).toHaveCount(3);
    await expect(card(page, 'BSB50420')).toBeVisible();
    expect(await historyLength(page)).toBe(before);
  });

  test('the type filter narrows the grid and replaces the URL', async ({ page }) => {
    await openCatalogue(page);
    const before = await historyLength(page);
    await choose(typeSelect(page), 'Full Qualifications');
    await expect(page).toHaveURL(/\/courses\?type=qualification$/);
    await expect(visibleCards(page)).toHaveCount(10 + SUPERSEDED.length);
    await expect(card(page, 'TLI40319')).toBeVisible();
    await expect(card(page, 'TLIF0025')).toBeHidden();
    await choose(typeSelect(page), 'Units of Competency');
    await expect(page).toHaveURL(/\/courses\?type=unit$/);
    await expect(visibleCards(page)).toHaveCount(10);
    await expect(card(page, 'TLI40324')).toBeHidden();
    await choose(typeSelect(page), 'All Course Types');
    await expect(page).toHaveURL(/\/courses$/);
    await expect(visibleCards(page)).toHaveCount(ALL_COURSES);
    expect(await historyLength(page)).toBe(before);
  });

  test('category and type combine; Clear Filters resets everything', async ({ page }) => {
    await openCatalogue(page);
    await choose(categorySelect(page), 'Transport and Logistics');
    await choose(typeSelect(page), 'Units of Competency');
    await expect(page).toHaveURL(/\/courses\/transport-and-logistics\?type=unit$/);
    await expect(visibleCards(page)).toHaveCount(8);
    await search(page).fill('fatigue');
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(search(page)).toHaveValue('');
    await expect(visibleCards(page)).toHaveCount(ALL_COURSES);
  });

  test('an empty result says so', async ({ page }) => {
    await openCatalogue(page);
    await search(page).fill('underwater basket weaving');
    await expect(visibleCards(page)).toHaveCount(0);
    await expect(page.getByText('No courses found matching your criteria.')).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or filters.')).toBeVisible();
    await search(page).fill('');
    await expect(page.getByText('No courses found matching your criteria.')).toBeHidden();
  });
});

test.describe('course cards', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('show the right button for each kind of course', async ({ page }) => {
    await page.goto('/courses');
    const paid = card(page, 'TLIF0025').getByRole('link', { name: /^Pay and Enrol/ });
    await expect(paid).toHaveAttribute('href', /^https:\/\/buy\.stripe\.com\//);
    await expect(paid).toHaveAttribute('target', '_blank');
    await expect(paid).toHaveAttribute('rel', 'noopener noreferrer');

    const unpaid = card(page, 'TLIF0007').getByRole('link', { name: /^Pay and Enrol/ });
    await expect(unpaid).toHaveAttribute('href', '/get-in-touch');
    await expect(unpaid).not.toHaveAttribute('target', /.*/);

    const enquire = card(page, 'TLI40324').getByRole('link', { name: /^Enquire Now/ });
    await expect(enquire).toHaveAttribute('href', '/get-in-touch');
    await expect(card(page, 'TLI40324').getByRole('link', { name: /^Pay and Enrol/ })).toHaveCount(0);

    const flyer = card(page, 'TLI20421').getByRole('link', { name: /^Program Flyer/ });
    await expect(flyer).toHaveAttribute('href', /\.pdf$/);
    await expect(flyer).toHaveAttribute('target', '_blank');
    await expect(card(page, 'TLIF0025').getByRole('link', { name: /^Program Flyer/ })).toHaveCount(0);

    await expect(
      card(page, 'TLIF0025').getByRole('link', { name: 'Follow Work Health and Safety Procedures', exact: true }),
    ).toHaveAttribute('href', '/courses/tlif0025');
  });

  test('show the first sentence and badges coloured by tag', async ({ page }) => {
    await page.goto('/courses');
    const tlif0006 = card(page, 'TLIF0006');
    await expect(tlif0006.locator('[data-variant="cor"]')).toHaveText('CoR Relevant');
    await expect(tlif0006.locator('[data-variant="cor"] svg')).toHaveCount(1);
    await expect(tlif0006.locator('[data-variant="fatigue"] svg')).toHaveCount(1);
    await expect(tlif0006.locator('[data-variant="short-course"] svg')).toHaveCount(0);
    await expect(card(page, 'TLIA1001').locator('[data-variant="outline"]')).toHaveText('Warehouse & Inventory');
    await expect(card(page, 'TLIF0025')).toContainText(
      'Build the everyday safety habits that every transport and logistics workplace relies on.',
    );
    await expect(card(page, 'TLIF0025')).not.toContainText('Study fully online at your own pace');
  });

  test('animate in with a 0.05 s stagger', async ({ page }) => {
    await page.goto('/courses');
    const delay = (index: number) =>
      cards(page)
        .nth(index)
        .evaluate((element) => getComputedStyle(element).animationDelay);
    expect(await delay(0)).toBe('0s');
    expect(await delay(3)).toBe('0.15s');
  });

  test('filtered cards take their place in the stagger among the cards shown', async ({ page }) => {
    await openCatalogue(page);
    await choose(categorySelect(page), 'Leadership and Management');
    const delays = await page
      .locator('article[data-course]:visible')
      .evaluateAll((shown) => shown.map((element) => getComputedStyle(element).animationDelay));
    expect(delays).toEqual(['0s', '0.05s', '0.1s']);
  });

  test('do not animate under reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${test.info().project.use.baseURL}/courses`);
    expect(
      await cards(page)
        .nth(3)
        .evaluate((element) => getComputedStyle(element).animationName),
    ).toBe('none');
    await context.close();
  });
});

test.describe('PD series', () => {
  test('cards show their state', async ({ page }) => {
    await page.goto('/courses#pd-series');
    const pd = page.locator('#pd-series');
    const active = pd.getByRole('article').filter({ hasText: 'Chain of Responsibility Monthly Session' });
    await expect(active).toContainText('$65');
    await expect(active.getByRole('button', { name: 'Register & Pay Now' })).toBeVisible();

    const group = pd.getByRole('article').filter({ hasText: 'Chain of Responsibility Group Registration' });
    const learnMore = group.getByRole('link', { name: /^Learn More/ });
    await expect(learnMore).toHaveAttribute('href', '/pd-registration?course=TLIF0005');
    await expect(learnMore).not.toHaveAttribute('target', /.*/);

    const soon = pd.getByRole('article').filter({ hasText: 'Fatigue Management Refresher' });
    await expect(soon.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    await expect(soon).not.toContainText('$');
  });

  test('Register & Pay Now opens the form in an accessible modal', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    const { opener, dialog } = await openPdFormDialog(page, '/courses');
    await expect(dialog).toHaveAccessibleName(/Chain of Responsibility Monthly Session/);
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', FORM_URL);
    await expect(frame).toHaveAttribute('title', 'Chain of Responsibility Monthly Session registration form');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame.contentFrame().getByRole('heading', { name: 'Registration form' })).toBeVisible();

    await animationsDone(page);
    expect(await axeViolations(page)).toEqual([]);

    // Focus stays inside the dialog however far the visitor tabs. The form is a cross-origin frame, so focus moves
    // in and out of it asynchronously: wait for it to settle after each key.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('category pages and redirects', () => {
  test('each category page is the catalogue filtered to its category', async ({ page }) => {
    for (const [slug, name, count] of CATEGORIES) {
      await test.step(`/courses/${slug}`, async () => {
        await openCatalogue(page, `/courses/${slug}`);
        await expect(page).toHaveTitle(`${name} Courses | Northwind Training`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
        await expect(visibleCards(page)).toHaveCount(count);
        await expect(categorySelect(page)).toHaveValue(slug);
        await expect(page.locator('#all-courses')).toBeInViewport();
      });
    }
  });

  test('a category page keeps ?type=', async ({ page }) => {
    await openCatalogue(page, '/courses/transport-and-logistics?type=qualification');
    await expect(visibleCards(page)).toHaveCount(5 + SUPERSEDED.length);
  });

  test('an unknown slug goes to /courses', async ({ page }) => {
    await page.goto('/courses/no-such-category');
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Programs, your future!');
  });

  test('the legacy filter form redirects by replacement', async ({ page }) => {
    await page.goto('/quiz');
    const before = await historyLength(page);
    await page.goto('/courses?filter=transport-and-logistics&type=unit');
    await expect(page).toHaveURL(/\/courses\/transport-and-logistics\?type=unit$/);
    await expect(visibleCards(page)).toHaveCount(8);
    expect(await historyLength(page)).toBe(before + 1);

    await page.goto('/courses?filter=cleaning-operations&type=all#all-courses');
    await expect(page).toHaveURL(/\/courses\/cleaning-operations(#all-courses)?$/);

    await page.goto('/courses?filter=all');
    await expect(page).toHaveURL(/\/courses\?filter=all$/);
    await expect(visibleCards(page)).toHaveCount(ALL_COURSES);
  });
});

/** The first event of the .ics a link downloads, as an independent parser reads it. */
async function downloadedEvent(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  return parseIcs(await readFile(await download.path(), 'utf8')).events[0];
}

// The e2e build's BUILD_TIME is 1 July 2025 (scripts/test.ts): the rolling transport pattern starts on the first
// Monday after it, while the dated intakes and the leadership pattern are in December 2026 and 2027.
test.describe('intakes and calendars', () => {
  test('a visitor finds a course starting soon, adds its intake to a calendar, and joins a full intake’s waitlist', async ({
    page,
  }) => {
    await openCatalogue(page);
    await page.getByRole('radio', { name: 'Next 3 months' }).check();
    await expect(page).toHaveURL(/\/courses\?starting=3-months$/);
    await expect(card(page, 'TLIA1001')).toBeHidden();
    await expect(card(page, 'BSB50420')).toBeHidden();
    await expect(card(page, 'TLIF0025').locator('[data-next-intake]')).toHaveText('Start any time');
    const next = 'Next intake: Mon 7 July 2025 · Online';
    await expect(card(page, 'TLIF0080').locator('[data-next-intake]')).toHaveText(next);

    await card(page, 'TLIF0080')
      .getByRole('link', { name: 'Implement and Monitor the Safety Duties of Transport Activities', exact: true })
      .click();
    await expect(page).toHaveURL(/\/courses\/tlif0080$/);
    await expect(page.locator('[data-pagefind-meta="intake"]')).toHaveText(next);
    const first = page.locator('#intakes [data-intake]').first();
    await expect(first.locator('[data-intake-day]')).toHaveText('Mon 7 July 2025');
    await first.getByText('Add to calendar').click();
    const event = await downloadedEvent(page, first.getByRole('link', { name: /^Download \(\.ics\)/ }));
    expect(dayLabel(event.day)).toBe(await first.locator('[data-intake-day]').textContent());
    expect(event).toMatchObject({ allDay: true, summary: expect.stringContaining('TLIF0080') });
    const instances = (await jsonLdOfType(page, 'Course')) as { hasCourseInstance: { startDate: string }[] };
    expect(instances.hasCourseInstance[0]).toMatchObject({ startDate: event.day, courseMode: 'Online' });
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page)).toEqual([]);
    }

    await page.goto('/courses/tlif0005');
    const full = page
      .locator('#intakes [data-intake]')
      .filter({ has: page.locator('[data-intake-status]', { hasText: 'Full' }) });
    await expect(full.locator('[data-intake-day]')).toHaveText('Mon 7 December 2026');
    await full.getByRole('link', { name: /^Join the waitlist/ }).click();
    await expect(page).toHaveURL(/\/get-in-touch\?subject=/);
    await hydrated(page, 'ContactForm');
    await expect(page.getByLabel('Subject')).toHaveValue(
      'Waitlist: TLIF0005 Apply a Fatigue Risk Management System, intake Mon 7 December 2026 (Online)',
    );
  });

  test('PD cards, the home page and the session list share the next session, at 10:00 Brisbane time', async ({
    page,
  }) => {
    const next = 'Next session: Wed 2 July 2025, 10:00 am – 12:00 pm Brisbane time';
    await page.goto('/');
    await expect(page.locator('[data-next-session]')).toHaveText(next);
    await page.goto('/courses');
    await expect(page.locator('[data-pd-session="cor-group-registration"] [data-next-session]')).toHaveText(next);
    const session = page.locator('[data-pd-session-date="2025-07-02"]');
    await session.getByText('Add to calendar').click();
    const event = await downloadedEvent(page, session.getByRole('link', { name: /^Download \(\.ics\)/ }));
    expect(event).toMatchObject({
      tzid: 'Australia/Brisbane',
      start: new Date('2025-07-02T00:00:00Z'),
      end: new Date('2025-07-02T02:00:00Z'),
    });
    const pdEvent = (await jsonLdOfType(page, 'Event')) as Record<string, unknown>;
    expect(pdEvent).toMatchObject({
      startDate: '2025-07-02T10:00:00+10:00',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      offers: { price: 65, priceCurrency: 'AUD' },
    });
  });
});

/** How far below the sticky header a card's heading sits, once the scroll to it has ended. */
async function headingBelowHeader(page: Page, id: string) {
  const heading = page.locator(`#${id}`).getByRole('heading');
  await expect(heading).toBeInViewport();
  const gap = () =>
    heading.evaluate((element) => {
      const header = element.ownerDocument.querySelector('body > header')!.getBoundingClientRect();
      return Math.round(element.getBoundingClientRect().top - header.bottom);
    });
  // The smooth scroll has ended once two readings a moment apart agree.
  await expect.poll(async () => (await gap()) - (await page.waitForTimeout(200), await gap())).toBe(0);
  return gap();
}

// Search results link to cards by their anchor. Cards are rendered only near the screen, with a guessed height until
// then, so a scroll past them aimed at the guess would end off the card.
test.describe('arriving at a card', () => {
  // The smooth scroll is the one guessed heights would throw off.
  test.use({ reducedMotion: 'no-preference' });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });
      for (const [viewport, size] of Object.entries(VIEWPORTS)) {
        test(`the last card's anchor shows its heading just below the header, at ${viewport}`, async ({ page }) => {
          await page.setViewportSize(size);
          await page.goto('/courses');
          const id = (await cards(page).last().getAttribute('id'))!;
          // A new document, as from a link on another page (the same document would only move to the fragment).
          await page.goto('about:blank');
          await page.goto(`/courses#${id}`);
          const gap = await headingBelowHeader(page, id);
          expect(gap).toBeGreaterThanOrEqual(0);
          expect(gap).toBeLessThan(80);
        });
      }
    });
  }

  test('a search result for the last card, chosen on /courses, scrolls to that card', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/courses');
    const last = cards(page).last();
    const [id, code] = await Promise.all([last.getAttribute('id'), last.getAttribute('data-course')]);
    await page.keyboard.press('/');
    await searchFor(page, code!);
    const hit = searchHits(page).first();
    await expect(hit).toHaveAttribute('href', `/courses#${id}`);
    await hit.click();
    await expect(page).toHaveURL(`/courses#${id}`);
    const gap = await headingBelowHeader(page, id!);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(80);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Starting within" filters the cards', async ({ page }) => {
    await page.goto('/courses');
    await page.getByText('This month', { exact: true }).click();
    await expect(card(page, 'TLIA1001')).toBeHidden();
    await expect(card(page, 'TLIF0080')).toBeVisible();
    await expect(card(page, 'TLIF0025')).toBeVisible();
    await page.getByText('Any time', { exact: true }).click();
    await expect(visibleCards(page)).toHaveCount(ALL_COURSES);
  });

  test('/courses lists every course with working links', async ({ page }) => {
    await page.goto('/courses');
    await expect(visibleCards(page)).toHaveCount(ALL_COURSES);
    await expect(page.getByRole('heading', { name: 'Explore Our Accredited Courses' })).toBeVisible();
    await card(page, 'TLI40324')
      .getByRole('link', { name: 'Certificate IV in Supply Chain Operations', exact: true })
      .click();
    await expect(page).toHaveURL(/\/courses\/tli40324$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificate IV in Supply Chain Operations');
  });

  test('a category page lists the courses of its category', async ({ page }) => {
    await page.goto('/courses/leadership-and-management');
    await expect(visibleCards(page)).toHaveCount(3);
    await expect(card(page, 'BSB50420')).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    test(`the catalogue and a category page have no axe violations at ${viewport}`, async ({ page }) => {
      await page.setViewportSize(size);
      for (const path of ['/courses', '/courses/leadership-and-management']) {
        await openCatalogue(page, path);
        await animationsDone(page);
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }
});
