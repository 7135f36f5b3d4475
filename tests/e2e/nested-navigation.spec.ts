import type { Page } from '@playwright/test';
import { axeViolations, expect, test, VIEWPORTS } from './fixtures.ts';

// Runs against `npm run build:nested-nav`, from the seed with tests/fixtures/navigation/nested-navigation.json as its
// Navigation document (see playwright.config.ts):
// Courses holds two submenus, "Transport and Logistics" (with a separator and an external link) and "Food Safety".
const COURSE = '/courses/tli40324';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const courses = (page: Page) => mainNav(page).getByRole('button', { name: 'Courses' });
const menu = (page: Page, name: string) => page.getByRole('menu', { name });
const item = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('[data-menu-trigger][aria-haspopup="menu"]').first().waitFor({ state: 'attached' });
}

test.describe('desktop submenus', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('a submenu opens 100 ms after the pointer rests on it, and closes when it moves to another item', async ({
    page,
  }) => {
    const start = new Date('2025-07-01T09:00:00+10:00');
    await page.clock.install({ time: start });
    await open(page, '/about');
    await courses(page).click();
    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt(start.getTime() + 60_000);
    await item(page, 'Transport and Logistics').hover();
    const transport = menu(page, 'Transport and Logistics');
    await page.clock.runFor(90);
    await expect(transport).toBeHidden();
    await page.clock.runFor(20);
    await expect(transport).toBeVisible();
    await expect(transport.getByRole('menuitem')).toHaveText([
      'All Transport and Logistics',
      'Chain of Responsibility',
      'Supply Chain Operations',
      'Heavy Vehicle Regulator (opens in a new tab)',
    ]);
    await expect(transport.getByRole('separator')).toHaveCount(1);
    // The submenu sits beside its item, not over it.
    const trigger = (await item(page, 'Transport and Logistics').boundingBox())!;
    expect((await transport.boundingBox())!.x).toBeGreaterThanOrEqual(trigger.x + trigger.width - 1);

    await transport.getByRole('menuitem', { name: 'Chain of Responsibility' }).hover();
    await expect(transport.getByRole('menuitem', { name: 'Chain of Responsibility' })).toBeFocused();
    await item(page, 'Leadership and Management').hover();
    await expect(transport).toBeHidden();
    await expect(menu(page, 'Courses')).toBeVisible();
  });

  test('keyboard: ArrowRight, Enter or Space open a submenu; ArrowLeft or Escape close it and return focus', async ({
    page,
  }) => {
    await open(page, '/about');
    await courses(page).focus();
    await page.keyboard.press('Enter');
    await expect(item(page, 'Transport and Logistics')).toBeFocused();

    await page.keyboard.press('ArrowRight');
    const transport = menu(page, 'Transport and Logistics');
    await expect(transport.getByRole('menuitem', { name: 'All Transport and Logistics' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(transport.getByRole('menuitem', { name: 'Chain of Responsibility' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(transport).toBeHidden();
    await expect(item(page, 'Transport and Logistics')).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(transport.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(transport).toBeHidden();
    await expect(menu(page, 'Courses')).toBeVisible();
    await expect(item(page, 'Transport and Logistics')).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'Food Safety')).toBeFocused();
    await page.keyboard.press(' ');
    const food = menu(page, 'Food Safety');
    await expect(food.getByRole('menuitem', { name: 'Food Manufacturing and Food Safety' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/courses/cleaning-operations');
  });

  test('Escape closes the menus one level at a time, back to the top item', async ({ page }) => {
    await open(page, '/about');
    await courses(page).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(courses(page)).toBeFocused();
  });

  test('type-ahead adds letters typed within a second and starts again after a pause of a second', async ({ page }) => {
    await open(page, '/about');
    await courses(page).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    const transport = menu(page, 'Transport and Logistics');
    await page.keyboard.type('ch');
    await expect(transport.getByRole('menuitem', { name: 'Chain of Responsibility' })).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.type('c');
    await page.waitForTimeout(1100);
    await page.keyboard.type('h');
    await expect(transport.getByRole('menuitem', { name: /^Heavy Vehicle Regulator/ })).toBeFocused();
  });

  test('the current page is marked inside its submenu, and external entries open a new tab', async ({ page }) => {
    await open(page, COURSE);
    await expect(courses(page)).toHaveAttribute('aria-current', 'true');
    await courses(page).click();
    await item(page, 'Transport and Logistics').click();
    const transport = menu(page, 'Transport and Logistics');
    await expect(transport.getByRole('menuitem', { name: 'Supply Chain Operations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const external = transport.getByRole('menuitem', { name: 'Heavy Vehicle Regulator (opens in a new tab)' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await axeViolations(page), 'submenu open').toEqual([]);

    await transport.getByRole('menuitem', { name: 'Chain of Responsibility' }).click();
    await expect(page).toHaveURL('/courses/tlif0025');
  });
});

test.describe('phone menu', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('shows submenus as nested disclosures, the current one open', async ({ page }) => {
    await open(page, COURSE);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet.getByRole('link', { name: 'Supply Chain Operations' })).toHaveAttribute('aria-current', 'page');
    await expect(sheet.getByRole('link', { name: 'Cleaning Operations' })).toBeHidden();
    expect(await axeViolations(page), 'nested disclosure open').toEqual([]);

    await sheet.getByText('Food Safety', { exact: true }).click();
    await sheet.getByRole('link', { name: 'Cleaning Operations' }).click();
    await expect(page).toHaveURL('/courses/cleaning-operations');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every submenu link is reachable on desktop', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/about');
    await mainNav(page).getByRole('button', { name: 'Courses' }).click();
    await mainNav(page).getByRole('button', { name: 'Transport and Logistics' }).click();
    await mainNav(page).getByRole('link', { name: 'Supply Chain Operations' }).click();
    await expect(page).toHaveURL(COURSE);
  });

  test('every submenu link is reachable on a phone', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.getByText('Courses', { exact: true }).click();
    await sheet.getByText('Food Safety', { exact: true }).click();
    await sheet.getByRole('link', { name: 'Cleaning Operations' }).click();
    await expect(page).toHaveURL('/courses/cleaning-operations');
  });
});
