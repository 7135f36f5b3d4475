import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_POLICY_CODE } from '../../contracts/password-policy.ts';
import { AUTH_API_PATH } from '../../contracts/routes.ts';
import { EMAIL_TOO_LONG_MESSAGE, emailFitsLimits } from '../../contracts/rules/email.ts';
import { errorMessage, type Logger } from '../core/log.ts';
import { sampledLog } from '../core/log-sampler.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { passwordResetEmail, type AccountEmail } from './account-mail.ts';
import { betterAuthDatabase, type AccountsDatabase } from './database.ts';
import { personalWords } from './password-strength.ts';
import type { PasswordWork } from './password-work.ts';
import { rateLimitStorage } from './rate-limit-storage.ts';
import { deleteRegistrationsOf, pdRegistrations, type ForwardedRegistration } from './registrations.ts';

/** The header the publisher puts the client's address in (set by us, never taken from the client). */
export const CLIENT_ADDRESS_HEADER = 'x-northwind-client-address';

/** Paths whose attempts count against AUTH_RATE_LIMIT: where passwords are guessed or e-mails sent. */
export const CREDENTIAL_PATHS = [
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
  '/delete-user',
];

export interface AuthOptions {
  database: AccountsDatabase;
  secret: string;
  /** The site's public origin: links in e-mails point there. */
  siteOrigin: string;
  /** Words a password must not be built from besides the e-mail address (the site's name). */
  siteWords: string[];
  rateLimit: { max: number; windowSeconds: number };
  /** Queues an account e-mail durably; resolves once it is on disk. */
  sendMail: (email: AccountEmail) => Promise<void>;
  registrations: Outbox<ForwardedRegistration>;
  /** Hashing and the strength check, off the event loop (password-work.ts). */
  passwords: PasswordWork;
  log: Logger;
  /** Called once a reset link has set a new password (the sign-in throttle forgets the account). */
  onPasswordReset: (email: string) => void;
  /** Called before an account is deleted: applications to study forget it was theirs. */
  onAccountDeleted: (userId: string) => Promise<void>;
}

/** Where an e-mail address is taken: each is refused past RFC 5321's limits before the library sees it. */
const EMAIL_PATHS = new Set(['/sign-up/email', '/sign-in/email', '/request-password-reset']);

const LEVELS = { debug: 'info', info: 'info', success: 'info', warn: 'warn', error: 'error' } as const;

/** Refuses a password that breaks the policy, with a message the form shows beside the field. */
async function enforcePasswordPolicy(passwords: PasswordWork, password: unknown, email: string, siteWords: string[]) {
  if (typeof password !== 'string') return;
  const problem = await passwords.problem(password, personalWords(email, siteWords));
  if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: PASSWORD_POLICY_CODE });
}

/**
 * better-auth with e-mail and password only: sessions in the database behind httpOnly, SameSite
 * cookies, password reset through the mail outbox, account deletion, and the PD registrations table.
 */
export function createAuth({
  database,
  secret,
  siteOrigin,
  siteWords,
  rateLimit,
  sendMail,
  registrations,
  passwords,
  log,
  onPasswordReset,
  onAccountDeleted,
}: AuthOptions) {
  const libraryLog = sampledLog(log);
  const options = {
    appName: 'Northwind employer accounts',
    baseURL: siteOrigin,
    basePath: AUTH_API_PATH,
    secret,
    database: betterAuthDatabase(database),
    telemetry: { enabled: false },
    // Its messages go to our log as text, sampled as one event whatever the message (it writes one per failed sign-in);
    // objects it passes (requests, rows) are left out.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const error = args.find((arg) => arg instanceof Error);
        const fields = { message, ...(error ? { error: errorMessage(error) } : {}) };
        libraryLog(LEVELS[level], 'auth.library', fields);
      },
    },
    // A refused request (wrong password, rate limit…) is the caller's business; only our own failures are logged.
    onAPIError: {
      onError: (error) => {
        if (error instanceof APIError && error.statusCode < 500) return;
        log.error('auth.failed', { error: errorMessage(error) });
      },
    },
    // Same-origin pages only: the publisher serves the site and the API from one origin.
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: passwords.hash, verify: passwords.verify },
      sendResetPassword: ({ user, token }) => sendMail(passwordResetEmail(user.email, siteOrigin, token)),
      // The library spends only the link used; every other link for the account ends with it.
      onPasswordReset: async ({ user }) => {
        const { adapter } = await auth.$context;
        await adapter.deleteMany({ model: 'verification', where: [{ field: 'value', value: user.id }] });
        onPasswordReset(user.email);
      },
    },
    // Reset tokens are kept hashed, so a copy of the database cannot reset anyone's password.
    verification: { storeIdentifier: 'hashed' },
    user: {
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          const { adapter } = await auth.$context;
          await deleteRegistrationsOf(adapter, user.id);
          await onAccountDeleted(user.id);
          await adapter.deleteMany({ model: 'verification', where: [{ field: 'value', value: user.id }] });
        },
        afterDelete: (user) => Promise.resolve(log.info('account.deleted', { userId: user.id })),
      },
    },
    databaseHooks: {
      user: { create: { after: (user) => Promise.resolve(log.info('account.created', { userId: user.id })) } },
    },
    rateLimit: {
      enabled: true,
      customStorage: rateLimitStorage(),
      window: 60,
      max: 100,
      customRules: Object.fromEntries(
        CREDENTIAL_PATHS.map((path) => [path, { window: rateLimit.windowSeconds, max: rateLimit.max }]),
      ),
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // The publisher adds Secure per request, when the visitor came over TLS.
      useSecureCookies: false,
      cookiePrefix: 'northwind',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body as Record<string, unknown> | undefined;
        if (EMAIL_PATHS.has(ctx.path) && typeof body?.email === 'string' && !emailFitsLimits(body.email.trim())) {
          throw new APIError('BAD_REQUEST', { message: EMAIL_TOO_LONG_MESSAGE, code: 'INVALID_EMAIL' });
        }
        if (ctx.path === '/sign-up/email') {
          const email = typeof body?.email === 'string' ? body.email : '';
          await enforcePasswordPolicy(passwords, body?.password, email, siteWords);
        }
        // A bogus token costs nothing: the strength check runs only for a link that could reset a password.
        if (ctx.path === '/reset-password' && typeof body?.token === 'string') {
          const email = await emailOfResetToken(body.token);
          if (email !== null) await enforcePasswordPolicy(passwords, body.newPassword, email, siteWords);
        }
        // The library would delete a session under a day old without it; the account page always asks.
        if (ctx.path === '/delete-user' && (typeof body?.password !== 'string' || !body.password)) {
          throw new APIError('BAD_REQUEST', {
            message: 'Enter your password to delete the account.',
            code: 'INVALID_PASSWORD',
          });
        }
      }),
    },
    plugins: [pdRegistrations(registrations)],
  } satisfies BetterAuthOptions;

  /** The account a reset token belongs to, so its new password can be checked against its e-mail. */
  async function emailOfResetToken(token: string): Promise<string | null> {
    const context = await auth.$context;
    const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
    if (!verification || new Date(verification.expiresAt).getTime() < Date.now()) return null;
    return (await context.internalAdapter.findUserById(verification.value))?.email ?? null;
  }

  const auth = betterAuth(options);
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
