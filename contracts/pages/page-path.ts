/**
 * Where a coordinator's page lives: a slug of lower-case words, directly under the site ("/qld-guarantee") or
 * in a folder the coordinator picks ("/campaigns/qld-guarantee"). A page never takes an address the site
 * already answers, so its first segment is none of the site's own. The Studio's validation and the build
 * both call `pagePathProblem`. Imported by the Studio: `.ts` imports only.
 */
import * as routes from '../routes.ts';
import * as search from '../search/record.ts';
import { SLUG_PATTERN } from '../rules/slug.ts';

const firstSegment = (path: string) => path.split('/').filter(Boolean)[0] ?? '';

/**
 * The first segments the site answers itself: its routes, the home page's own file (/index), the error pages
 * and the folders the build writes (the search index, the embedded media). Files such as robots.txt need no
 * entry: a slug has no dot.
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  // Every *_PATH of the site's contracts, so a route added there is reserved here at once.
  ...Object.entries({ ...routes, ...search })
    .filter(([name, value]) => name.endsWith('_PATH') && typeof value === 'string')
    .map(([, path]) => firstSegment(path as string))
    .filter(Boolean),
  firstSegment(routes.confirmationPath('x')),
  'stripe-cor65',
  'index',
  '404',
  '405',
  'media',
]);

/** The address of a page from its slug. */
export const pagePath = (slug: string) => `/${slug}`;

/** Why a page cannot have this slug, in words a coordinator understands, or null when it can. */
export function pagePathProblem(slug: string | null | undefined): string | null {
  if (!slug) return 'Give the page an address';
  const segments = slug.split('/');
  if (segments.length > 2 || segments.some((segment) => !SLUG_PATTERN.test(segment)))
    return 'Write the address as lower-case words joined by hyphens, optionally in one folder, e.g. qld-guarantee or campaigns/qld-guarantee';
  const [first] = segments;
  if (RESERVED_SEGMENTS.has(first) || `/${first}`.startsWith(routes.POLICY_PATH_PREFIX))
    return `/${first} is already an address of the site: choose another word${segments.length > 1 ? ' for the folder' : ''}`;
  return null;
}
