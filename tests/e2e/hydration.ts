import { expect, type Page } from '@playwright/test';

/**
 * Hydrates the named React island as a visitor would, by moving focus into it (client:interaction waits for
 * first use), and waits until it has hydrated (Astro drops the island's `ssr` attribute then).
 */
export async function hydrated(page: Page, component: string) {
  const island = page.locator(`astro-island[component-url*="/${component}."]`).first();
  if (await island.getAttribute('ssr').then((value) => value !== null)) await island.dispatchEvent('focusin');
  await expect(island).not.toHaveAttribute('ssr');
}
