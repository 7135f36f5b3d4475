import { startApp } from './app.ts';
import { loadConfig } from './core/config.ts';
import { createLogger, errorMessage } from './core/log.ts';
import { createSiteBuilders } from './publishing/site-builders.ts';

const log = createLogger();
const SHUTDOWN_LIMIT_MS = 10_000;

try {
  const config = loadConfig();
  const builders = createSiteBuilders({
    root: config.root,
    dataDir: config.dataDir,
    // The publisher serves the account API, so its builds have the account pages and links.
    env: { ACCOUNTS_ENABLED: 'true' },
  });
  const app = await startApp({ config, builder: builders.release, previewBuilder: builders.preview, log });
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
