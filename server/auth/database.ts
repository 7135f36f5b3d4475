import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type * as Sqlite from 'node:sqlite';
import type pg from 'pg';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../core/private-files.ts';

export interface AccountsDatabase {
  kind: 'sqlite' | 'postgres';
  /** What better-auth is given: it picks its Kysely dialect from the object's shape. */
  connection: Sqlite.DatabaseSync | pg.Pool;
  close(): Promise<void>;
}

export const SQLITE_FILE = 'accounts.sqlite';

/**
 * node:sqlite is stable enough for us but still flagged experimental in Node 24, and Node prints a
 * warning on its first load. Loading it here with that one warning filtered keeps the log clean.
 */
async function loadSqlite(): Promise<typeof Sqlite> {
  const emitWarning = process.emitWarning.bind(process);
  process.emitWarning = ((warning: string | Error, options?: string | { type?: string }) => {
    const type = typeof options === 'string' ? options : options?.type;
    const text = typeof warning === 'string' ? warning : warning.message;
    if (type === 'ExperimentalWarning' && text.startsWith('SQLite')) return;
    emitWarning(warning, options as string);
  }) as typeof process.emitWarning;
  try {
    return await import('node:sqlite');
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** PostgreSQL when a URL is configured; otherwise a SQLite file in DATA_DIR, made on first start. */
export async function openAccountsDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<AccountsDatabase> {
  if (databaseUrl) {
    const { default: postgres } = await import('pg');
    const pool = new postgres.Pool({ connectionString: databaseUrl, max: 5 });
    // A dropped idle connection must not crash the publisher; the pool replaces it.
    pool.on('error', () => undefined);
    return { kind: 'postgres', connection: pool, close: () => pool.end() };
  }
  await makePrivateDir(dataDir);
  const file = join(dataDir, SQLITE_FILE);
  // SQLite gives its -wal and -shm files the database file's mode, so creating that one private is enough.
  await (await open(file, 'a', PRIVATE_FILE_MODE)).close();
  const { DatabaseSync } = await loadSqlite();
  const database = new DatabaseSync(file);
  // WAL lets the site read while a sign-up writes; the busy timeout rides out a checkpoint.
  database.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;',
  );
  return {
    kind: 'sqlite',
    connection: database,
    close: () => {
      if (database.isOpen) database.close();
      return Promise.resolve();
    },
  };
}
