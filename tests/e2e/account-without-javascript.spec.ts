import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// /account with scripts off, as behind some proxies or after a failed bundle load: the publisher knows whether the
// visitor has a session, so a visitor without one is invited to sign in, never left at "Loading your account…".
// (axe needs scripts: accounts.spec.ts checks the same signed-out page, as the publisher now serves it.)
test.use({ javaScriptEnabled: false });

const main = (page: Page) => page.getByRole('main');
const invitation = (page: Page) => main(page).getByRole('heading', { name: 'Sign in to see your registrations' });

test('a visitor without a session is invited to sign in or sign up, and a signed-in one sees their account', async ({
  page,
}) => {
  await page.goto('/account');
  await expect(invitation(page)).toBeVisible();
  await expect(main(page).getByText('Loading your account…')).toBeHidden();
  await expect(main(page).getByRole('button', { name: 'Sign out' })).toBeHidden();

  await main(page).getByRole('link', { name: 'Create an employer account' }).click();
  await expect(page).toHaveURL(/\/account\/sign-up$/);
  await page.getByLabel('Work email').fill(`nojs-account-${crypto.randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password').fill('Quiet-Harbour-Lantern-52');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Signed in: the account as before, with its way out, and no invitation.
  await expect(page).toHaveURL(/\/account$/);
  await expect(main(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(invitation(page)).toBeHidden();

  await main(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  await page.goto('/account');
  await expect(invitation(page)).toBeVisible();
  await main(page).getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/sign-in$/);
});
