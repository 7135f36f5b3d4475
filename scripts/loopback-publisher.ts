import { join } from 'node:path';

/**
 * The environment of a publisher that the benchmarks and the integration tests start: on a free loopback port,
 * its folders under `dir`, signed webhooks only, and no rebuild by the clock to disturb what they measure.
 */
export const loopbackPublisherEnv = (dir: string, webhookSecret: string) => ({
  HOST: '127.0.0.1',
  PORT: '0',
  RELEASES_DIR: join(dir, 'releases'),
  DATA_DIR: join(dir, 'data'),
  PREVIEW_DIR: join(dir, 'preview'),
  SANITY_WEBHOOK_SECRET: webhookSecret,
  REBUILD_SCHEDULE: 'off',
});
