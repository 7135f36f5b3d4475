import { expect, type Page } from '@playwright/test';

/** Waits until the named React island has hydrated (Astro drops the island's `ssr` attribute then). */
export async function hydrated(page: Page, component: string) {
  await expect(page.locator(`astro-island[component-url*="/${component}."]`).first()).not.toHaveAttribute('ssr');
}
