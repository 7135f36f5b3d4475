import type { AppOptions } from '../app.ts';
import { createApplications, type Applications } from '../applications/applications.ts';
import type { AccountsDatabase } from '../auth/database.ts';
import { ConfigError } from '../core/env.ts';
import { errorMessage } from '../core/log.ts';
import { applyData } from '../apply/apply-shell.ts';
import { liveConfirmationOf } from '../apply/learner-emails.ts';
import { liveInstanceOf } from '../handoff/axcelerate-instance.ts';
import { createHandoff, type Handoff } from '../handoff/handoff.ts';
import { smtpSendMail, type SendMail } from '../handoff/handoff-worker.ts';
import type { Release } from '../releases/releases.ts';

type StartOptions = Pick<AppOptions, 'config' | 'log'> & {
  clock: () => Date;
  /** The release being served, whose course data names each intake's aXcelerate instance; none before serving. */
  liveRelease: () => Release | null;
};

/**
 * Applications to study and their hand-off to the student management system, on the accounts database. A wrong or
 * missing key for applications already kept (a ConfigError) stops the publisher before its port opens, with nothing
 * changed and the database closed; any other failure (the database unreachable) is logged and leaves the site
 * served, the question pages saying they are not available, and submitted applications waiting in the outbox for
 * the next start.
 */
export async function startApplications(
  { config, log, clock, liveRelease }: StartOptions,
  database: AccountsDatabase,
): Promise<{ applications: Applications | null; handoff: Handoff | null; sendMail: SendMail | undefined }> {
  let applications: Applications | null = null;
  // The accounts' SMTP transport: the training team's note and the learner's e-mails all go through it.
  const { smtpUrl, mailFrom } = config.accounts;
  const sendMail = smtpUrl && mailFrom ? smtpSendMail(smtpUrl, mailFrom) : undefined;
  try {
    applications = await createApplications({
      config: config.applications,
      database,
      dataDir: config.dataDir,
      log,
      clock,
    });
    const handoff = await createHandoff({
      config: config.handoff,
      database,
      store: applications.store,
      dataDir: config.dataDir,
      log,
      clock,
      sendMail,
      confirmationOf: liveConfirmationOf(() => applyData(liveRelease())),
      axcelerateInstanceOf: liveInstanceOf(() => applyData(liveRelease())),
    });
    return { applications, handoff, sendMail };
  } catch (error) {
    if (error instanceof ConfigError) {
      applications?.close();
      await database.close();
      throw error;
    }
    log.error(applications ? 'handoff.failed-to-start' : 'applications.failed-to-start', {
      error: errorMessage(error),
    });
    return { applications, handoff: null, sendMail };
  }
}
