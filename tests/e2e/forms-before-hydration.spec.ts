import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { publisherDataDir } from './publisher-data.ts';

// client:interaction fetches React when the visitor first reaches for a form (issue 31). Whatever they do
// while it arrives, nothing is lost: what they typed stays, caret and selection included, and a submit before
// hydration goes through the plain form post.

const ISLAND = 'astro-island[component-url*="/ContactForm."]';

/** Holds the contact island's script until `release()` is called, as a slow phone's network would. */
async function holdIslandScript(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Route[] = [];
  await page.route(/\/_astro\/ContactForm\.[^/]+\.js$/, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  return { release, requested: () => held.length > 0 };
}

test('what is typed before hydration stays, caret and selection too, and is exactly what is sent', async ({ page }) => {
  const island = await holdIslandScript(page);
  await page.goto('/get-in-touch');
  await expect(page.locator(ISLAND)).toHaveAttribute('ssr');

  const subject = `Before hydration ${Date.now()}`;
  await page.getByLabel('Name').pressSequentially('Jane Citizn');
  await expect.poll(island.requested).toBe(true);
  await page.getByLabel('Email').pressSequentially('jane@example.com');
  await page.getByLabel('Subject').pressSequentially(subject);
  const message = page.getByRole('textbox', { name: 'Message', exact: true });
  await message.pressSequentially('Hello there, team');
  // A selection made before hydration: "there".
  await message.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(6, 11));
  await expect(page.locator(ISLAND)).toHaveAttribute('ssr');

  island.release();
  await expect(page.locator(ISLAND)).not.toHaveAttribute('ssr');
  await expect(message).toBeFocused();
  expect(await message.evaluate((field: HTMLTextAreaElement) => [field.selectionStart, field.selectionEnd])).toEqual([
    6, 11,
  ]);
  // Typing over the selection after hydration replaces it, as in any text field.
  await page.keyboard.type('everyone at the');
  await expect(message).toHaveValue('Hello everyone at the, team');
  // A caret moved back into the name after hydration: the correction lands where the caret is.
  const name = page.getByLabel('Name');
  await name.focus();
  await name.evaluate((field: HTMLInputElement) => field.setSelectionRange(10, 10));
  await page.keyboard.type('e');
  await expect(name).toHaveValue('Jane Citizen');

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    name: 'Jane Citizen',
    email: 'jane@example.com',
    phone: '',
    subject,
    message: 'Hello everyone at the, team',
  });
  await expect(page.getByText('Thanks! Your message has been sent.', { exact: true })).toBeVisible();
});

test('Enter pressed before hydration sends the message once, by the plain form post', async ({ page }) => {
  // The island's script never arrives: the form is the server's HTML throughout.
  await holdIslandScript(page);
  await page.goto('/get-in-touch');
  const subject = `Enter before hydration ${Date.now()}`;
  await page.getByLabel('Name').fill('Sam Early');
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Sent before the page was ready.');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Subject').press('Enter');

  await expect(page).toHaveURL(/\/get-in-touch\/sent$/);
  const inbox = await readFile(
    join(publisherDataDir(process.env.E2E_PORT ?? ''), 'data', 'contact', 'inbox.ndjson'),
    'utf8',
  );
  expect(inbox.split('\n').filter((line) => line.includes(subject))).toHaveLength(1);
});
