import { randomUUID } from 'node:crypto';
import type { Row, Sql } from '../applications/sql.ts';

/** One hand-off as a worker holds it: the application's reference and which of its steps are done. */
export interface ClaimedHandoff {
  reference: string;
  courseCode: string;
  /** Failed attempts so far. */
  attempts: number;
  handedOff: boolean;
  learnerTold: boolean;
  teamTold: boolean;
}

/** What one step of a claimed hand-off came to; an error is retried after the backoff. */
export type StepResult =
  | { step: 'handed-off'; adapter: string; result: 'delivered' | 'already-there' }
  | { step: 'learner-told' }
  | { step: 'team-told' }
  | { step: 'failed'; error: string };

export interface QueueOptions {
  /** Whether the learner's confirmation is a step: without a mail server there is none to send. */
  tellsLearner: boolean;
  /** Whether the team's e-mail is a step: without a mail server and an inbox there is none to send. */
  tellsTeam: boolean;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a SQLite claim holds; a worker that died holding one is taken over once it passes. */
  leaseMs: number;
  clock: () => Date;
}

export interface HandoffQueue {
  /**
   * Claims the oldest hand-off with a step due, runs that one step and records it. Only one worker holds a
   * hand-off at a time, on one database, whichever publisher it runs in. False when nothing is due.
   */
  runOne(step: (claimed: ClaimedHandoff) => Promise<StepResult>): Promise<boolean>;
}

const claimedOf = (row: Row): ClaimedHandoff => ({
  reference: String(row.reference),
  courseCode: String(row.course_code),
  attempts: Number(row.attempts),
  handedOff: row.handed_off_at !== null,
  learnerTold: row.learner_told_at !== null,
  teamTold: row.team_told_at !== null,
});

const COLUMNS = 'reference, course_code, attempts, handed_off_at, learner_told_at, team_told_at';

export function createHandoffQueue(sql: Sql, options: QueueOptions): HandoffQueue {
  const { tellsLearner, tellsTeam, retryBaseMs, retryMaxMs, leaseMs, clock } = options;
  const now = () => clock().getTime();
  const undone = [
    'handed_off_at IS NULL',
    ...(tellsLearner ? ['learner_told_at IS NULL'] : []),
    ...(tellsTeam ? ['team_told_at IS NULL'] : []),
  ];
  const due = `purged_at IS NULL AND next_attempt_at <= ? AND (${undone.join(' OR ')})`;
  const backoff = (attempts: number) => Math.min(retryBaseMs * 2 ** attempts, retryMaxMs);

  /** Records a step; `owner` limits it to the claim that ran it (SQLite's lease). */
  async function record(tx: Sql, claimed: ClaimedHandoff, result: StepResult, owner?: string) {
    const at = now();
    const whose = owner ? ' AND claimed_by = ?' : '';
    const key = owner ? [claimed.reference, owner] : [claimed.reference];
    const release = 'claimed_until = NULL, claimed_by = NULL';
    if (result.step === 'handed-off')
      await tx.run(
        `UPDATE application_handoffs SET handed_off_at = ?, adapter = ?, adapter_result = ?, next_attempt_at = ?, ${release} WHERE reference = ?${whose}`,
        [at, result.adapter, result.result, at, ...key],
      );
    else if (result.step === 'learner-told' || result.step === 'team-told')
      await tx.run(
        `UPDATE application_handoffs SET ${result.step === 'learner-told' ? 'learner_told_at' : 'team_told_at'} = ?, next_attempt_at = ?, ${release} WHERE reference = ?${whose}`,
        [at, at, ...key],
      );
    else
      await tx.run(
        `UPDATE application_handoffs SET attempts = attempts + 1, last_error = ?, last_error_at = ?, next_attempt_at = ?, ${release} WHERE reference = ?${whose}`,
        [result.error, at, at + backoff(claimed.attempts), ...key],
      );
  }

  const safely = async (step: (claimed: ClaimedHandoff) => Promise<StepResult>, claimed: ClaimedHandoff) => {
    try {
      return await step(claimed);
    } catch (error) {
      return { step: 'failed', error: error instanceof Error ? error.message : String(error) } as const;
    }
  };

  // PostgreSQL: the row stays locked for the whole step, so no other worker sees it; a worker that dies lets go.
  const runOnPostgres: HandoffQueue['runOne'] = (step) =>
    sql.transaction(async (tx) => {
      const [row] = await tx.all(
        `SELECT ${COLUMNS} FROM application_handoffs WHERE ${due} ORDER BY submitted_at, reference LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now()],
      );
      if (!row) return false;
      const claimed = claimedOf(row);
      await record(tx, claimed, await safely(step, claimed));
      return true;
    });

  // SQLite has no row locks: one conditional UPDATE claims the row for a lease, which a dead worker's claim outlives.
  const runOnSqlite: HandoffQueue['runOne'] = async (step) => {
    const owner = randomUUID();
    const at = now();
    const [row] = await sql.all(
      `UPDATE application_handoffs SET claimed_until = ?, claimed_by = ?
       WHERE reference = (SELECT reference FROM application_handoffs
         WHERE ${due} AND (claimed_until IS NULL OR claimed_until <= ?) ORDER BY submitted_at, reference LIMIT 1)
       RETURNING ${COLUMNS}`,
      [at + leaseMs, owner, at, at],
    );
    if (!row) return false;
    const claimed = claimedOf(row);
    await record(sql, claimed, await safely(step, claimed), owner);
    return true;
  };

  return { runOne: sql.kind === 'postgres' ? runOnPostgres : runOnSqlite };
}
