import type { PlaywrightTestArgs, TestFixture } from '@playwright/test';

/**
 * A screenshot of each page a test left open, attached to the test when it failed. Playwright's own
 * `screenshot: 'only-on-failure'` captures every page of every test as its context closes, before it knows the
 * outcome, and throws the passing ones away: 6 % of the browser tests' CPU (five interleaved pairs of runs of the
 * catalogue, CSP and site-shell specs, 2026-12-01). Auto fixture of both fixture modules; it depends on the context,
 * so it is torn down while the pages are still open.
 */
export const failureScreenshots: [TestFixture<void, PlaywrightTestArgs>, { auto: true }] = [
  async ({ context }, use, testInfo) => {
    await use();
    if (testInfo.status === testInfo.expectedStatus) return;
    for (const [index, page] of context.pages().entries()) {
      // A file beside the trace, as Playwright's own failure screenshots were: the list reporter names it.
      const path = testInfo.outputPath(`test-failed-${index + 1}.png`);
      const taken = await page.screenshot({ path, timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      // Listed where it was written (attach() would copy it into a folder of its own).
      if (taken) testInfo.attachments.push({ name: 'screenshot', path, contentType: 'image/png' });
    }
  },
  { auto: true },
];
