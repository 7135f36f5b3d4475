// Serves a built site through the real publisher for the measurements: its release (precompressed with brotli),
// headers and routes, and the account API beside the account pages, so /account/* are measured as visitors get
// them rather than as a static server's 404 page.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startApp } from '../../server/app.ts';
import { loadConfig } from '../../server/core/config.ts';
import { createLogger } from '../../server/core/log.ts';

// Copying and precompressing the first release takes seconds, more on a busy machine.
const FIRST_RELEASE_TRIES = 1200;

/** The publisher serving the built site at `dir`, with `env` added to its settings; `dataDir` is its DATA_DIR. */
export async function servePublished(
  dir: string,
  env: Record<string, string> = {},
): Promise<{ origin: string; dataDir: string; close(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'bench-publisher-'));
  const dataDir = join(root, 'data');
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    RELEASES_DIR: join(root, 'releases'),
    DATA_DIR: dataDir,
    REBUILD_SCHEDULE: 'off',
    ...env,
  });
  const app = await startApp({
    config,
    // The release is the site already built for the bench.
    builder: (job) => cp(resolve(dir), job.outDir, { recursive: true }),
    log: createLogger(() => undefined),
  });
  const close = async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  };
  // The first release is copied and precompressed after the port opens; until then every page is 503.
  for (let tries = 0; (await fetch(`${app.url}/`)).status !== 200; tries += 1) {
    if (tries > FIRST_RELEASE_TRIES) {
      await close();
      throw new Error('The publisher never served its first release.');
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { origin: app.url, dataDir, close };
}
