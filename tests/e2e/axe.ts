import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// The minified build of axe-core, read into each frame once per document. @axe-core/playwright read the readable
// build (1.5 MB) into the page twice for every scan; parsing it cost the browser more than most scans themselves
// (0.25-0.6 s of CPU each time, against 0.2-0.4 s for the whole rule set on a content page).
const SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// Frames of other origins answer axe only through the page's own frames, as @axe-core/playwright's legacy mode does.
const CONFIGURE = `axe.configure({ allowedOrigins: ['<same_origin>'] })`;
// A frame that does not take the script in this time (a stubbed third-party frame) is left out, as that mode does.
const INJECT_TIMEOUT_MS = 1000;

declare global {
  interface Window {
    axe?: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> };
  }
}

async function inject(frame: Frame) {
  const injection = (async () => {
    if (await frame.evaluate(() => typeof window.axe?.run === 'function')) return;
    await frame.evaluate(SOURCE);
    await frame.evaluate(CONFIGURE);
  })();
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, INJECT_TIMEOUT_MS).unref());
  await Promise.race([injection.catch(() => undefined), timeout]);
}

/** axe-core run in the page (and the frames it can reach) with these options, on the whole page or `include`. */
export async function runAxe(page: Page, options: RunOptions, include?: string): Promise<AxeResults> {
  for (const frame of page.frames()) await inject(frame);
  return page.evaluate(
    ({ options, include }) => window.axe!.run(include ? { include: [include] } : document, options),
    { options, include },
  );
}
