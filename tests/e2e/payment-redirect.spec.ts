import type { Page } from '@playwright/test';
import { axeViolations, expect, test, VIEWPORTS } from './fixtures.ts';

const PAGE = '/stripe-cor65';
const PAYMENT_URL = 'https://buy.stripe.com/test_9B6eVc4kQ0aF2hL7sN1pW3xZ';

/** Answers the payment host locally. */
async function stubPaymentPage(page: Page) {
  await page.route('https://buy.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe test checkout</title><h1>Pay</h1>' }),
  );
}

/**
 * The redirect page as it shows while the payment page loads: served without its two redirects, since under
 * Playwright the document is swapped out as soon as the navigation starts.
 */
async function holdRedirect(page: Page) {
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text())
      .replace(/<meta http-equiv="refresh"[^>]*>/, '')
      // The whole script: an edited one no longer matches its hash in the page's CSP.
      .replace(/<script>[^<]*location\.replace\(url\);<\/script>/, '');
    await route.fulfill({ response, body });
  });
}

test.describe('payment redirect', () => {
  test('sends the browser on at once, replacing itself in history', async ({ page }) => {
    await stubPaymentPage(page);
    await page.goto('/quiz');
    await page.goto(PAGE);
    await page.waitForURL(PAYMENT_URL);
    await expect(page).toHaveTitle('Stripe test checkout');
    await page.goBack();
    await expect(page).toHaveURL(/\/quiz$/);
  });

  test('shows Redirecting to Payment with a link to the payment page', async ({ page }) => {
    await holdRedirect(page);
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Redirecting to Payment');
    await expect(page.getByRole('link', { name: 'Continue to Payment' })).toHaveAttribute('href', PAYMENT_URL);
  });

  test('works without JavaScript through the meta refresh', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await stubPaymentPage(page);
    await page.goto(new URL(PAGE, test.info().project.use.baseURL).href);
    await page.waitForURL(PAYMENT_URL);
    await expect(page).toHaveTitle('Stripe test checkout');
    await context.close();
  });

  test('the page itself carries the refresh, the script, a visible link and noindex', async ({ request }) => {
    const html = await (await request.get(PAGE)).text();
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${PAYMENT_URL}">`);
    expect(html).toContain('location.replace(url);');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(new RegExp(`<a href="${PAYMENT_URL}"[^>]*>\\s*Continue to Payment`));
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`no axe violations while redirecting (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await holdRedirect(page);
      await page.goto(PAGE);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Redirecting to Payment');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
