import type { Page } from '@playwright/test';
import { axeViolations, expect, test, VIEWPORTS } from './fixtures.ts';

const PAGE = '/confirm/sitxfsa005';

type DataLayerEntry = Record<string, unknown>;
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []);
const purchases = async (page: Page) => (await dataLayer(page)).filter((entry) => entry.event === 'purchase');

test.describe('payment confirmation', () => {
  test('shows the course, the amount in AUD, quantity 1, the enrolment link and the help line', async ({ page }) => {
    await page.goto(PAGE);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Payment received — complete your enrolment');
    await expect(main).toContainText('Use Hygienic Practices for Food Safety');
    await expect(main).toContainText('SITXFSA005');
    await expect(main.getByText('$99.00 AUD')).toBeVisible();
    await expect(main.locator('dt', { hasText: 'Quantity' }).locator('+ dd')).toHaveText('1');
    const enrol = main.getByRole('link', { name: /Continue to Enrolment/ });
    await expect(enrol).toHaveAttribute('href', 'https://form.jotform.com/252418730956061');
    await expect(enrol).toHaveAttribute('target', '_blank');
    await expect(enrol).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(main.getByRole('link', { name: 'info@northwind-training.example' })).toHaveAttribute(
      'href',
      'mailto:info@northwind-training.example',
    );
    await expect(main.getByRole('link', { name: '1300 975 707' })).toHaveAttribute('href', 'tel:1300975707');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('pushes the GA4 purchase once per session, with the Stripe session id, across reloads', async ({
    page,
    context,
  }) => {
    const tagManager: string[] = [];
    page.on('request', (request) => request.url().includes('googletagmanager') && tagManager.push(request.url()));
    await page.goto(`${PAGE}?session_id=cs_test_a1B2c3`);
    await expect.poll(() => purchases(page)).toHaveLength(1);
    const entries = await dataLayer(page);
    const index = entries.findIndex((entry) => entry.event === 'purchase');
    // ecommerce is cleared right before the event so tag manager does not merge an older one.
    expect(entries[index - 1]).toEqual({ ecommerce: null });
    expect(entries[index]).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'cs_test_a1B2c3',
        value: 99,
        currency: 'AUD',
        items: [{ item_id: 'SITXFSA005', item_name: 'Use Hygienic Practices for Food Safety', price: 99, quantity: 1 }],
      },
    });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    expect(await purchases(page)).toHaveLength(0);
    await page.goto(`${PAGE}?session_id=cs_test_a1B2c3`);
    await page.waitForLoadState('load');
    expect(await purchases(page)).toHaveLength(0);

    // A new browser session counts again.
    const other = await context.browser()!.newPage();
    await other.goto(new URL(PAGE, page.url()).href);
    await expect.poll(() => purchases(other)).toHaveLength(1);
    await other.close();

    // No container id is configured in this build, so tag manager is never loaded.
    expect(tagManager).toEqual([]);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  });

  test('generates a transaction id when the payment link added none', async ({ page }) => {
    await page.goto(PAGE);
    await expect.poll(() => purchases(page)).toHaveLength(1);
    const [event] = await purchases(page);
    expect((event.ecommerce as { transaction_id: string }).transaction_id).toMatch(/^SITXFSA005-[0-9a-f-]{36}$/);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`no axe violations (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(PAGE);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
