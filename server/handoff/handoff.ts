import type { ApplicationStore, SubmittedRecord } from '../applications/application-store.ts';
import { createApplicationTables } from '../applications/application-tables.ts';
import { sqlOf } from '../applications/sql.ts';
import type { AccountsDatabase } from '../auth/database.ts';
import { errorMessage, type Logger } from '../core/log.ts';
import type { HandoffAdapter } from './adapters/adapter.ts';
import { axcelerateAdapter, type AxcelerateOptions } from './adapters/axcelerate.ts';
import { filesAdapter } from './adapters/files.ts';
import type { HandoffConfig } from './handoff-config.ts';
import { createHandoffQueue } from './handoff-queue.ts';
import { deleteExpired } from './handoff-retention.ts';
import type { ApplicationsWaiting } from '../../contracts/publish-status.ts';
import { handoffStatus } from './handoff-status.ts';
import { handoffStep, type SendMail } from './handoff-worker.ts';
import type { TeamEmail } from './team-email.ts';

export interface Handoff {
  status(): Promise<ApplicationsWaiting>;
  /**
   * Looks for work now rather than at the next poll (once the live release is served, after a submission); resolves
   * once no step is due.
   */
  wake(): Promise<void>;
  /** Stops taking work and waits for the step in hand; the database belongs to whoever opened it. */
  close(): Promise<void>;
}

export interface HandoffOptions {
  config: HandoffConfig;
  /** The accounts database the applications are kept in. */
  database: AccountsDatabase;
  /** The applications' store (createApplications), which opens the sealed answers. */
  store: Pick<ApplicationStore, 'loadForHandoff'>;
  dataDir: string;
  log: Logger;
  clock: () => Date;
  /** The accounts' mail transport (smtpDelivery); none, neither the learner nor the training team is e-mailed. */
  sendMail?: SendMail;
  /**
   * The learner's confirmation of a submitted application (`liveConfirmationOf`, which names the course from the
   * live release); none, the learner is not e-mailed.
   */
  confirmationOf?: (record: SubmittedRecord) => Promise<TeamEmail>;
  /**
   * The intake's aXcelerate activity instance, where a coordinator has set one (`liveInstanceOf`, over the live
   * release's course data); none, no enrolment is made.
   */
  axcelerateInstanceOf?: AxcelerateOptions['instanceOf'];
  /** Otherwise the configured one: aXcelerate when its settings are given, else the files adapter. */
  adapter?: HandoffAdapter;
}

/**
 * The hand-off of submitted applications to the student management system: a worker that takes the outbox's
 * applications one at a time (claimed so that several publishers on one database never take the same one), hands
 * each to the adapter, e-mails the learner's confirmation and the training team's note once each, retries failures with backoff, and deletes what is kept
 * of an application once the retention period after its hand-off has passed. It first looks for work when woken
 * (the publisher wakes it once the live release is served) or at its first poll. See docs/handoff.md.
 */
export async function createHandoff({
  config,
  database,
  store,
  dataDir,
  log,
  clock,
  sendMail,
  confirmationOf,
  axcelerateInstanceOf = () => Promise.resolve(undefined),
  adapter,
}: HandoffOptions): Promise<Handoff> {
  const sql = sqlOf(database);
  await createApplicationTables(sql);
  const chosen =
    adapter ??
    (config.axcelerate
      ? axcelerateAdapter({ ...config.axcelerate, instanceOf: axcelerateInstanceOf })
      : await filesAdapter({ dataDir, lineEnding: config.lineEnding }));
  const team = config.teamEmail && sendMail ? { to: config.teamEmail, send: sendMail } : undefined;
  const learner = confirmationOf && sendMail ? { confirmationOf, send: sendMail } : undefined;
  const queue = createHandoffQueue(sql, {
    ...config,
    tellsLearner: learner !== undefined,
    tellsTeam: team !== undefined,
    clock,
  });
  const step = handoffStep({ store, adapter: chosen, learner, team, log });

  let stopped = false;
  // One run at a time; a wake during a run queues one more after it, so nothing submitted meanwhile waits a poll.
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  async function work() {
    try {
      while (!stopped && (await queue.runOne(step)));
      if (!stopped) {
        const deleted = await deleteExpired(sql, chosen, config.retentionMs, clock().getTime());
        if (deleted) log.info('handoff.retention-deleted', { applications: deleted });
      }
    } catch (error) {
      log.error('handoff.failed', { error: errorMessage(error) });
    }
  }
  const wake = () => {
    queued ??= running = running.then(() => {
      queued = null;
      return work();
    });
    return queued;
  };
  const timer = setInterval(() => void wake(), config.pollMs);
  timer.unref();
  log.info('handoff.ready', {
    adapter: chosen.name,
    learnerEmail: learner !== undefined,
    teamEmail: team !== undefined,
  });
  return {
    status: () => handoffStatus(sql),
    wake,
    async close() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
