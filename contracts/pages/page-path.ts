/**
 * Where a coordinator's page lives: a slug of lower-case words, directly under the site ("/qld-guarantee") or
 * in a folder the coordinator picks ("/campaigns/qld-guarantee"). A page never takes an address the site
 * already answers, so its first segment is none of the site's own. The Studio's validation and the build
 * both call `pagePathProblem`. Imported by the Studio: `.ts` imports only.
 */
import { POLICY_PATH_PREFIX } from '../routes.ts';
import { SLUG_PATTERN } from '../rules/slug.ts';
import { SITE_FOLDERS, SITE_PAGES } from '../site-paths.ts';

const firstSegment = (path: string) => path.split('/').filter(Boolean)[0] ?? '';

/** The first segments the site answers itself (`site-paths.ts`), and the home page's own file (/index). */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  ...[...SITE_PAGES, ...SITE_FOLDERS].map(firstSegment).filter(Boolean),
  'index',
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
  if (RESERVED_SEGMENTS.has(first) || `/${first}`.startsWith(POLICY_PATH_PREFIX))
    return `/${first} is already an address of the site: choose another word${segments.length > 1 ? ' for the folder' : ''}`;
  return null;
}
