/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    environment: 'node',
    // A guard against a hang, not a measure of speed (durations are budgets of npm run bench). Beside the browser
    // tests, password hashing and crafted inputs take five times as long as alone, and more with CPU burners (auth
    // log sampling: 6 s alone, 51 s in .ci/run with two burners); a machine slower than this one takes longer still.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest 5 keeps transformed modules in node_modules/.vitest-cache between runs. Here it ran a test file as it
    // was before an edit (git checkout of an older version, then back): a run must test the files as they are. A
    // fresh clone has no cache to gain from.
    fsModuleCache: false,
    // Vitest leaves a core free by default, which on two cores means one file at a time. Most files wait on servers,
    // child processes and timers (a keep-alive timeout, a lock-out's wait), so one more file than cores runs side by
    // side: on a quiet two-core machine, three took 54-56 s and 95-99 busy core-seconds, two 63-66 s and 91-94.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        // Unit tests share a worker's modules from file to file: each file importing the Studio's schema (and so
        // `sanity`) afresh cost two thirds of their CPU time. They keep no state in modules: no mocks, fake timers
        // restored after each test, and the one store they touch (toasts) only in toasts.test.ts.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        // Integration files also share a worker: each file starts publishers of its own, on folders and ports of its
        // own, and the server keeps no state in modules that one publisher could see of another's (a cache is keyed by
        // a release's folder). Isolated, each file was a new process importing the server afresh: 115 core-seconds
        // and 75 s alone, against 89 and 62 s shared.
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], isolate: false },
      },
    ],
  },
});
