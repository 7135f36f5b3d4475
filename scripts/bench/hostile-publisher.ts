// The publisher under attack in scripts/bench/hostile.ts: its own process (so its memory is its
// own), a site of a few files written at startup instead of an Astro build, logs discarded.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startApp } from '../../server/app.ts';
import { loadConfig } from '../../server/core/config.ts';
import { createLogger } from '../../server/core/log.ts';

const [dir, secret] = process.argv.slice(2);
const page = `<!doctype html><html lang="en"><title>Bench</title><body>${'<p>Northwind Training</p>'.repeat(400)}</body></html>`;
const app = await startApp({
  config: loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    RELEASES_DIR: join(dir, 'releases'),
    DATA_DIR: join(dir, 'data'),
    SANITY_WEBHOOK_SECRET: secret,
    CONTACT_RATE_LIMIT: '100000',
    AUTH_RATE_LIMIT: '100000',
    // The attackers and Sanity are told apart by X-Forwarded-For, as behind a real proxy.
    TRUST_PROXY: '1',
    REBUILD_SCHEDULE: 'off',
  }),
  builder: async ({ outDir }) => {
    await mkdir(join(outDir, '_astro'), { recursive: true });
    await writeFile(join(outDir, 'index.html'), page);
    await writeFile(join(outDir, '404.html'), '<!doctype html><title>Page Not Found</title>');
    await writeFile(join(outDir, '_astro', 'site.css'), 'body{color:#123}'.repeat(100));
    // As large as the site's largest bundle, for the pipelining attack.
    await writeFile(join(outDir, '_astro', 'app.js'), 'console.log(1);'.repeat(20_000));
  },
  log: createLogger(() => undefined),
});
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
process.stdout.write(`${app.url}\n`);
