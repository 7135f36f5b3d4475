// Issue 43: applications submitted all at once, as learners without JavaScript submit them, to the publisher serving
// the bench's build in a process of its own. Each must reach the student management system (the files adapter writes
// one folder per reference, and no other folder appears), and a visitor's page answers are timed during the burst
// beside a quiet baseline. That each is handed off once, never twice, the integration tests count
// (tests/integration/handoff.test.ts, with an adapter that counts its deliveries).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { applyToDone, learner } from '../../tests/fixtures/apply-learner.ts';
import { SUBMITTED_COOKIE } from '../../contracts/applications/apply-routes.ts';
import { OUTGOING_DIR } from '../../server/handoff/adapters/files.ts';
import { ANY_TIME_COURSE } from './application-draft.ts';
import type { ApplicationBurst } from './application-burst-report.ts';
import { probeDuring } from './probe.ts';
import { percentile, round } from './stats.ts';

const BENCH = join('scripts', 'bench');
/** How long the visitor's pages are timed before the burst. */
const QUIET_MS = 3_000;
/** However busy the machine, every application is handed off well within this, or the bench says so. */
const HANDOFF_WAIT_MS = 120_000;

/** Submits `count` applications at once to a publisher serving `siteDir`, and waits for each to be handed off. */
export async function applicationBurst(siteDir: string, count: number): Promise<ApplicationBurst> {
  // The learners all come from this machine: the forms' limit per client is the attackers', not theirs.
  const settings = JSON.stringify({ CONTACT_RATE_LIMIT: '100000' });
  const child = spawn(process.execPath, [join(BENCH, 'published-process.ts'), siteDir, settings], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
    const { origin, dataDir } = JSON.parse(line) as { origin: string; dataDir: string };
    const page = `${origin}/`;

    const quiet = await probeDuring(page, () => new Promise((resolve) => setTimeout(resolve, QUIET_MS)));
    const started = performance.now();
    let references: (string | null)[] = [];
    const busy = await probeDuring(page, async () => {
      references = await Promise.all(
        Array.from({ length: count }, async () => {
          const applicant = learner(origin);
          try {
            await applyToDone(applicant, ANY_TIME_COURSE);
            return applicant.jar.get(SUBMITTED_COOKIE) ?? null;
          } catch {
            return null;
          }
        }),
      );
    });
    const submitted = new Set(references.filter((reference) => reference !== null));

    const outgoing = join(dataDir, OUTGOING_DIR);
    const folders = async () => new Set(await readdir(outgoing).catch(() => [] as string[]));
    let handed = await folders();
    while ([...submitted].some((reference) => !handed.has(reference))) {
      if (performance.now() - started > HANDOFF_WAIT_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
      handed = await folders();
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      applications: count,
      submitted: submitted.size,
      handedOff: [...submitted].filter((reference) => handed.has(reference)).length,
      unexpectedFolders: [...handed].filter((folder) => !submitted.has(folder)).length,
      handoffSeconds: round(seconds),
      quietP50Ms: round(percentile(quiet.times, 50)),
      quietP99Ms: round(percentile(quiet.times, 99)),
      burstP50Ms: round(percentile(busy.times, 50)),
      burstP99Ms: round(percentile(busy.times, 99)),
      burstPageSamples: busy.times.length,
      pageFailures: quiet.failures + busy.failures,
    };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
  }
}
