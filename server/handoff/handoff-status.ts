import type { Sql } from '../applications/sql.ts';

/** What the Publishing tool shows of the hand-off: counts and times only, never a name or a reference. */
export interface HandoffStatus {
  /** Applications not yet handed off. */
  waiting: number;
  /** How long the oldest of them has waited, or null when none waits. */
  oldestWaitingMs: number | null;
  /** The most recent failure of an application still waiting, and when. */
  lastError: { message: string; at: string } | null;
}

export async function handoffStatus(sql: Sql, now: number): Promise<HandoffStatus> {
  const [counts] = await sql.all(
    'SELECT COUNT(*) AS waiting, MIN(submitted_at) AS oldest FROM application_handoffs WHERE handed_off_at IS NULL AND purged_at IS NULL',
  );
  const [error] = await sql.all(
    'SELECT last_error, last_error_at FROM application_handoffs WHERE handed_off_at IS NULL AND purged_at IS NULL AND last_error IS NOT NULL ORDER BY last_error_at DESC LIMIT 1',
  );
  return {
    waiting: Number(counts.waiting),
    oldestWaitingMs: counts.oldest === null ? null : Math.max(0, now - Number(counts.oldest)),
    lastError: error
      ? { message: String(error.last_error), at: new Date(Number(error.last_error_at)).toISOString() }
      : null,
  };
}
