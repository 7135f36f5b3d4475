import { expect, type Page } from '@playwright/test';

const islandOf = (page: Page, component: string) =>
  page.locator(`astro-island[component-url*="/${component}."]`).first();

/**
 * Hydrates the named React island as a visitor would, by moving focus into it (client:interaction waits for
 * first use), and waits until it has hydrated (Astro drops the island's `ssr` attribute then).
 */
export async function hydrated(page: Page, component: string) {
  const island = islandOf(page, component);
  if (await island.getAttribute('ssr').then((value) => value !== null)) await island.dispatchEvent('focusin');
  await expect(island).not.toHaveAttribute('ssr');
}

/**
 * Holds the named island's script until `release()` is called, as a slow phone's network would: whatever the test
 * does before then happens to the server's HTML, before the island hydrates. Call it before the page loads.
 */
export async function holdIsland(page: Page, component: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(new RegExp(`/_astro/${component}\\.[^/]+\\.js$`), async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return {
    /** Whether the page has asked for the island's script (its first use has started hydration). */
    requested: () => requested,
    /** Lets the script through and waits until the island has hydrated. */
    release: async () => {
      release();
      await expect(islandOf(page, component)).not.toHaveAttribute('ssr');
    },
    /** Still the server's HTML. */
    isWaiting: () => expect(islandOf(page, component)).toHaveAttribute('ssr'),
  };
}
