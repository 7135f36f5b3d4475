import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_OVERVIEW_MARK, SIGNED_OUT_MARK } from '../../contracts/account-page.ts';
import type { Builder } from '../../server/publishing/astro-builder.ts';
import { browser, STRONG_PASSWORD, uniqueEmail } from './accounts-harness.ts';
import { startTestPublisher, tempDir, waitFor, type TestPublisher, WAIT_MS } from './harness.ts';

/** A release whose /account is marked as the site's build marks it: the account shown, the invitation hidden. */
const accountRelease: Builder = async ({ outDir }) => {
  await mkdir(outDir, { recursive: true });
  const page = `<!doctype html><html><body><main><div ${ACCOUNT_OVERVIEW_MARK}=""><p>Loading your account…</p></div><div ${SIGNED_OUT_MARK}="" hidden><h2>Sign in to see your registrations</h2></div></main></body></html>`;
  await writeFile(join(outDir, 'index.html'), page);
  await writeFile(join(outDir, 'account.html'), page);
  await writeFile(join(outDir, '404.html'), '<!doctype html><h1>Page Not Found</h1>');
};

/** Which of /account's two parts the page shows. */
const shown = (html: string) => ({
  account: new RegExp(`<div ${ACCOUNT_OVERVIEW_MARK}(="")?>`).test(html),
  invitation: new RegExp(`<div ${SIGNED_OUT_MARK}(="")?>`).test(html),
});

describe('/account as the publisher serves it', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let site: TestPublisher;

  beforeAll(async () => {
    dir = await tempDir('account-page');
    site = await startTestPublisher(dir.path, accountRelease, { AUTH_RATE_LIMIT: '1000' });
    await waitFor(async () => (await site.status()).release, WAIT_MS, 'the first release');
  });
  afterAll(async () => {
    await site?.close();
    await dir?.remove();
  });

  it('invites a visitor without a session to sign in, and shows a signed-in one their account', async () => {
    const anonymous = await fetch(`${site.url}/account`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect(shown(await anonymous.text())).toEqual({ account: false, invitation: true });

    const staleCookie = await fetch(`${site.url}/account`, { headers: { Cookie: 'northwind.session_token=gone.x' } });
    expect(shown(await staleCookie.text())).toEqual({ account: false, invitation: true });

    const employer = browser(site.url);
    await employer.tab().signUp({ email: uniqueEmail(), password: STRONG_PASSWORD });
    const signedIn = await employer.fetch(`${site.url}/account`);
    expect(signedIn.status).toBe(200);
    expect(shown(await signedIn.text())).toEqual({ account: true, invitation: false });
  });
});
