import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { STANDARD_ITEMS } from '../../src/lib/courses/before-you-enrol.ts';
import { formatFee } from '../../contracts/rules/price.ts';
import { QUALIFICATION_CODE_PATTERN } from '../../contracts/rules/course-code.ts';
import { axeViolations, expect, jsonLdOfType, OUT_DIR, test, VIEWPORTS } from './fixtures.ts';
import { renderedText } from './rendered-text.ts';

const T = 'transport-and-logistics';
const L = 'leadership-and-management';
const F = 'food-manufacturing-and-food-safety';
const C = 'cleaning-operations';

// The 19 course pages of spec 2.6, with their titles, fees (two decimals, spec 3) and category pages.
const PAGES = [
  ['tlif0025', 'Follow Work Health and Safety Procedures', '$330.00', T],
  ['tlif0006', 'Administer a Fatigue Risk Management System', '$699.00', T],
  ['tli40324', 'Certificate IV in Supply Chain Operations', '$7,620.00', T],
  ['tlif0009', 'Ensure the Safety of Transport Activities (Chain of Responsibility)', '$475.00', T],
  ['tlif0080', 'Implement and Monitor the Safety Duties of Transport Activities', '$699.00', T],
  ['tlif0005', 'Apply a Fatigue Risk Management System', '$475.00', T],
  ['tlif0007', 'Manage a Fatigue Risk Management System', '$899.00', T],
  ['tlia1001', 'Secure Cargo', '$475.00', T],
  ['tlid0015', 'Load and Unload Goods/Cargo', '$475.00', T],
  ['tli31222', 'Certificate III in Driving Operations', '$6,810.00', T],
  ['tli30321', 'Certificate III in Supply Chain Operations', '$6,540.00', T],
  ['tli50224', 'Diploma of Logistics', '$8,160.00', T],
  ['bsb40120', 'Certificate IV in Business', '$6,540.00', L],
  ['bsb40520', 'Certificate IV in Leadership and Management', '$6,270.00', L],
  ['bsb50420', 'Diploma of Leadership and Management', '$8,160.00', L],
  ['fbp30121', 'Certificate III in Food Processing', '$9,790.00', F],
  ['sitxfsa005', 'Use Hygienic Practices for Food Safety', '$99.00', F],
  ['sirrfsa001', 'Handle food safely in a retail environment', '$299.00', F],
  ['cpp30321', 'Certificate III in Cleaning Operations', '$6,540.00', C],
] as const;

const sidebar = (page: Page) =>
  page
    .locator('aside, section')
    .filter({ has: page.getByRole('heading', { name: 'Program Details' }) })
    .last();

test.describe('course pages', () => {
  // One page for all 19 (a step each) rather than a browser page each: the same checks in a fraction of the time.
  test('each course page shows its title, fee, description, flyer link and back link', async ({ page }) => {
    test.setTimeout(180_000);
    for (const [id, title, fee, category] of PAGES) {
      await test.step(`/courses/${id}`, async () => {
        await page.goto(`/courses/${id}`);
        await expect(page).toHaveTitle(`${title} | Northwind Training`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
        await expect(page.getByTestId('fee')).toHaveText(fee);
        await expect(sidebar(page)).toContainText(fee);
        await expect(page.getByTestId('back-link')).toHaveAttribute('href', `/courses/${category}`);
        await expect(page.getByRole('link', { name: /^Download Program Flyer/ })).toHaveAttribute('target', '_blank');
      });
    }
  });

  test('a unit page: descriptor, features, benefits, approach, details, Pay & Enrol and JSON-LD', async ({ page }) => {
    await page.goto('/courses/tlif0025');
    const header = page.getByTestId('back-link').locator('..');
    await expect(header.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(header).toContainText('Transport and Logistics');
    await expect(header).toContainText('24 hours / 4 weeks');
    await expect(header).toContainText('Online');
    await expect(header).toContainText('$330');
    await expect(header.locator('img')).toHaveAttribute('alt', /TLIF0025/);

    await expect(page.getByText('TLIF0025 Follow work health and safety procedures describes')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Program Features' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Student Benefits' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Applied Approach' })).toBeVisible();
    for (const card of ['Qualified', 'Compliant', 'Safe'])
      await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
    await expect(sidebar(page)).toContainText(/volume of learning/i);
    await expect(sidebar(page)).toContainText(/delivery/i);

    // In the sidebar, and again after "Before you enrol".
    const pay = page.getByRole('link', { name: /^Pay & Enrol/ });
    await expect(pay).toHaveCount(2);
    for (const link of await pay.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\/buy\.stripe\.com\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.locator('#before-you-enrol').getByRole('link', { name: /^Pay & Enrol/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Enquire Now/ })).toHaveCount(0);

    expect(await jsonLdOfType(page, 'Course')).toMatchObject({
      name: 'Follow Work Health and Safety Procedures',
      courseCode: 'TLIF0025',
      description: expect.any(String),
      provider: { '@type': 'Organization', name: 'Northwind Training' },
      offers: [{ '@type': 'Offer', name: 'Full fee', category: 'Paid', price: 330, priceCurrency: 'AUD' }],
      // Its monthly online intakes, each with the unit's hours and its first day.
      hasCourseInstance: expect.arrayContaining([
        { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT24H', startDate: '2025-07-07' },
      ]),
    });
  });

  test('a unit without a payment link enrols through /get-in-touch', async ({ page }) => {
    await page.goto('/courses/tlif0007');
    for (const pay of await page.getByRole('link', { name: /^Pay & Enrol/ }).all())
      await expect(pay).toHaveAttribute('href', '/get-in-touch');
  });

  test('a qualification page: overview, structure, units, electives and Enquire Now', async ({ page }) => {
    await page.goto('/courses/tli40324');
    const details = sidebar(page);
    await expect(details).toContainText('576 hours');
    await expect(details).toContainText(/structure/i);
    await expect(details).toContainText('TLIF0080');
    await expect(details).toContainText('TLIP0010');
    await expect(details).toContainText(/licensing/i);
    await expect(details).toContainText('TLIF0006');
    await expect(details).toContainText(/elective/i);
    const enquire = page.getByRole('link', { name: /^Enquire Now/ });
    await expect(enquire).toHaveCount(2);
    for (const link of await enquire.all()) await expect(link).toHaveAttribute('href', '/get-in-touch');
    await expect(page.getByRole('link', { name: /^Pay & Enrol/ })).toHaveCount(0);
  });

  test('the back link leads to the category page', async ({ page }) => {
    await page.goto('/courses/bsb50420');
    await page.getByTestId('back-link').click();
    await expect(page).toHaveURL(/\/courses\/leadership-and-management$/);
    await expect(page.locator('article[data-course="BSB50420"]')).toBeVisible();
  });

  test('every course page built into dist/ has "Before you enrol" with each item of Standard 2.1(2)(c), without JavaScript', async ({
    browser,
  }) => {
    // It reads every course page (20 in the seed): with two CPU burners beside the suite, well over a minute.
    test.setTimeout(240_000);
    const pages = await coursePagesInDist();
    // The spec's pages, and the seed's superseded TLI40319, which keeps its page until its last day.
    expect(pages.sort()).toEqual([...PAGES.map(([id]) => `/courses/${id}`), '/courses/tli40319'].sort());
    // Without JavaScript: the section must be there for every reader and every printer.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        const section = page.locator('#before-you-enrol');
        await expect(section.getByRole('heading', { level: 2, name: 'Before you enrol' })).toBeVisible();
        for (const id of Object.values(STANDARD_ITEMS).flat()) {
          const item = section.locator(`[data-standard-item="${id}"]`);
          await expect(item, id).toHaveCount(1);
          await expect(item.locator('dt'), id).toHaveText(/\w/);
          await expect(item.locator('dd'), id).toHaveText(/\w{3,}.*\w{3,}/);
        }
        // Each Offer of the structured data is a price the learner reads, under its name.
        const fees = await renderedText(section.locator('[data-standard-item="fees"] dd'));
        const offers = ((await jsonLdOfType(page, 'Course'))?.offers ?? []) as { name: string; price: number }[];
        expect(offers.length).toBeGreaterThan(0);
        for (const offer of offers) expect(fees).toContain(`${offer.name}`);
        expect(fees.match(/^.+: \$[\d,]+\.\d\d$/gm)?.map((line) => line.replace(/^.*: /, ''))).toEqual(
          offers.map((offer) => formatFee(String(offer.price))),
        );
        expect(fees).toContain(await page.getByTestId('fee').innerText());
        // The learner's rights, with the policies that set them out, where a learner reads before enrolling.
        const rights = section.locator('[data-standard-item="rights"]');
        for (const [name, slug] of [
          ['Student Handbook', 'student-handbook'],
          ['Student Code of Conduct', 'student-code-of-conduct'],
          ['Complaints and Appeals', 'complaints-appeals'],
        ])
          await expect(rights.getByRole('link', { name, exact: true })).toHaveAttribute(
            'href',
            new RegExp(`^/training-with-[a-z-]+/${slug}$`),
          );
        // One unit count everywhere: the structure, Program Features, the overview and "Before you enrol".
        const unitCounts = new Set((await page.locator('main').innerText()).match(/\b\d+(?= units\b)/g));
        const qualification = QUALIFICATION_CODE_PATTERN.test(path.split('/').pop()!.toUpperCase());
        expect([...unitCounts], 'the unit counts the page states').toHaveLength(qualification ? 1 : 0);
        // The enrol button comes after what a learner should read first.
        await expect(section.getByRole('link', { name: /^(Pay & Enrol|Enquire Now)/ })).toBeVisible();
      });
    }
    await context.close();
  });

  test('"Before you enrol" is reached from the header band and the catalogue card, and prints on two A4 pages at most', async ({
    page,
  }) => {
    await page.goto('/courses/transport-and-logistics');
    await page
      .locator('article[data-course="TLI40324"]')
      .getByRole('link', { name: /^Before you enrol/ })
      .click();
    await expect(page).toHaveURL(/\/courses\/tli40324#before-you-enrol$/);
    await page.getByRole('link', { name: /^Before you enrol/ }).click();
    await expect(page.locator('#before-you-enrol')).toBeInViewport();

    // The fee line shows each funding option (TLI30321: full fee, a subsidised place and its concession price).
    await page.goto('/courses/tli30321');
    await expect(sidebar(page).getByRole('list', { name: 'Fee options' })).toHaveText(
      /Full fee: \$6,540\.00\s*Certificate 3 Guarantee, QLD: \$1,250\.00\s*Certificate 3 Guarantee, concession, QLD: \$625\.00/,
    );

    await page.goto('/courses/tli40324');
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', '');
    });
    await page.getByRole('button', { name: 'Print or save as PDF' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', '');

    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['body > header', 'body > footer', 'nav', 'aside'])
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(page.locator('#before-you-enrol')).toBeVisible();
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    // Each page of a PDF is one /Type /Page object (the page tree is /Type /Pages).
    expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length).toBeLessThanOrEqual(2);
  });

  test('the printed course page has no skip link, no new-tab hints and no pointer to a section it leaves out', async ({
    page,
  }) => {
    await page.goto('/courses/tlif0006');
    const onScreen = await renderedText(page.locator('#before-you-enrol [data-standard-item="commencement"]'));
    expect(onScreen).toContain('listed under Intakes');
    const nextDay = await page.locator('#intakes [data-intake-day]').first().innerText();
    await page.emulateMedia({ media: 'print' });
    // What a printout shows: the text of the page as laid out for print.
    const printed = await page.locator('body').innerText();
    expect(printed).toContain('Before you enrol');
    expect(printed).not.toContain('Skip to main content');
    expect(printed).not.toContain('(opens in a new tab)');
    await expect(page.locator('#intakes')).toBeHidden();
    expect(printed).not.toMatch(/under Intakes|all intakes/i);
    // The next dates are printed where the page points to its Intakes section on screen.
    const commencement = await page.locator('#before-you-enrol [data-standard-item="commencement"]').innerText();
    expect(commencement).toMatch(/Next start dates: /);
    expect(commencement).toContain(nextDay);
    await page.emulateMedia({ media: 'screen' });
  });

  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    test(`a unit page and a qualification page have no axe violations at ${viewport}`, async ({ page }) => {
      await page.setViewportSize(size);
      for (const path of ['/courses/tlif0025', '/courses/tli40324']) {
        await page.goto(path);
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }
});

/** The course pages of the built site, found by their Course structured data: /courses/<code>. */
async function coursePagesInDist(): Promise<string[]> {
  const dir = join(OUT_DIR, 'courses');
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html'));
  const pages = await Promise.all(
    files.map(async (file) =>
      (await readFile(join(dir, file), 'utf8')).includes('"@type":"Course"')
        ? `/${relative(OUT_DIR, join(dir, file)).replace(/(\/index)?\.html$/, '')}`
        : null,
    ),
  );
  return pages.filter((path): path is string => path !== null);
}
