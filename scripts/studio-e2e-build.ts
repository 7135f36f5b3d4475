// The Studio for the browser tests: built once for the local lake (studio/local/), with the address of the test
// publisher that the Publishing tool and "View on site" ask (a build-time setting of a Studio). The port is chosen
// here, free now, and written beside the build, so the tests start their publisher on it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { freePort } from './free-port.ts';

const DIST = 'studio/dist-local';
const PORT_FILE = `${DIST}/e2e-publisher-port`;

/** The test publisher's port of the current build, or null when the Studio is not built for the tests. */
export function builtPublisherPort(): number | null {
  return existsSync(PORT_FILE) ? Number(readFileSync(PORT_FILE, 'utf8')) : null;
}

export async function buildStudioForTests(): Promise<number> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const build = spawnSync('npm', ['run', '--silent', 'studio:build:local'], {
    stdio: 'inherit',
    env: { ...process.env, SANITY_STUDIO_PUBLISHER_URL: origin, SANITY_STUDIO_PREVIEW_ORIGIN: origin },
  });
  if (build.status !== 0) throw new Error(`npm run studio:build:local exited with ${build.status}`);
  writeFileSync(PORT_FILE, String(port));
  return port;
}

if (import.meta.url === `file://${process.argv[1]}`) await buildStudioForTests();
