import type { AstroIntegration } from 'astro';
import {
  ACCOUNT_PATH,
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  SIGN_IN_PATH,
  SIGN_UP_PATH,
} from '../../contracts/routes.ts';
import { RESET_LINK_SENT_PATH } from '../../contracts/forms/form-posts.ts';

/** The account pages and the files that render them. */
const PAGES: Array<[pattern: string, entrypoint: string]> = [
  [ACCOUNT_PATH, './src/account-pages/account.astro'],
  [SIGN_IN_PATH, './src/account-pages/sign-in.astro'],
  [SIGN_UP_PATH, './src/account-pages/sign-up.astro'],
  [FORGOT_PASSWORD_PATH, './src/account-pages/forgot-password.astro'],
  [RESET_LINK_SENT_PATH, './src/account-pages/forgot-password-sent.astro'],
  [RESET_PASSWORD_PATH, './src/account-pages/reset-password.astro'],
];

/** Whether this build has employer accounts: only the publisher serves their API, and it turns them on. */
export const accountsEnabled = (env: Record<string, string | undefined>) => env.ACCOUNTS_ENABLED === 'true';

/** Adds the account pages to builds with accounts; a static host's build has none. */
export function accountPages(enabled: boolean): AstroIntegration {
  return {
    name: 'northwind:account-pages',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        if (!enabled) return;
        for (const [pattern, entrypoint] of PAGES) injectRoute({ pattern, entrypoint, prerender: true });
      },
    },
  };
}
