import type { Sql } from '../applications/sql.ts';
import type { HandoffAdapter } from './adapters/adapter.ts';

/**
 * Deletes what the site keeps of each application handed off longer than `retentionMs` ago: its answers (the
 * whole application row, sealed answers and all) and whatever the adapter keeps (the files adapter's folder).
 * The hand-off's row stays as the record: reference, course, times, adapter and result. Safe to run from several
 * workers at once: each step is idempotent. Returns how many were deleted.
 */
export async function deleteExpired(sql: Sql, adapter: HandoffAdapter, retentionMs: number, now: number) {
  const expired = await sql.all(
    'SELECT reference, application_id FROM application_handoffs WHERE purged_at IS NULL AND handed_off_at IS NOT NULL AND handed_off_at <= ?',
    [now - retentionMs],
  );
  for (const { reference, application_id: applicationId } of expired) {
    await adapter.forget(String(reference));
    await sql.transaction(async (tx) => {
      await tx.run('DELETE FROM application_resume_tokens WHERE application_id = ?', [applicationId]);
      await tx.run('DELETE FROM applications WHERE id = ?', [applicationId]);
      await tx.run(
        'UPDATE application_handoffs SET purged_at = ?, application_id = NULL, submission_outcome = NULL WHERE reference = ?',
        [now, reference],
      );
    });
  }
  return expired.length;
}
