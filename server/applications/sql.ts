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
}

const numbered = (statement: string) => {
  let index = 0;
  return statement.replace(/\?/g, () => `$${++index}`);
};

function sqliteSql(database: Sqlite.DatabaseSync): Sql {
  return {
    kind: 'sqlite',
    run: (statement, params = []) => Promise.resolve(Number(database.prepare(statement).run(...params).changes)),
    all: (statement, params = []) => Promise.resolve(database.prepare(statement).all(...params) as Row[]),
  };
}

function postgresSql(pool: pg.Pool): Sql {
  const query = (statement: string, params: SqlValue[]) => pool.query(numbered(statement), params);
  return {
    kind: 'postgres',
    run: async (statement, params = []) => (await query(statement, params)).rowCount ?? 0,
    all: async (statement, params = []) => (await query(statement, params)).rows as Row[],
  };
}

export const sqlOf = (database: AccountsDatabase): Sql =>
  database.kind === 'sqlite'
    ? sqliteSql(database.connection as Sqlite.DatabaseSync)
    : postgresSql(database.connection as pg.Pool);
