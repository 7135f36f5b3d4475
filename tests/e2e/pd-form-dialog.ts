import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { hydrated } from './hydration.ts';

/**
 * Opens the PD series' first "Register & Pay Now" dialog on a catalogue page, its form answered by a stub (the test
 * browser reaches no outside host). Returns the button that opened it and the dialog.
 */
export async function openPdFormDialog(page: Page, path: string) {
  await page.route('https://form.jotform.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Form</title><h1>Registration form</h1>' }),
  );
  await page.goto(path);
  const opener = page.getByRole('button', { name: 'Register & Pay Now' });
  await opener.scrollIntoViewIfNeeded();
  await hydrated(page, 'PdFormDialog');
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}
