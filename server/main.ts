import { join } from 'node:path';
import { startApp } from './app.ts';
import { createAstroBuilder } from './astro-builder.ts';
import { loadConfig } from './config.ts';
import { createLogger, errorMessage } from './log.ts';

const log = createLogger();
const SHUTDOWN_LIMIT_MS = 10_000;

try {
  const config = loadConfig();
  const app = await startApp({
    config,
    builder: createAstroBuilder({
      root: config.root,
      cacheDir: join(config.dataDir, 'astro-cache'),
      // The publisher serves the account API, so its builds have the account pages and links.
      env: { ACCOUNTS_ENABLED: 'true' },
    }),
    log,
  });
  const shutdown = (signal: string) => {
    log.info('server.stopping', { signal });
    // A second signal means "now": do not wait for a build to wind down.
    process.once(signal, () => process.exit(1));
    // Under systemd's stop timeout whatever happens: close() cuts connections well before this.
    setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('server.stop-failed', { error: errorMessage(error) });
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  log.error('server.failed-to-start', { error: errorMessage(error) });
  process.exitCode = 1;
}
