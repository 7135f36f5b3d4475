import type { Sql } from './sql.ts';

/**
 * The tables applications are kept in, beside the accounts' own. Answers are a sealed box bound to the row's id;
 * the tokens a learner holds (the draft's, a resume link's) are kept only as SHA-256 hashes. Each submitted
 * application has a row in `application_handoffs`, the outbox of the hand-off to the student management system
 * (`server/handoff/`): written in the same transaction as the submission, and kept after the answers are deleted
 * as the record of reference, course, times and outcome; its steps are the hand-off, the learner's confirmation
 * and the team's note, each recorded once done. `application_accounts` ties an application to the account
 * that was signed in when it was started or saved, for /account's list; it goes with the application (ON DELETE CASCADE, foreign keys being on in both databases).
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
  await sql.run(
    `CREATE TABLE IF NOT EXISTS application_accounts (
      application_id TEXT PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
      user_id TEXT NOT NULL
    )`,
  );
  await sql.run('CREATE INDEX IF NOT EXISTS application_accounts_user ON application_accounts (user_id)');
  await sql.run(
    `CREATE TABLE IF NOT EXISTS application_handoffs (
      reference TEXT PRIMARY KEY,
      application_id TEXT UNIQUE,
      course_code TEXT NOT NULL,
      submitted_at BIGINT NOT NULL,
      submission_outcome ${bytes},
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at BIGINT NOT NULL,
      claimed_until BIGINT,
      claimed_by TEXT,
      last_error TEXT,
      last_error_at BIGINT,
      adapter TEXT,
      adapter_result TEXT,
      handed_off_at BIGINT,
      team_told_at BIGINT,
      learner_told_at BIGINT,
      purged_at BIGINT
    )`,
  );
  if (!(await hasColumn(sql, 'application_handoffs', 'learner_told_at')))
    // A table from before the learner's confirmation was a step of the outbox: those learners were e-mailed as
    // they submitted, so none of them is e-mailed again.
    await sql.transaction(async (tx) => {
      await tx.run(
        `ALTER TABLE application_handoffs ADD COLUMN ${tx.kind === 'postgres' ? 'IF NOT EXISTS ' : ''}learner_told_at BIGINT`,
      );
      await tx.run('UPDATE application_handoffs SET learner_told_at = submitted_at WHERE learner_told_at IS NULL');
    });
}

async function hasColumn(sql: Sql, table: string, column: string) {
  const columns = await sql.all(
    sql.kind === 'postgres'
      ? 'SELECT column_name AS name FROM information_schema.columns WHERE table_name = ? AND table_schema = current_schema()'
      : 'SELECT name FROM pragma_table_info(?)',
    [table],
  );
  return columns.some(({ name }) => name === column);
}
