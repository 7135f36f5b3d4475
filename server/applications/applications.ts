import type { AccountsDatabase } from '../auth/database.ts';
import type { Logger } from '../core/log.ts';
import { errorMessage } from '../core/log.ts';
import type { ApplicationsConfig } from './applications-config.ts';
import { createApplicationTables } from './application-tables.ts';
import { createApplicationStore, type ApplicationStore } from './application-store.ts';
import { provenApplicationsKey } from './key-check.ts';
import { sqlOf } from './sql.ts';

export interface Applications {
  store: ApplicationStore;
  /** Stops the hourly sweep; the database belongs to whoever opened it. */
  close(): void;
}

export interface ApplicationsOptions {
  config: ApplicationsConfig;
  /** The accounts database (openAccountsDatabase): SQLite in DATA_DIR, or PostgreSQL with DATABASE_URL. */
  database: AccountsDatabase;
  dataDir: string;
  log: Logger;
  clock: () => Date;
  sweepMs?: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Applications to study, kept encrypted in the accounts database. Starting proves the key against the data
 * already kept (a ConfigError stops the publisher otherwise, with nothing changed), then sweeps stale drafts and
 * links once an hour. The question pages' routes come with the pages.
 */
export async function createApplications({
  config,
  database,
  dataDir,
  log,
  clock,
  sweepMs = HOUR_MS,
}: ApplicationsOptions): Promise<Applications> {
  const sql = sqlOf(database);
  await createApplicationTables(sql);
  const { key, from } = await provenApplicationsKey(sql, config.key, dataDir);
  const store = createApplicationStore(sql, key, clock);
  const sweep = async () => {
    try {
      const deleted = await store.deleteStale();
      if (deleted.drafts || deleted.resumeTokens) log.info('applications.swept', deleted);
    } catch (error) {
      log.error('applications.sweep-failed', { error: errorMessage(error) });
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), sweepMs);
  timer.unref();
  log.info('applications.ready', { database: database.kind, key: from });
  return { store, close: () => clearInterval(timer) };
}
