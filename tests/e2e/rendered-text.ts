import { expect, type Locator } from '@playwright/test';

/**
 * The text of `locator` as a visitor reads it on screen (innerText, with its line breaks). Content further down a
 * long page renders only as it nears the screen (`render-when-near`), and until then has no laid-out text: it is
 * scrolled to, and read once the browser has rendered it.
 */
export async function renderedText(locator: Locator): Promise<string> {
  await locator.scrollIntoViewIfNeeded();
  let text = '';
  await expect
    .poll(async () => {
      text = await locator.innerText();
      return text.trim().length;
    })
    .toBeGreaterThan(0);
  return text;
}
