// The Studio for the browser tests: the Studio built for the local lake (studio/local/). It names no publisher:
// each test starts its own on a free port and the local server tells the Studio where it is when it serves it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const INDEX = 'studio/dist-local/index.html';

export function buildStudioForTests(): void {
  const build = spawnSync('npm', ['run', '--silent', 'studio:build:local'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run studio:build:local exited with ${build.status}`);
}

/** Builds the Studio for the tests when it is not built (npm test builds it afresh before the browser tests). */
export function ensureStudioBuilt(): void {
  if (!existsSync(INDEX)) buildStudioForTests();
}

if (import.meta.url === `file://${process.argv[1]}`) buildStudioForTests();
