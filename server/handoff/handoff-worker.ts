import { avetmissClientOf } from '../../contracts/applications/avetmiss-client.ts';
import type { ApplicationStore } from '../applications/application-store.ts';
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
  /** The team's inbox and how to reach it; none, the hand-off has no e-mail step. */
  team: { to: string; send: SendMail } | undefined;
  log: Logger;
}

/**
 * One step of a claimed hand-off: first the adapter, then (once the adapter has it) the training team's e-mail.
 * Each is recorded on its own, so an e-mail that fails never delivers the application again.
 */
export function handoffStep({ store, adapter, team, log }: StepOptions) {
  return async (claimed: ClaimedHandoff): Promise<StepResult> => {
    const record = await store.loadForHandoff(claimed.reference);
    if (!record) return { step: 'failed', error: 'The application’s answers are gone' };
    if (!claimed.handedOff) {
      const client = avetmissClientOf({ ...record, submittedAt: record.submittedAt.toISOString() });
      const result = await adapter.deliver({ ...record, client });
      log.info('handoff.delivered', { reference: record.reference, adapter: adapter.name, result });
      return { step: 'handed-off', adapter: adapter.name, result };
    }
    const enrolment = await adapter.enrolment?.(record);
    const attempt = await team!.send(teamEmail(team!.to, record, enrolment));
    if (attempt.outcome === 'retry') return { step: 'failed', error: `Team e-mail: ${attempt.reason}` };
    // A refusal (an unknown mailbox) is not retried: the same message would be refused again.
    if (attempt.outcome === 'refused')
      log.error('handoff.team-email-refused', { reference: record.reference, status: attempt.status });
    else log.info('handoff.team-told', { reference: record.reference });
    return { step: 'team-told' };
  };
}
