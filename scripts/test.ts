// `npm test`: every check of the project in order, stopping at the first that fails, with the time of each stage.
// Each step is an npm script, so every command is written once, in package.json.
import { spawn } from 'node:child_process';
import { findChromium, NO_BROWSER } from './chromium.ts';
import { findPostgresServer } from './postgres-server.ts';

interface Step {
  script: string;
  args?: string[];
  env?: Record<string, string>;
}

interface Stage {
  name: string;
  /** Steps of one stage run side by side; their output is held back until they end, so it does not interleave. */
  steps: Step[];
}

const STAGES: Stage[] = [
  // Lint reads the generated Astro types, so they are generated once before it, and typecheck does not rewrite
  // them while lint reads them (`--noSync` goes to astro check, the last command of the typecheck script).
  { name: 'Astro types', steps: [{ script: 'sync' }] },
  // Each is mostly single-threaded: on two cores both take little longer than the slower one alone.
  { name: 'typecheck + lint', steps: [{ script: 'typecheck', args: ['--noSync'] }, { script: 'lint' }] },
  { name: 'unit + integration tests', steps: [{ script: 'test:unit' }] },
  // The browser tests set their clocks in the spec's 2025 PD season (SPEC §9 lists its dates); the build that
  // they test is made "on" the first of those days, so it still offers them (builds leave out past dates). The
  // browser tests serve it through the publisher, so it is built as the publisher builds: with employer accounts.
  {
    name: 'build',
    steps: [{ script: 'build', env: { BUILD_TIME: '2025-07-01T00:00:00+10:00', ACCOUNTS_ENABLED: 'true' } }],
  },
  // Then the build whose header has nested submenus (tests/fixtures/navigation/nested-navigation.json). Not
  // beside the first: every build of the project rewrites the same generated modules in .astro/, then imports them.
  {
    name: 'build with nested submenus',
    steps: [{ script: 'build:nested-nav', env: { BUILD_TIME: '2025-07-01T00:00:00+10:00', ACCOUNTS_ENABLED: 'true' } }],
  },
  // The byte budgets of scripts/bench-budgets.json on that build (Lighthouse runs on demand: npm run bench). Beside
  // them, the Studio for its browser tests, built once for the local lake (studio/local/): it touches no site file.
  {
    name: 'HTML validity + byte budgets + Studio build',
    steps: [{ script: 'test:html' }, { script: 'bench:bytes' }, { script: 'studio:build:e2e' }],
  },
  { name: 'browser tests', steps: [{ script: 'test:e2e' }] },
];

const command = ({ script, args = [] }: Step) =>
  ['npm run', script, ...(args.length > 0 ? ['--', ...args] : [])].join(' ');

interface Outcome {
  step: Step;
  code: number;
  output: string;
}

function run(step: Step, streamed: boolean): Promise<Outcome> {
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

for (const [index, stage] of STAGES.entries()) {
  console.log(`\n▶ ${stage.name}: ${stage.steps.map(command).join(' & ')}`);
  const stageStarted = performance.now();
  const outcomes = await Promise.all(stage.steps.map((step) => run(step, stage.steps.length === 1)));
  const elapsed = performance.now() - stageStarted;
  for (const { output } of outcomes) process.stdout.write(output);

  const failed = outcomes.filter((outcome) => outcome.code !== 0);
  if (failed.length > 0) {
    const why = failed.map((outcome) => `${command(outcome.step)} exited with ${outcome.code}`).join('; ');
    console.error(`\n✘ ${stage.name} failed after ${seconds(elapsed)}: ${why}.`);
    const skipped = STAGES.slice(index + 1).map((later) => later.name);
    if (skipped.length > 0) console.error(`  Not run: ${skipped.join(', ')}.`);
    process.exit(1);
  }
  times.push(`${stage.name}: ${seconds(elapsed)}`);
  console.log(`✔ ${stage.name}: ${seconds(elapsed)}`);
}

console.log(`\nAll checks passed in ${minutes(performance.now() - started)}.`);
for (const time of times) console.log(`  ${time}`);
