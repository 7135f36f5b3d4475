import { avetmissClientOf } from '../../contracts/applications/avetmiss-client.ts';
import type { ApplicationStore, SubmittedRecord } from '../applications/application-store.ts';
import { smtpDelivery } from '../auth/account-mail.ts';
import type { Logger } from '../core/log.ts';
import type { Attempt } from '../outbox/outbox-forwarder.ts';
import type { HandoffAdapter } from './adapters/adapter.ts';
import type { ClaimedHandoff, StepResult } from './handoff-queue.ts';
import { teamEmail, type TeamEmail } from './team-email.ts';

/** Sends one e-mail (the accounts' SMTP transport); never rejects. */
export type SendMail = (email: TeamEmail) => Promise<Attempt>;

/** The accounts' SMTP transport (SMTP_URL, MAIL_FROM) as the hand-off sends with it. */
export function smtpSendMail(smtpUrl: string, from: string): SendMail {
  const deliver = smtpDelivery<TeamEmail>(smtpUrl, from);
  return (email) => deliver({ id: email.subject, received_at: new Date().toISOString(), message: email });
}

export interface StepOptions {
  store: Pick<ApplicationStore, 'loadForHandoff'>;
  adapter: HandoffAdapter;
  /** The learner's confirmation and how to send it; none, the learner is not e-mailed. */
  learner: { confirmationOf: (record: SubmittedRecord) => Promise<TeamEmail>; send: SendMail } | undefined;
  /** The team's inbox and how to reach it; none, the team is not e-mailed. */
  team: { to: string; send: SendMail } | undefined;
  log: Logger;
}

/**
 * One step of a claimed hand-off: first the adapter, then (once the adapter has it) the learner's confirmation,
 * then the training team's e-mail. Each is recorded on its own, so an e-mail that fails is sent again after its
 * backoff and never delivers the application, or the other e-mail, twice.
 */
export function handoffStep({ store, adapter, learner, team, log }: StepOptions) {
  return async (claimed: ClaimedHandoff): Promise<StepResult> => {
    const record = await store.loadForHandoff(claimed.reference);
    if (!record) return { step: 'failed', error: 'The application’s answers are gone' };
    if (!claimed.handedOff) {
      const client = avetmissClientOf({ ...record, submittedAt: record.submittedAt.toISOString() });
      const result = await adapter.deliver({ ...record, client });
      log.info('handoff.delivered', { reference: record.reference, adapter: adapter.name, result });
      return { step: 'handed-off', adapter: adapter.name, result };
    }
    if (learner && !claimed.learnerTold) {
      const attempt = await learner.send(await learner.confirmationOf(record));
      if (attempt.outcome === 'retry') return { step: 'failed', error: `Learner's confirmation: ${attempt.reason}` };
      // A refusal (a mistyped mailbox) is not retried: the same message would be refused again.
      if (attempt.outcome === 'refused')
        log.warn('handoff.learner-email-refused', { reference: record.reference, status: attempt.status });
      else log.info('handoff.learner-told', { reference: record.reference });
      return { step: 'learner-told' };
    }
    const enrolment = await adapter.enrolment?.(record);
    const attempt = await team!.send(teamEmail(team!.to, record, enrolment));
    if (attempt.outcome === 'retry') return { step: 'failed', error: `Team e-mail: ${attempt.reason}` };
    if (attempt.outcome === 'refused')
      log.error('handoff.team-email-refused', { reference: record.reference, status: attempt.status });
    else log.info('handoff.team-told', { reference: record.reference });
    return { step: 'team-told' };
  };
}
