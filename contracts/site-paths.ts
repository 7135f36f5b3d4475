/**
 * The addresses the site and the publisher answer themselves, whatever the content: no redirect may start at one
 * (`redirects/site-pages.ts`) and no coordinator's page may take one (`pages/page-path.ts`). Every *_PATH of the
 * routes is here, so a route added there is protected at once. Imported by the Studio: `.ts` imports only.
 */
import * as apply from './applications/apply-routes.ts';
import { REDIRECTS_TABLE_PATH } from './redirects/table.ts';
import * as routes from './routes.ts';
import * as search from './search/record.ts';

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Single pages: each route's own, the error pages, the payment redirect, the "sent" pages and the crawlers' files. */
export const SITE_PAGES: readonly string[] = [
  ...Object.entries({ ...routes, ...search, ...apply, REDIRECTS_TABLE_PATH })
    .filter(([name, value]) => name.endsWith('_PATH') && typeof value === 'string')
    .map(([, path]) => trimmed(path as string)),
  '/robots.txt',
  '/sitemap-index.xml',
  '/404',
  '/405',
  '/stripe-cor65',
  `${routes.CONTACT_PATH}/sent`,
  `${routes.PD_REGISTRATION_PATH}/sent`,
];

/** Folders answered whole: the accounts, the question pages of an application, the publisher's API, the build's assets, search index, feeds and media. */
export const SITE_FOLDERS: readonly string[] = [
  routes.ACCOUNT_PATH,
  routes.AUTH_API_PATH,
  apply.APPLY_PATH,
  '/api',
  '/_astro',
  trimmed(search.PAGEFIND_PATH),
  '/calendar',
  trimmed(routes.confirmationPath('x').replace(/[^/]+$/, '')),
  '/media',
];
