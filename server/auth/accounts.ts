import type { IncomingMessage } from 'node:http';
import { getMigrations } from 'better-auth/db/migration';
import { DEFAULT_SITE_URL } from '../../contracts/routes.ts';
import type { AccountsConfig } from './accounts-config.ts';
import { errorMessage, type Logger } from '../core/log.ts';
import { openOutbox } from '../outbox/outbox.ts';
import type { Release } from '../releases/releases.ts';
import { httpDelivery } from '../outbox/outbox-http.ts';
import { smtpDelivery, type AccountEmail } from './account-mail.ts';
import { createAdmission } from './admission.ts';
import { createAuth } from './auth.ts';
import type { AccountsDatabase } from './database.ts';
import { createDeviceCookies } from './device-cookie.ts';
import { createAuthHttpHandler } from './http-handler.ts';
import { siteWords } from './password-strength.ts';
import { createPasswordWork } from './password-work.ts';
import { requeueRegistrations, type ForwardedRegistration } from './registrations.ts';
import { loadAuthSecret } from './secret.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

export interface AccountsOptions {
  config: AccountsConfig;
  /** The accounts database, opened (and closed) by whoever starts the publisher: applications share it. */
  database: AccountsDatabase;
  dataDir: string;
  trustProxy: number;
  /** The publisher's own address: where e-mail links point when SITE_URL is not set. */
  ownUrl: string;
  log: Logger;
  /** The publisher's clock: how long a throttled sign-in still waits is told by it. */
  clock: () => Date;
  /** The live release, whose account pages answer a form post with a problem. */
  release: () => Release | null;
  /** Called before an account is deleted (applications to study forget it was theirs). */
  onAccountDeleted: (userId: string) => Promise<void>;
}

export interface Accounts {
  handle: ReturnType<typeof createAuthHttpHandler>;
  /** Whether the request carries a live session; null when that cannot be told (the database failed). */
  signedIn(request: IncomingMessage): Promise<boolean | null>;
  /** The signed-in account's id; null without a session, or when it cannot be told. */
  accountOf(request: IncomingMessage): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * Employer accounts: migrates the database it is given, opens the outboxes for account e-mails and PD
 * registrations, and puts better-auth on top. Registrations stored before a crash are queued again.
 */
export async function startAccounts({
  config,
  database,
  dataDir,
  trustProxy,
  ownUrl,
  log,
  clock,
  release,
  onAccountDeleted,
}: AccountsOptions): Promise<Accounts> {
  const retry = { dataDir, log, retryBaseMs: config.retryBaseMs, retryMaxMs: config.retryMaxMs };
  const mail = await openOutbox<AccountEmail>({
    name: 'mail',
    deliver: config.smtpUrl && config.mailFrom ? smtpDelivery(config.smtpUrl, config.mailFrom) : undefined,
    ...retry,
  });
  const registrations = await openOutbox<ForwardedRegistration>({
    name: 'registrations',
    deliver: config.registrationWebhookUrl
      ? httpDelivery(config.registrationWebhookUrl, config.forwardTimeoutMs)
      : undefined,
    ...retry,
  });
  const passwords = createPasswordWork(config.passwordWork);
  const close = async () => {
    mail.stop();
    registrations.stop();
    await passwords.close();
  };
  const throttle = createSignInThrottle(() => clock().getTime());
  try {
    const secret = await loadAuthSecret(config.secret, dataDir);
    const auth = createAuth({
      database,
      secret,
      siteOrigin: new URL(config.siteUrl ?? ownUrl).origin,
      siteWords: siteWords(config.siteUrl ?? DEFAULT_SITE_URL),
      rateLimit: { max: config.rateLimit, windowSeconds: config.rateWindowSeconds },
      async sendMail(email) {
        const entry = await mail.add(email);
        // Without a mail server the operator hands it over; the log never holds the link.
        if (!config.smtpUrl) log.warn('mail.waiting', { id: entry.id, kind: email.kind, file: 'mail/inbox.ndjson' });
      },
      registrations,
      passwords,
      log,
      onPasswordReset: (email) => throttle.passwordReset(email),
      onAccountDeleted,
    });
    const { runMigrations } = await getMigrations(auth.options);
    await runMigrations();
    await requeueRegistrations((await auth.$context).adapter, registrations);
    log.info('accounts.ready', { database: database.kind, mail: config.smtpUrl ? 'smtp' : 'kept in DATA_DIR' });
    /** The session's account id: null without one, undefined when it cannot be told (the database failed). */
    const userOf = async ({ headers: { cookie } }: IncomingMessage): Promise<string | null | undefined> => {
      if (!cookie) return null;
      const session = await auth.api.getSession({ headers: new Headers({ cookie }) }).catch((error: unknown) => {
        log.error('accounts.session-check-failed', { error: errorMessage(error) });
        return undefined;
      });
      return session === undefined ? undefined : (session?.user.id ?? null);
    };
    return {
      handle: createAuthHttpHandler({
        handle: auth.handler,
        trustProxy,
        throttle,
        deviceCookies: createDeviceCookies(secret),
        admission: createAdmission(config.passwordWork.workers + config.passwordWork.maxQueue),
        log,
        release,
      }),
      async signedIn(request) {
        const user = await userOf(request);
        return user === undefined ? null : user !== null;
      },
      accountOf: async (request) => (await userOf(request)) ?? null,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
