import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type * as Sqlite from 'node:sqlite';
import { NodeSqliteDialect } from '@better-auth/kysely-adapter/node-sqlite-dialect';
import { Kysely } from 'kysely';
import type pg from 'pg';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../core/private-files.ts';

export interface SqliteDatabase {
  kind: 'sqlite';
  /**
   * The one connection to the file, behind Kysely's connection lock, for better-auth and the applications alike.
   * better-auth keeps a transaction open while it hashes a sign-up's password: a statement sent to the connection
   * meanwhile would join that transaction (and be rolled back with it), and a transaction begun would fail. Through
   * the lock, each waits until the connection is free.
   */
  kysely: Kysely<unknown>;
  /** The connection itself, to tell whether a transaction is still open (SQLite ends some on an error). */
  file: Sqlite.DatabaseSync;
  close(): Promise<void>;
}

export interface PostgresDatabase {
  kind: 'postgres';
  /** A pool: each transaction has a connection of its own, and PostgreSQL keeps them apart. */
  pool: pg.Pool;
  close(): Promise<void>;
}

export type AccountsDatabase = SqliteDatabase | PostgresDatabase;

/** What better-auth is given: the shared Kysely on SQLite (with its transactions), the pool on PostgreSQL. */
export const betterAuthDatabase = (database: AccountsDatabase) =>
  database.kind === 'sqlite' ? { db: database.kysely, type: 'sqlite' as const, transaction: true } : database.pool;

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
    return { kind: 'postgres', pool, close: () => pool.end() };
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
  const kysely = new Kysely<unknown>({ dialect: new NodeSqliteDialect({ database }) });
  return {
    kind: 'sqlite',
    kysely,
    file: database,
    close: () => {
      if (database.isOpen) database.close();
      return Promise.resolve();
    },
  };
}
