import { expect, test } from './fixtures.ts';
import { axeViolations } from './fixtures.ts';

// Every page's "no violations" rests on this check: it must find what WCAG 2.2 AA forbids, on the page and only
// where a test limits it to, and again after the page has changed.
test('the accessibility check finds a missing text alternative and unreadable text, and finds them again', async ({
  page,
}) => {
  await page.setContent(
    `<!doctype html><html lang="en"><title>Check</title><main><h1>Check</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
      <p id="faint" style="color:#ccc;background:#fff">Faint text</p></main></html>`,
  );
  const ids = (violations: Awaited<ReturnType<typeof axeViolations>>) => violations.map(({ id }) => id).sort();
  expect(ids(await axeViolations(page))).toEqual(['color-contrast', 'image-alt']);
  expect(ids(await axeViolations(page, '#faint'))).toEqual(['color-contrast']);
  await page.locator('img').evaluate((image) => image.setAttribute('alt', 'A dot'));
  expect(ids(await axeViolations(page))).toEqual(['color-contrast']);
});
