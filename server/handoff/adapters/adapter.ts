import type { ApplicationAnswers } from '../../../contracts/applications/answers.ts';
import type { AvetmissClient } from '../../../contracts/avetmiss/nat/client.ts';
import type { SubmissionOutcome } from '../../applications/application-store.ts';

/** A submitted application as an adapter receives it: the answers, and the same learner as AVETMISS reports them. */
export interface HandoffApplication {
  reference: string;
  submittedAt: Date;
  answers: ApplicationAnswers;
  outcome: SubmissionOutcome;
  /** The NAT client files' learner (`contracts/applications/avetmiss-client.ts`), the reference its identifier. */
  client: AvetmissClient;
}

/**
 * Where applications go: the student management system, or a place its importer collects from. One file per
 * adapter in this folder; `handoff-config.ts` chooses one. See docs/handoff.md.
 *
 * The reference is the idempotency key. An adapter may be given one application more than once (a publisher
 * stopped after delivering but before recording it): then it finds the reference already there and says so,
 * delivering nothing twice.
 */
export interface HandoffAdapter {
  /** Recorded with each hand-off ("files", "axcelerate"). */
  readonly name: string;
  /**
   * Delivers one application, or finds it already delivered. Throws to be retried later: the error's message is
   * kept and shown as the last error, so it names no personal detail (a status, a code, never a value).
   */
  deliver(application: HandoffApplication): Promise<'delivered' | 'already-there'>;
  /**
   * The training team's e-mail's line about the enrolment, for an adapter that makes one (or says why it did not);
   * none, the team enrols from what the adapter delivered. Throws to retry the e-mail later.
   */
  enrolment?(application: Pick<HandoffApplication, 'answers'>): Promise<string>;
  /** At the end of the retention period: removes whatever of the application this adapter keeps on the site. */
  forget(reference: string): Promise<void>;
}
