import {
  ABOUT_PATH,
  ACCOUNT_PATH,
  AUTH_API_PATH,
  CATALOGUE_PATH,
  COMPARE_DATA_PATH,
  COMPARE_PATH,
  CONTACT_ALIAS_PATH,
  CONTACT_PATH,
  FEES_AND_FUNDING_PATH,
  HOME_PATH,
  LMS_LOGIN_PATH,
  PD_REGISTRATION_PATH,
  QUIZ_PATH,
  SHORTLIST_PATH,
} from '../routes.ts';
import { APPLY_DATA_PATH, APPLY_PATH } from '../applications/apply-routes.ts';
import { SEARCH_PATH } from '../search/record.ts';
import { REDIRECTS_TABLE_PATH } from './table.ts';

/**
 * The pages of the site that no document makes, and the folders the site or the publisher answer whole: a redirect
 * from one of them would hide it. The Studio refuses such a redirect; the build checks against the pages it built.
 */
const FIXED_PAGES = [
  HOME_PATH,
  ABOUT_PATH,
  QUIZ_PATH,
  CONTACT_PATH,
  CONTACT_ALIAS_PATH,
  PD_REGISTRATION_PATH,
  LMS_LOGIN_PATH,
  CATALOGUE_PATH,
  FEES_AND_FUNDING_PATH,
  SHORTLIST_PATH,
  COMPARE_PATH,
  COMPARE_DATA_PATH,
  SEARCH_PATH,
  REDIRECTS_TABLE_PATH,
  APPLY_DATA_PATH,
  '/robots.txt',
  '/sitemap-index.xml',
  '/404',
  '/405',
  '/stripe-cor65',
  `${CONTACT_PATH}/sent`,
  `${PD_REGISTRATION_PATH}/sent`,
];
const SITE_FOLDERS = [ACCOUNT_PATH, AUTH_API_PATH, APPLY_PATH, '/api', '/_astro', '/pagefind', '/calendar', '/confirm'];

/** "the page /about" when `path` is a fixed page or in a folder of the site's own, or null. */
export function fixedPageAt(path: string): string | null {
  if (FIXED_PAGES.includes(path)) return `the page ${path}`;
  const folder = SITE_FOLDERS.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return folder ? `in ${folder}, which the site answers itself` : null;
}
