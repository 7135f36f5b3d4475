/**
 * The account forms as plain form posts (no JavaScript, or sent before the island hydrated). better-auth reads
 * form bodies itself but answers JSON, so this thin layer turns the posted fields into the JSON body the site's
 * own client sends, lets the request take the same path (origin check, throttles, the library's rate limit),
 * and turns the answer into a 303 or the form's page again with the island's wording.
 */
import type { ServerResponse } from 'node:http';
import { credentialErrors } from '../../contracts/auth/form.ts';
import { missingCredentials, toAuthError, type AuthError } from '../../contracts/auth/errors.ts';
import { RESET_LINK_SENT_PATH } from '../../contracts/forms/form-posts.ts';
import {
  ACCOUNT_PATH,
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  SIGN_IN_PATH,
  SIGN_UP_PATH,
} from '../../contracts/routes.ts';
import { releasePage, sendFormPage, sendSeeOther } from '../forms/form-answers.ts';
import type { Release } from '../releases/releases.ts';
import { RESET_PASSWORD_ISLAND, RESET_TOKEN_HEADERS, resetToken } from './reset-password-page.ts';

interface AccountForm {
  /** The page whose island holds the form, and the island. */
  page: string;
  island: string;
  /** The fields the form sends; a password is never sent back, a reset token only when it has a token's shape. */
  fields: Array<'name' | 'email' | 'password' | 'token'>;
  /** The JSON body the site's client sends for these fields. */
  body: (sent: Record<string, string>) => Record<string, string>;
  /** Where a visitor goes once it worked. */
  then: string;
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** By route of the account API. */
const ACCOUNT_FORMS: Record<string, AccountForm> = {
  'POST /sign-in/email': {
    page: SIGN_IN_PATH,
    island: 'SignInForm',
    fields: ['email', 'password'],
    body: ({ email, password }) => ({ email: trimmed(email), password: password ?? '' }),
    then: ACCOUNT_PATH,
  },
  'POST /sign-up/email': {
    page: SIGN_UP_PATH,
    island: 'SignUpForm',
    fields: ['name', 'email', 'password'],
    // As the site's client does: an account without a name is named by its e-mail address.
    body: ({ name, email, password }) => ({
      email: trimmed(email),
      password: password ?? '',
      name: trimmed(name) || trimmed(email),
    }),
    then: ACCOUNT_PATH,
  },
  'POST /request-password-reset': {
    page: FORGOT_PASSWORD_PATH,
    island: 'ForgotPasswordForm',
    fields: ['email'],
    body: ({ email }) => ({ email: trimmed(email) }),
    then: RESET_LINK_SENT_PATH,
  },
  'POST /reset-password': {
    page: RESET_PASSWORD_PATH,
    island: RESET_PASSWORD_ISLAND,
    fields: ['password', 'token'],
    body: ({ password, token }) => ({ token: token ?? '', newPassword: password ?? '' }),
    then: SIGN_IN_PATH,
  },
  'POST /delete-user': {
    page: ACCOUNT_PATH,
    island: 'AccountOverview',
    fields: ['password'],
    body: ({ password }) => ({ password: password ?? '' }),
    then: ACCOUNT_PATH,
  },
  'POST /sign-out': { page: ACCOUNT_PATH, island: 'AccountOverview', fields: [], body: () => ({}), then: SIGN_IN_PATH },
};

export interface AccountFormPost {
  form: AccountForm;
  /** What the visitor typed, by field. */
  sent: Record<string, string>;
  /** The JSON body for the library, or the failure the site's client raises before asking it. */
  json: Uint8Array<ArrayBuffer> | { error: AuthError };
}

/** The account form posted to this route, read from its body; null for a route with no form. */
export function readAccountFormPost(route: string, body: Uint8Array): AccountFormPost | null {
  const form = ACCOUNT_FORMS[route];
  if (!form) return null;
  const params = new URLSearchParams(Buffer.from(body).toString('utf8'));
  const sent = Object.fromEntries(form.fields.map((field) => [field, params.get(field) ?? '']));
  // The client's own check (spec section 5): both credentials, before any request.
  const blank = (field: 'email' | 'password') => form.fields.includes(field) && !sent[field].trim();
  if (blank('email') || blank('password')) {
    return { form, sent, json: { error: missingCredentials() } };
  }
  return { form, sent, json: new Uint8Array(Buffer.from(JSON.stringify(form.body(sent)))) };
}

/** What the library answered, as the handler passes it on. */
export interface LibraryAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string | string[]>;
}

/**
 * The answer to an account form post: 303 on (with the session cookie), or the form again with what went wrong
 * and what was typed. `outcome` is the library's answer, or the failure raised before asking it.
 */
export async function answerAccountFormPost(
  response: ServerResponse,
  post: AccountFormPost,
  outcome: LibraryAnswer | { error: AuthError },
  release: Release | null,
): Promise<void> {
  if ('status' in outcome && outcome.status < 400) {
    const cookies = outcome.headers['set-cookie'];
    if (cookies) response.setHeader('set-cookie', cookies);
    return sendSeeOther(response, post.form.then);
  }
  const error = 'error' in outcome ? outcome.error : toAuthError(outcome.status, outcome.body);
  const { password: _password, token: sentToken, ...values } = post.sent;
  // A reset form keeps its link's token, so a refused password can be chosen again without the e-mail.
  const token = resetToken(sentToken);
  const errors = credentialErrors({ email: post.sent.email, password: post.sent.password }, error);
  const retryAfter = 'status' in outcome ? outcome.headers['retry-after'] : undefined;
  sendFormPage(
    response,
    'status' in outcome && outcome.status === 429 ? 429 : 422,
    await releasePage(release, post.form.page),
    {
      island: post.form.island,
      values: token ? { ...values, token } : values,
      errors,
      notice: Object.keys(errors).length ? undefined : error.message,
    },
    { ...(token ? RESET_TOKEN_HEADERS : {}), ...(retryAfter ? { 'Retry-After': String(retryAfter) } : {}) },
  );
}
