import type { Sql } from './sql.ts';

/**
 * The tables applications are kept in, beside the accounts' own. Answers are a sealed box bound to the row's id;
 * the tokens a learner holds (the draft's, a resume link's) are kept only as SHA-256 hashes.
 */
export async function createApplicationTables(sql: Sql): Promise<void> {
  const bytes = sql.kind === 'postgres' ? 'BYTEA' : 'BLOB';
  await sql.run(`CREATE TABLE IF NOT EXISTS application_key_check (id INTEGER PRIMARY KEY, sealed ${bytes} NOT NULL)`);
  await sql.run(
    `CREATE TABLE IF NOT EXISTS applications (
      id TEXT PRIMARY KEY,
      draft_token_hash TEXT UNIQUE,
      reference TEXT UNIQUE,
      answers ${bytes} NOT NULL,
      created_at BIGINT NOT NULL,
      updated_at BIGINT NOT NULL,
      submitted_at BIGINT
    )`,
  );
  await sql.run(
    `CREATE TABLE IF NOT EXISTS application_resume_tokens (
      token_hash TEXT PRIMARY KEY,
      application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
      expires_at BIGINT NOT NULL
    )`,
  );
}
