import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { fromPathProblem, redirectProblems, toPathProblem, type Redirect } from '../../contracts/redirects/rules.ts';
import { byId, defineCollection } from './definition.ts';
import { all } from './entries.ts';
import { LINK_QUERY_PARAMS, pageHref } from './fragments.ts';
import type { RedirectsQueryResult } from './sanity.types.ts';
import { ContentValidationError } from './validate.ts';

export const redirectsQuery = defineQuery(`*[_type == "redirect"] | order(_id asc) {
  _id,
  _type,
  from,
  "to": select(defined(to.reference) => ${pageHref('to.reference')}, to.path),
  "unresolved": defined(to.reference) && !defined(${pageHref('to.reference')}),
  "permanent": coalesce(permanent, true)
}`);

const path = (problem: (value: string) => string | null) =>
  z.string().superRefine((value, context) => {
    const message = problem(value);
    if (message) context.addIssue({ code: 'custom', message });
  });

export const redirectSchema = z
  .looseObject({
    _id: z.string(),
    from: path(fromPathProblem),
    to: path(toPathProblem).nullable(),
    unresolved: z.boolean(),
    permanent: z.boolean(),
  })
  .superRefine((redirect, context) => {
    if (redirect.unresolved)
      context.addIssue({
        code: 'custom',
        path: ['to', 'reference'],
        message: 'The redirect goes to a page that is not published, or to a course without a page',
      });
    else if (redirect.to === null)
      context.addIssue({ code: 'custom', path: ['to'], message: 'Say where the redirect goes' });
  });

type Checked = RedirectsQueryResult[number] & { to: string };

/** The redirects as the rules of `contracts/redirects/` read them. */
export const asRedirect = ({ _id, from, to, permanent }: Checked): Redirect => ({ id: _id, from, to, permanent });

/** The build's own check of what the Studio refuses: a "from" given twice, and redirects that loop. */
function checkRedirects(redirects: Checked[]): void {
  const problems = redirectProblems(redirects.map(asRedirect));
  if (problems.length) throw new ContentValidationError(`Redirects are wrong:\n  ${problems.join('\n  ')}`);
}

export const redirects = defineCollection({
  query: redirectsQuery,
  schema: redirectSchema,
  id: byId,
  params: LINK_QUERY_PARAMS,
  check: (valid) => checkRedirects(valid as Checked[]),
});

/** Every redirect a coordinator made, for the table the build writes. */
export const getRedirects = async () => (await all<Checked>('redirects')).map(asRedirect);
