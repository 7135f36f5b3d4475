import type * as Sqlite from 'node:sqlite';
import type pg from 'pg';
import type { AccountsDatabase } from '../auth/database.ts';

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

/**
 * One connection serves every statement, so a transaction holds the turn: statements from elsewhere wait for it to
 * end rather than slip into it. Another process on the same file waits on SQLite's own lock (the busy timeout).
 */
function sqliteSql(database: Sqlite.DatabaseSync): Sql {
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work);
    turn = result.catch(() => undefined);
    return result;
  };
  const inside: Sql = {
    kind: 'sqlite',
    run: (statement, params = []) => Promise.resolve(Number(database.prepare(statement).run(...params).changes)),
    all: (statement, params = []) => Promise.resolve(database.prepare(statement).all(...params) as Row[]),
    transaction: (work) => work(inside),
  };
  return {
    kind: 'sqlite',
    run: (statement, params) => inTurn(() => inside.run(statement, params)),
    all: (statement, params) => inTurn(() => inside.all(statement, params)),
    transaction: (work) =>
      inTurn(async () => {
        database.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(inside);
          database.exec('COMMIT');
          return result;
        } catch (error) {
          if (database.isTransaction) database.exec('ROLLBACK');
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
  database.kind === 'sqlite'
    ? sqliteSql(database.connection as Sqlite.DatabaseSync)
    : postgresSql(database.connection as pg.Pool);
