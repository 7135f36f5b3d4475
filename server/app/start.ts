import { join } from 'node:path';
import type { AppOptions } from '../app.ts';
import { setupApply } from '../apply/apply.ts';
import { startApplications } from './start-applications.ts';
import { startAccounts, type Accounts } from '../auth/accounts.ts';
import { openAccountsDatabase } from '../auth/database.ts';
import { setupContact } from '../contact/contact.ts';
import { errorMessage } from '../core/log.ts';
import { makeTreePrivate } from '../core/private-files.ts';
import { setupPdRegistration } from '../pd-registration/pd-registration.ts';
import { setupPublishing } from '../publishing/publishing.ts';
import { runningBuilds } from '../publishing/running-builds.ts';
import { RUNNING_BUILDS_DIR } from '../publishing/site-builders.ts';
import type { Release } from '../releases/releases.ts';
import { setupServing } from '../releases/serving.ts';

export type Parts = Awaited<ReturnType<typeof startParts>>;

/**
 * Starts what the publisher serves before its port opens, in this order: the data folder made
 * private, builds a killed publisher left running stopped, the accounts database, applications and their
 * hand-off, the releases, previews, publishing (with its schedule), contact messages, PD registrations and the
 * question pages of an application.
 */
export async function startParts(
  { config, builder, previewBuilder, log, clock = () => new Date() }: AppOptions,
  /** Accounts, once started (after the port opens): an application started or saved while signed in is tied to one. */
  accounts: () => Accounts | null,
) {
  await makeTreePrivate(config.dataDir);
  // Before anything touches the releases: a build a killed publisher left running may still be writing one.
  await runningBuilds(join(config.dataDir, RUNNING_BUILDS_DIR)).stopLeftovers(log);
  // Before anything else runs: a wrong applications key stops the publisher with nothing started.
  const database = await openAccountsDatabase(config.accounts.databaseUrl, config.dataDir);
  let liveRelease: () => Release | null = () => null;
  const { applications, handoff, sendMail } = await startApplications(
    { config, log, clock, liveRelease: () => liveRelease() },
    database,
  );
  const serving = await setupServing({ dir: config.releasesDir, kept: config.releasesKept, log });
  const { site } = serving;
  liveRelease = () => site.current();
  // Loaded only when previews are configured: the Sanity client alone takes about 30 MB.
  const preview = config.preview
    ? await (
        await import('../preview/preview.ts')
      ).createPreview({
        config: config.preview,
        builder: previewBuilder,
        dataDir: config.dataDir,
        trustProxy: config.trustProxy,
        studioOrigins: config.studioOrigins,
        log,
        clock,
      })
    : null;
  const publishing = await setupPublishing({
    config,
    builder,
    releases: serving.releases,
    site,
    log,
    clock,
    // What was published is no longer a draft: a preview built before it is out of date.
    onRequested: (reasons) => preview?.channel.changed(reasons),
    applicationsWaiting: () => handoff?.status() ?? Promise.resolve(null),
  });
  const live = await serving.start();
  // Now that the live release (whose course data names each intake's aXcelerate instance) is served.
  void handoff?.wake();
  const schedule = publishing.start(live !== null);
  const contact = await setupContact({ config, log, release: () => site.current() });
  const pdRegistration = await setupPdRegistration({ config, log, release: () => site.current() });
  const apply = setupApply({
    config,
    log,
    release: () => site.current(),
    applications,
    clock,
    otherwise: site.handle,
    onSubmitted: () => void handoff?.wake(),
    sendMail,
    accountOf: async (request) => (await accounts()?.accountOf(request)) ?? null,
  });
  return {
    serving,
    site,
    preview,
    publishing,
    schedule,
    contact,
    pdRegistration,
    database,
    applications,
    handoff,
    apply,
  };
}

/**
 * Starts accounts, last, once the port is open: e-mail links need the publisher's own address. Until
 * then the account API says 503; if they fail to start, it keeps saying so and the site is served.
 */
export function startAccountsOnceListening(
  { config, log, clock = () => new Date() }: AppOptions,
  { site, database, applications }: Parts,
  ownUrl: string,
): Promise<Accounts | null> {
  return startAccounts({
    config: config.accounts,
    database,
    dataDir: config.dataDir,
    trustProxy: config.trustProxy,
    ownUrl,
    log,
    clock,
    release: () => site.current(),
    onAccountDeleted: async (userId) => applications?.store.forgetAccount(userId),
  }).catch((error: unknown) => {
    log.error('accounts.failed-to-start', { error: errorMessage(error) });
    return null;
  });
}
