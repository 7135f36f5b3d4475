// Which Chromium the browser tests and the byte budgets drive, and how it is started on these machines.
import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from '@playwright/test';

// Nothing but the local server resolves: a page can never reach the network, whatever it links to, and a stray
// request fails at once. In the browser itself, so no request waits on Playwright's request interception.
const LOCAL_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/**
 * Playwright's own browser when a user has it (its headless shell). Otherwise Debian's: the headless shell when
 * installed, which needs half the CPU of the full browser, or else the full Chromium.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  if (existsSync(chromium.executablePath())) return { args: [LOCAL_ONLY] };
  return {
    executablePath: ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      LOCAL_ONLY,
    ],
  };
}
