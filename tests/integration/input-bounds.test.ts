import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_API_PATH } from '../../contracts/contact/protocol.ts';
import { EMAIL_TOO_LONG_MESSAGE } from '../../contracts/rules/email.ts';
import { JSON_TOO_DEEP_MESSAGE } from '../../server/core/json-body.ts';
import {
  accountsDatabase,
  browser,
  startAccountsPublisher,
  STRONG_PASSWORD,
  uniqueEmail,
  validSubmission,
} from './accounts-harness.ts';
import { signedWebhook, tempDir, waitFor, type TestPublisher, WAIT_MS } from './harness.ts';

/** 64 octets before the @ and 254 in all are the most RFC 5321 allows; one more of either is refused. */
const longestLocalPart = 'a'.repeat(64);
const tooLongInAll = `${longestLocalPart}@${'b'.repeat(182)}.example`;
const tooLongLocalPart = `${'a'.repeat(65)}@example.com`;
const longestAddress = `${longestLocalPart}@${'b'.repeat(181)}.example`;

const contactMessage = (email: string) => ({
  name: 'Mia Nguyen',
  email,
  phone: '',
  subject: 'Forklift course dates',
  message: 'When does the next course start?',
  page: '/get-in-touch',
  submitted_at: new Date().toISOString(),
});

/** `[[[…]]]` nested `depth` deep, as one field of an otherwise ordinary body. */
const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown;

describe('inputs are bounded before they are used', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let site: TestPublisher;

  beforeAll(async () => {
    dir = await tempDir('input-bounds');
    site = await startAccountsPublisher(dir.path, { CONTACT_RATE_LIMIT: '1000' });
    await waitFor(async () => (await site.status()).release, WAIT_MS, 'the first release');
  });
  afterAll(async () => {
    await site?.close();
    await dir?.remove();
  });

  const post = (path: string, body: string) =>
    fetch(`${site.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.url },
      body,
    });

  it('refuses an account for an address longer than RFC 5321 allows, and creates it at the limit', async () => {
    expect(longestAddress).toHaveLength(254);
    for (const email of [tooLongInAll, tooLongLocalPart, `${'x'.repeat(30_000)}@example.com`]) {
      const answer = await post(
        '/api/auth/sign-up/email',
        JSON.stringify({ email, password: STRONG_PASSWORD, name: 'Mia' }),
      );
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'INVALID_EMAIL', message: EMAIL_TOO_LONG_MESSAGE });
    }
    const tab = browser(site.url).tab();
    const refused = await tab.signUp({ email: tooLongLocalPart, password: STRONG_PASSWORD });
    expect(refused.error).toMatchObject({ field: 'email', message: EMAIL_TOO_LONG_MESSAGE });
    expect((await tab.signUp({ email: longestAddress, password: STRONG_PASSWORD })).error).toBeNull();

    const database = accountsDatabase(site);
    try {
      const emails = database
        .prepare('SELECT email FROM user')
        .all()
        .map((row) => String(row.email));
      expect(emails).toEqual([longestAddress]);
    } finally {
      database.close();
    }
  });

  it('refuses a contact message from an address longer than RFC 5321 allows', async () => {
    for (const email of [tooLongInAll, tooLongLocalPart]) {
      const answer = await post(CONTACT_API_PATH, JSON.stringify(contactMessage(email)));
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ field: 'email' });
    }
    const local = await post(CONTACT_API_PATH, JSON.stringify(contactMessage(tooLongLocalPart)));
    expect(await local.json()).toMatchObject({ error: EMAIL_TOO_LONG_MESSAGE });
    expect((await post(CONTACT_API_PATH, JSON.stringify(contactMessage(longestAddress)))).status).toBe(200);
  });

  it('refuses a PD registration naming a participant by an address longer than RFC 5321 allows', async () => {
    const tab = browser(site.url).tab();
    expect((await tab.signUp({ email: uniqueEmail('coordinator'), password: STRONG_PASSWORD })).error).toBeNull();
    for (const email of [tooLongInAll, tooLongLocalPart]) {
      const submission = validSubmission();
      submission.participants_json[0].email = email;
      const saved = await tab.saveRegistration(crypto.randomUUID(), submission);
      expect(saved.error?.message).toBe(`participants.0.email: ${EMAIL_TOO_LONG_MESSAGE}`);
    }
    const fine = validSubmission();
    fine.participants_json[0].email = longestAddress;
    expect((await tab.saveRegistration(crypto.randomUUID(), fine)).error).toBeNull();
  });

  it('refuses JSON nested deeper than 32 levels on every JSON endpoint, and takes 32', async () => {
    const deep = nested(33);
    const signIn = await post('/api/auth/sign-in/email', JSON.stringify({ email: deep, password: deep }));
    expect(signIn.status).toBe(400);
    expect(await signIn.json()).toMatchObject({ code: 'JSON_TOO_DEEP', message: JSON_TOO_DEEP_MESSAGE });

    const contact = await post(CONTACT_API_PATH, JSON.stringify({ ...contactMessage('mia@example.com'), page: deep }));
    expect(contact.status).toBe(400);
    expect(await contact.json()).toEqual({ error: JSON_TOO_DEEP_MESSAGE });

    const builds = (await site.status()).releases.length;
    const webhook = await signedWebhook(site.url, { _id: 'course-tlif0025', _type: 'course', tags: deep });
    expect(webhook.status).toBe(400);
    expect(await webhook.json()).toEqual({ error: JSON_TOO_DEEP_MESSAGE });
    const shallow = await signedWebhook(site.url, { _id: 'course-tlif0025', _type: 'course', tags: nested(31) });
    expect(shallow.status).toBe(202);
    await waitFor(async () => (await site.status()).releases.length > builds, WAIT_MS, 'the accepted build');
  });
});
