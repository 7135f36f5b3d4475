import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { freePort } from './scripts/free-port.ts';
import { ensureStudioBuilt } from './scripts/studio-e2e-build.ts';

// Each run serves its own build on its own port: several checkouts run their suites side by side on one machine.
// The port is chosen once, here in the runner; its workers inherit it with the environment (account tests also
// find the publisher's data folder by it).
process.env.E2E_PORT ||= String(await freePort());
// The publishers' data (accounts, outboxes, logs) goes in a folder of this run's own, which the runner removes as it
// exits: a folder named by port alone outlived its run, and another user's run given the same port could not
// replace it. Workers and web servers inherit it like the port (tests/e2e/publisher-data.ts).
if (!process.env.E2E_RUN_DIR) {
  const runDir = mkdtempSync(join(tmpdir(), 'northwind-e2e-'));
  process.env.E2E_RUN_DIR = runDir;
  process.on('exit', () => rmSync(runDir, { recursive: true, force: true }));
}
const PORT = Number(process.env.E2E_PORT);
// A build in another folder (e.g. a publisher release) can be tested with E2E_OUT_DIR.
const OUT_DIR = process.env.E2E_OUT_DIR || 'dist';
// The build with nested submenus in the header (npm run build:nested-nav), on a port of its own.
process.env.E2E_NESTED_NAV_PORT ||= String(await freePort());
const NESTED_NAV_PORT = Number(process.env.E2E_NESTED_NAV_PORT);
const NESTED_NAV_DIR = 'dist-nested-nav';
const NESTED_NAV_SPEC = /nested-navigation\.spec\.ts$/;
// The same build as `npm run site` serves it (scripts/static-host.ts), for what a static host does without the publisher.
process.env.E2E_STATIC_PORT ||= String(await freePort());
const STATIC_PORT = Number(process.env.E2E_STATIC_PORT);
const STATIC_HOST_SPEC = /static-host\.spec\.ts$/;
const launchOptions = await chromiumLaunchOptions();
// The Studio's tests (tests/e2e/studio/) run on the Studio built for the local lake; npm test builds it before this,
// a run on its own builds it when it is missing.
const STUDIO_SPECS = /studio\/.+\.spec\.ts$/;
ensureStudioBuilt();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One per core. On a quiet two-core machine the whole suite took the same time with two workers as with three
  // (233-238 s alone, two runs each, interleaved) but 405-408 busy core-seconds against 445-448: a third worker's
  // browser and test process cost CPU that npm test's other track (Vitest, beside these tests) needs.
  workers: Math.max(2, availableParallelism()),
  // A flaky test is fixed, never retried into a pass.
  retries: 0,
  // The list reporter prints each failure's error again after the run, where CI's tail of the output shows it (the
  // line reporter printed only the failed tests' names there, and their errors far above).
  reporter: 'list',
  timeout: 30_000,
  // Web-first assertions wait for the page: on a busy two-core machine that takes longer than the default 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // As a visitor who asked for less motion: entrance animations and smooth scrolls cost frames of CPU in every test
    // that loads a page with cards (the suite took 3 min 9 s with this, 3 min 21 s without). Tests of motion ask for
    // it (no-preference).
    reducedMotion: 'reduce',
    launchOptions,
    // A failed test keeps its trace (its actions and console) and a screenshot of each open page, taken by an auto
    // fixture only when it failed (tests/e2e/failure-screenshots.ts). DOM snapshots of every action, which the trace
    // needs to record the network too, would cost a fifth of the suite's time for every passing test.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'off',
  },
  projects: [
    {
      // Each test starts its own local Studio (tests/e2e/studio/fixtures.ts). A Studio loads far more than a page.
      // First, as the workers take tests in project order: its longest tests (two real builds, a preview) ran last and
      // left two of three workers idle for the suite's last minute.
      name: 'studio',
      testMatch: STUDIO_SPECS,
      timeout: 120_000,
      expect: { timeout: 15_000 },
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'chromium',
      testIgnore: [NESTED_NAV_SPEC, STATIC_HOST_SPEC, STUDIO_SPECS],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'nested navigation',
      testMatch: NESTED_NAV_SPEC,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions,
        baseURL: `http://127.0.0.1:${NESTED_NAV_PORT}`,
      },
    },
    {
      name: 'static host',
      testMatch: STATIC_HOST_SPEC,
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: `http://127.0.0.1:${STATIC_PORT}` },
    },
  ],
  // The real publisher serves each build: its headers and CSP, and the account API on the same origin.
  webServer: [
    {
      command: `node tests/e2e/serve-publisher.ts ${OUT_DIR} ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      // Never test a server this run did not start: on a shared port it may serve another checkout's build.
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // npm test builds it beside dist/; a run on its own builds it when it is missing.
      command: `${existsSync(NESTED_NAV_DIR) ? '' : 'npm run --silent build:nested-nav && '}node tests/e2e/serve-publisher.ts ${NESTED_NAV_DIR} ${NESTED_NAV_PORT}`,
      url: `http://127.0.0.1:${NESTED_NAV_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `node scripts/static-host.ts ${OUT_DIR} --host 127.0.0.1 --port ${STATIC_PORT}`,
      url: `http://127.0.0.1:${STATIC_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
