import type { APIRoute } from 'astro';
import { resolveRedirects } from '../../contracts/redirects/rules';
import type { RedirectTable } from '../../contracts/redirects/table';
import { getRedirects } from '../content/redirects';
import { getRetiredCourseRedirects } from '../content/retired-courses';

/** The redirects (coordinators' and retired courses'), each chain collapsed to one hop: the publisher answers from it, `_redirects` is written from it. */
export const GET: APIRoute = async () => {
  const table: RedirectTable = {
    redirects: resolveRedirects([...(await getRedirects()), ...(await getRetiredCourseRedirects())]),
  };
  return new Response(JSON.stringify(table), { headers: { 'Content-Type': 'application/json' } });
};
