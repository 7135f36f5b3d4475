// `npm run docs:studio-screenshots`: the pictures of docs/coordinators.md, taken from the local Studio (studio/local/)
// on a copy of the seed, with a real test publisher for the Publishing tool. Run it after a Studio change; it
// builds the Studio for the tests first when it is not built. Never edit the pictures by hand.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { startLocalStudio } from '../studio/local/server.ts';
import { fakeBuilder, copyEmbeddedDataset, startTestPublisher } from '../tests/integration/harness.ts';
import { chromiumLaunchOptions } from './chromium.ts';
import { ensureStudioBuilt } from './studio-e2e-build.ts';

const OUT = 'docs/images/studio';
const LOADED = 40_000;

ensureStudioBuilt();
const dir = await mkdtemp(join(tmpdir(), 'northwind-studio-shots-'));
const studio = await startLocalStudio({ port: 0, seedFile: await copyEmbeddedDataset(dir), log: () => undefined });
const publisher = await startTestPublisher(dir, fakeBuilder(), { STUDIO_ORIGIN: studio.url });
studio.setPublisherUrl(publisher.url);
const browser = await chromium.launch(await chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1280, height: 760 } });

/**
 * Takes one picture of the Studio at `path` once `ready` has it as the doc shows it: the whole window, or only what
 * `ready` returns (a pane, a field), so a picture of one field stays small.
 */
async function shoot(name: string, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(`${studio.url}${path}`);
  const part = await ready(page);
  // Images loaded and transitions over, so each picture is the same from run to run (the lake's listen channel
  // stays open, so the network is never idle).
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.waitForTimeout(600);
  const target = part && typeof part === 'object' && 'screenshot' in part ? (part as Locator) : page;
  await target.screenshot({ path: `${OUT}/${name}.png` });
  console.log(`${OUT}/${name}.png`);
}

const form = () => page.getByTestId('document-pane');
try {
  await shoot('desk', '/structure/courses;all-courses', () =>
    page.getByRole('link', { name: /^TLIF0025 ·/ }).waitFor({ timeout: LOADED }),
  );
  await shoot('course-groups', '/structure/courses;all-courses;course-tlif0025', () =>
    form().getByRole('tab', { name: 'Before you enrol' }).waitFor({ timeout: LOADED }),
  );
  await shoot('validation-message', '/structure/courses;all-courses;course-tlif0025', async () => {
    await form().getByRole('tab', { name: 'Before you enrol' }).click({ timeout: LOADED });
    const field = form().getByRole('textbox', { name: 'Payment terms' });
    await field.fill('');
    // The first edit makes the draft, and the Studio draws the form again: scrolling before then found the field
    // gone from the page.
    await form()
      .getByText(/^(Saved|Edited .+)$/)
      .waitFor();
    await field.scrollIntoViewIfNeeded();
    await form()
      .getByText('Payment terms', { exact: true })
      .locator('xpath=ancestor::*[.//*[@data-testid="input-validation-icon-error"]][1]')
      .getByTestId('input-validation-icon-error')
      .hover();
    await page
      .getByText(/requires the payment terms/)
      .filter({ visible: true })
      .waitFor();
  });
  await shoot('compliance', '/compliance', () =>
    page.getByText(/need attention|are complete/).waitFor({ timeout: LOADED }),
  );
  await shoot('publishing', '/publishing', () => page.getByText(/^Live since /).waitFor({ timeout: LOADED }));
  await shoot('intake-pattern', '/structure/intakes;intakePattern;intakePattern-transport-online-monthly', () =>
    form().getByText('For how many months', { exact: true }).waitFor({ timeout: LOADED }),
  );
  await shoot('page-sections', '/structure/page;page-qld-certificate-3-guarantee', async () => {
    const sections = form().getByTestId('field-sections');
    await sections.scrollIntoViewIfNeeded({ timeout: LOADED });
    return sections;
  });
  await shoot('page-insert-menu', '/structure/page;page-qld-certificate-3-guarantee', async () => {
    await form().getByTestId('field-sections').scrollIntoViewIfNeeded({ timeout: LOADED });
    await form().getByRole('button', { name: 'Add item' }).last().click();
    const menu = page.getByRole('menu').filter({ visible: true });
    await menu.getByText('Course list', { exact: true }).waitFor();
    return menu;
  });
  await shoot('redirect', '/intent/create/template=redirect;type=redirect/', async () => {
    await form().getByRole('textbox', { name: 'Old address' }).fill('/qld-guarantee', { timeout: LOADED });
    await form().getByRole('textbox', { name: 'Or the address' }).fill('/certificate-3-guarantee');
    await form()
      .getByText(/^(Saved|Edited .+)$/)
      .waitFor();
    return form();
  });
  // Last: the status field, whole, needs a taller window.
  await shoot('course-status', '/structure/courses;all-courses;course-tli40319', async () => {
    await page.setViewportSize({ width: 1280, height: 1200 });
    await form().getByRole('tab', { name: 'Catalogue card' }).click({ timeout: LOADED });
    const status = form().getByTestId('field-status');
    await status.scrollIntoViewIfNeeded();
    return status;
  });
} finally {
  await browser.close();
  await publisher.close();
  await studio.close();
  await rm(dir, { recursive: true, force: true });
}
