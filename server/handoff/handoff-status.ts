import type { ApplicationsWaiting } from '../../contracts/publish-status.ts';
import type { Sql } from '../applications/sql.ts';

/** What the Publishing tool shows of the hand-off (its contract): counts and times only, never a name or a reference. */
export async function handoffStatus(sql: Sql): Promise<ApplicationsWaiting> {
  const [counts] = await sql.all(
    'SELECT COUNT(*) AS waiting, MIN(submitted_at) AS oldest FROM application_handoffs WHERE handed_off_at IS NULL AND purged_at IS NULL',
  );
  const [error] = await sql.all(
    'SELECT last_error, last_error_at FROM application_handoffs WHERE handed_off_at IS NULL AND purged_at IS NULL AND last_error IS NOT NULL ORDER BY last_error_at DESC LIMIT 1',
  );
  return {
    waiting: Number(counts.waiting),
    oldestWaitingSince: counts.oldest === null ? null : new Date(Number(counts.oldest)).toISOString(),
    lastError: error
      ? { message: String(error.last_error), at: new Date(Number(error.last_error_at)).toISOString() }
      : null,
  };
}
