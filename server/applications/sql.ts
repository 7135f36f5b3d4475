import { CompiledQuery, type Kysely } from 'kysely';
import type pg from 'pg';
import type { AccountsDatabase, SqliteDatabase } from '../auth/database.ts';

export type SqlValue = string | number | null | Uint8Array;
export type Row = Record<string, SqlValue>;

/** The few statements the store runs, on SQLite or PostgreSQL alike: `?` placeholders, rows as plain objects. */
export interface Sql {
  kind: AccountsDatabase['kind'];
  run(statement: string, params?: SqlValue[]): Promise<number>;
  all(statement: string, params?: SqlValue[]): Promise<Row[]>;
  /**
   * Runs `work` in one transaction, given the Sql to run its statements with: committed when it resolves, rolled
   * back when it throws. Row locks taken in it (`FOR UPDATE` on PostgreSQL) last until it ends. A transaction
   * inside another is part of the outer one.
   */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
}

const numbered = (statement: string) => {
  let index = 0;
  return statement.replace(/\?/g, () => `$${++index}`);
};

/** Statements on the connection Kysely has lent: the caller holds its lock meanwhile. */
function lentSql(connection: Kysely<unknown>): Sql {
  const sql: Sql = {
    kind: 'sqlite',
    run: async (statement, params = []) =>
      Number((await connection.executeQuery(CompiledQuery.raw(statement, params))).numAffectedRows ?? 0),
    all: async (statement, params = []) =>
      (await connection.executeQuery<Row>(CompiledQuery.raw(statement, params))).rows,
    transaction: (work) => work(sql),
  };
  return sql;
}

/**
 * Every statement borrows the one connection through Kysely's lock, which better-auth's statements take too: a
 * transaction holds it to its end, so statements from elsewhere wait rather than slip into it. Another process on
 * the same file waits on SQLite's own lock (the busy timeout).
 */
function sqliteSql({ kysely, file }: SqliteDatabase): Sql {
  const lent = <T>(work: (sql: Sql) => Promise<T>) =>
    kysely.connection().execute((connection) => work(lentSql(connection)));
  return {
    kind: 'sqlite',
    run: (statement, params) => lent((sql) => sql.run(statement, params)),
    all: (statement, params) => lent((sql) => sql.all(statement, params)),
    transaction: (work) =>
      lent(async (sql) => {
        await sql.run('BEGIN IMMEDIATE');
        try {
          const result = await work(sql);
          await sql.run('COMMIT');
          return result;
        } catch (error) {
          if (file.isTransaction) await sql.run('ROLLBACK');
          throw error;
        }
      }),
  };
}

function clientSql(client: pg.PoolClient): Sql {
  const sql: Sql = {
    kind: 'postgres',
    run: async (statement, params = []) => (await client.query(numbered(statement), params)).rowCount ?? 0,
    all: async (statement, params = []) => (await client.query(numbered(statement), params)).rows as Row[],
    transaction: (work) => work(sql),
  };
  return sql;
}

function postgresSql(pool: pg.Pool): Sql {
  const query = (statement: string, params: SqlValue[]) => pool.query(numbered(statement), params);
  return {
    kind: 'postgres',
    run: async (statement, params = []) => (await query(statement, params)).rowCount ?? 0,
    all: async (statement, params = []) => (await query(statement, params)).rows as Row[],
    async transaction(work) {
      const client = await pool.connect();
      let broken: unknown;
      try {
        await client.query('BEGIN');
        const result = await work(clientSql(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackFailed: unknown) => (broken = rollbackFailed));
        throw error;
      } finally {
        // A connection whose rollback failed is in an unknown state: the pool drops it rather than lend it again.
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
  };
}

export const sqlOf = (database: AccountsDatabase): Sql =>
  database.kind === 'sqlite' ? sqliteSql(database) : postgresSql(database.pool);
