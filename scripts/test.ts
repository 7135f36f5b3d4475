// `npm test`: every check of the project in order, stopping at the first that fails, with the time of each stage.
// Each step is an npm script, so every command is written once, in package.json.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { withBuildLock } from '../server/publishing/build-lock.ts';
import { findChromium, NO_BROWSER } from './chromium.ts';
import { findPostgresServer } from './postgres-server.ts';

interface Step {
  script: string;
  args?: string[];
  env?: Record<string, string>;
  /** An `astro build`: it holds the project's build lock, as the publisher's builds (and so the tests') do. */
  build?: true;
  /** A step of another track of the same stage that must have passed first (its script). */
  needs?: string;
  /** Its output is shown as it comes (the browser tests' progress), not held back until it ends. */
  streamed?: true;
}

interface Stage {
  name: string;
  /**
   * Tracks of one stage run side by side; the steps of a track one after the other, stopping at the first that
   * fails. Their output is held back until each step ends, so it does not interleave.
   */
  tracks: Step[][];
}

const BUILD_ENV = { BUILD_TIME: '2025-07-01T00:00:00+10:00', ACCOUNTS_ENABLED: 'true' };

const STAGES: Stage[] = [
  // Lint reads the generated Astro types, so they are generated once before it, and typecheck does not rewrite
  // them while lint reads them (`--noSync` goes to astro check, the last command of the typecheck script).
  { name: 'Astro types', tracks: [[{ script: 'sync' }]] },
  // Each step is mostly single-threaded, so two tracks of about the same length: ESLint (31 s in a clean clone's run)
  // and Prettier (7 s) on one core; typecheck (33 s) and the Studio's build for its browser tests (5 s), which writes
  // only studio/dist-local/ and studio/.sanity/, folders none of the others reads, on the other. With Prettier after
  // typecheck, that track took 45 s and ESLint's was idle for the last 14.
  {
    name: 'lint, typecheck and the Studio build',
    tracks: [
      [{ script: 'lint:code' }, { script: 'lint:format' }],
      [{ script: 'typecheck', args: ['--noSync'] }, { script: 'studio:build:e2e' }],
    ],
  },
  {
    name: 'unit + integration tests, and beside them the builds and the browser tests',
    tracks: [
      // Vitest keeps two cores about two-thirds busy: much of its time is servers and child processes waiting. The
      // browser tests fill the rest from their start. Then the HTML validity of every page, and the byte budgets of
      // scripts/bench-budgets.json on that build (Lighthouse runs on demand: npm run bench).
      [{ script: 'test:unit' }, { script: 'test:html', needs: 'build' }, { script: 'bench:bytes', needs: 'build' }],
      // The browser tests set their clocks in the spec's 2025 PD season (SPEC §9 lists its dates); the build that
      // they test is made "on" the first of those days, so it still offers them (builds leave out past dates). The
      // browser tests serve it through the publisher, so it is built as the publisher builds: with employer
      // accounts. Then the build whose header has nested submenus (tests/fixtures/navigation/nested-navigation.json).
      // Every build of the project rewrites the same generated modules in .astro/, then imports them: these take the
      // build lock in turn with each other and with the real builds of the integration and browser tests.
      [
        { script: 'build', env: BUILD_ENV, build: true },
        { script: 'build:nested-nav', env: BUILD_ENV, build: true },
        { script: 'test:e2e', streamed: true },
      ],
    ],
  },
];

const command = ({ script, args = [] }: Step) =>
  ['npm run', script, ...(args.length > 0 ? ['--', ...args] : [])].join(' ');

interface Outcome {
  step: Step;
  code: number;
  output: string;
}

const BUILD_LOCK = join(import.meta.dirname, '..', '.astro', 'build.lock');

function run(step: Step, streamed: boolean): Promise<Outcome> {
  if (step.build) return withBuildLock(BUILD_LOCK, new AbortController().signal, () => start(step, streamed));
  return start(step, streamed);
}

function start(step: Step, streamed: boolean): Promise<Outcome> {
  const args = ['run', '--silent', step.script, ...(step.args ? ['--', ...step.args] : [])];
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: streamed ? 'inherit' : 'pipe', env: { ...process.env, ...step.env } });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ step, code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ step, code: code ?? 1, output }));
  });
}

/** How much of a failed step's output is printed again at the end: a failure summary of Vitest or of a build. */
const FAILURE_LINES = 60;
const lastLines = (text: string, count: number) => text.trimEnd().split('\n').slice(-count).join('\n');

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms: number) => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)} min ${total % 60} s`;
};

// Said first, and checked before two minutes of other stages: the browser tests need a browser.
const browser = await findChromium();
const postgres = process.env.DATABASE_URL ? 'DATABASE_URL' : (findPostgresServer()?.source ?? 'none found');
console.log(`Browser: ${browser?.name ?? 'none found'}. PostgreSQL for the accounts tests: ${postgres}.`);
if (!browser) {
  console.error(`✘ ${NO_BROWSER}`);
  process.exit(1);
}

const started = performance.now();
const times: string[] = [];

/** How each step of a stage ended, by script, for the steps of other tracks that need it. */
type Finished = Map<string, PromiseWithResolvers<boolean>>;

/**
 * Runs a track's steps in turn, printing each one's output and time as it ends (or its output as it comes, when
 * streamed); stops at the first that fails, or before a step whose needed step of another track failed.
 */
async function runTrack(track: Step[], streamed: boolean, finished: Finished): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of track) {
    if (step.needs && !(await finished.get(step.needs)!.promise)) break;
    const stepStarted = performance.now();
    const live = streamed || step.streamed === true;
    const outcome = await run(step, live);
    process.stdout.write(outcome.output);
    if (!streamed) console.log(`  ${command(step)}: ${seconds(performance.now() - stepStarted)}`);
    outcomes.push(outcome);
    finished.get(step.script)!.resolve(outcome.code === 0);
    if (outcome.code !== 0) break;
  }
  // Steps never run count as not passed, so nothing waits on them.
  for (const step of track) finished.get(step.script)!.resolve(false);
  return outcomes;
}

for (const [index, stage] of STAGES.entries()) {
  const streamed = stage.tracks.length === 1 && stage.tracks[0].length === 1;
  console.log(`\n▶ ${stage.name}: ${stage.tracks.map((track) => track.map(command).join(' && ')).join(' & ')}`);
  const stageStarted = performance.now();
  const finished: Finished = new Map(
    stage.tracks.flat().map((step) => [step.script, Promise.withResolvers<boolean>()]),
  );
  const outcomes = (await Promise.all(stage.tracks.map((track) => runTrack(track, streamed, finished)))).flat();
  const elapsed = performance.now() - stageStarted;

  const failed = outcomes.filter((outcome) => outcome.code !== 0);
  if (failed.length > 0) {
    const why = failed.map((outcome) => `${command(outcome.step)} exited with ${outcome.code}`).join('; ');
    console.error(`\n✘ ${stage.name} failed after ${seconds(elapsed)}: ${why}.`);
    // A failed step's output was printed when it ended, possibly long before the streamed browser tests ended: its
    // end, where the failures are summed up, is printed again last, where a reader of the log's tail finds it.
    for (const outcome of failed.filter(({ step }) => !step.streamed && !streamed)) {
      console.error(`\nThe end of what ${command(outcome.step)} printed:\n${lastLines(outcome.output, FAILURE_LINES)}`);
    }
    const skipped = STAGES.slice(index + 1).map((later) => later.name);
    if (skipped.length > 0) console.error(`  Not run: ${skipped.join(', ')}.`);
    process.exit(1);
  }
  times.push(`${stage.name}: ${seconds(elapsed)}`);
  console.log(`✔ ${stage.name}: ${seconds(elapsed)}`);
}

console.log(`\nAll checks passed in ${minutes(performance.now() - started)}.`);
for (const time of times) console.log(`  ${time}`);
