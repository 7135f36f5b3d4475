import type { AstroIntegration } from 'astro';
import { describe, expect, it } from 'vitest';
import { accountPages, accountsEnabled } from '../../src/integrations/account-pages.ts';

/** The pages an integration adds to a build. */
function injectedPages(integration: AstroIntegration): string[] {
  const pages: string[] = [];
  const setup = integration.hooks['astro:config:setup'] as (options: {
    injectRoute: (route: { pattern: string; entrypoint: string }) => void;
  }) => void;
  setup({ injectRoute: ({ pattern }) => pages.push(pattern) });
  return pages;
}

describe('account pages in a build', () => {
  it('are left out of a plain build, as a static host makes it', () => {
    expect(accountsEnabled({})).toBe(false);
    expect(accountsEnabled({ ACCOUNTS_ENABLED: 'false' })).toBe(false);
    expect(injectedPages(accountPages(accountsEnabled({})))).toEqual([]);
  });

  it('are all in the publisher’s builds', () => {
    expect(injectedPages(accountPages(accountsEnabled({ ACCOUNTS_ENABLED: 'true' }))).sort()).toEqual([
      '/account',
      '/account/forgot-password',
      '/account/forgot-password/sent',
      '/account/reset-password',
      '/account/sign-in',
      '/account/sign-up',
    ]);
  });
});
