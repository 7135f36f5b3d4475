// Which Chromium the browser tests, the byte budgets and the Lighthouse bench drive, and how it is started.
import { existsSync, statfsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type LaunchOptions } from '@playwright/test';

// Nothing but the local server resolves: a page can never reach the network, whatever it links to, and a stray
// request fails at once. In the browser itself, so no request waits on Playwright's request interception.
const LOCAL_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/**
 * Chromium keeps its shared memory in /dev/shm. Where that is small (Docker gives 64 MB) it must use the temporary
 * folder instead; on a disk that costs system time in every test (the browser tests took about 7 % longer), so only
 * there.
 */
export function smallSharedMemory(): boolean {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks < 1024 ** 3;
  } catch {
    return true;
  }
}

/**
 * Playwright passes --disable-dev-shm-usage to every Chromium it starts, whatever the size of /dev/shm: where it is
 * large, the flag is taken back out. On a quiet two-core machine the whole browser suite then took 359-372 busy
 * core-seconds and 214-223 s (two runs), against 392-400 and 231-236 s (three) with its shared memory on the disk.
 * Every Chromium of the project but Lighthouse's (scripts/bench/lighthouse.ts) is started through Playwright, with these
 * options.
 */
export const SHARED_MEMORY_OPTIONS: Pick<LaunchOptions, 'ignoreDefaultArgs'> = smallSharedMemory()
  ? {}
  : { ignoreDefaultArgs: ['--disable-dev-shm-usage'] };

// A browser not installed by Playwright runs without its sandbox (containers, root) and without the background
// services that would try to reach Google from a closed network.
const UNMANAGED_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  LOCAL_ONLY,
];

export const NO_BROWSER =
  'No Chromium for the browser tests: run `npm install` on Linux x64 (it brings @sparticuz/chromium), or install one (Debian: apt-get install chromium-headless-shell).';

export interface ChromiumChoice {
  /** Which browser, for the test run's first line. */
  name: string;
  options: LaunchOptions;
}

/**
 * The Chromium that ships inside the npm package @sparticuz/chromium (an optional dependency, Linux x64 only).
 * The package unpacks it into the system's temporary folder and reuses whatever `chromium` it finds there, which
 * may be another user's or another version's: it unpacks into a folder of this user and version instead.
 */
async function npmChromium(): Promise<ChromiumChoice | null> {
  const temporary = process.env.TMPDIR;
  try {
    const { default: packaged } = await import('@sparticuz/chromium');
    const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
    const manifest = join(dirname(entry), '..', 'package.json');
    const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
    const folder = join(tmpdir(), `northwind-chromium-${version}-${process.getuid?.() ?? 'user'}`);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    process.env.TMPDIR = folder;
    return {
      name: '@sparticuz/chromium from npm',
      options: { executablePath: await packaged.executablePath(), args: UNMANAGED_ARGS },
    };
  } catch {
    return null;
  } finally {
    if (temporary === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = temporary;
  }
}

/**
 * Playwright's own browser when a user has it (its headless shell). Otherwise Debian's: the headless shell when
 * installed, which needs half the CPU of the full browser, or else the full Chromium. Last, the one `npm install`
 * brings. Null when there is none.
 */
export async function findChromium(): Promise<ChromiumChoice | null> {
  if (existsSync(chromium.executablePath())) return { name: "Playwright's Chromium", options: { args: [LOCAL_ONLY] } };
  const system = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
  if (system) return { name: system, options: { executablePath: system, args: UNMANAGED_ARGS } };
  return npmChromium();
}

export async function chromiumLaunchOptions(): Promise<LaunchOptions> {
  const found = await findChromium();
  if (!found) throw new Error(NO_BROWSER);
  return { ...found.options, ...SHARED_MEMORY_OPTIONS };
}

/**
 * For Lighthouse: the full browser, as phones run it (Lighthouse's timings are not the headless shell's):
 * BENCH_CHROMIUM, Debian's chromium or Playwright's, else whichever browser the tests use.
 */
export async function fullChromiumExecutable(): Promise<string | undefined> {
  const full = [process.env.BENCH_CHROMIUM, '/usr/bin/chromium', chromium.executablePath()].find(
    (path) => path && existsSync(path),
  );
  return full ?? (await chromiumLaunchOptions()).executablePath;
}
