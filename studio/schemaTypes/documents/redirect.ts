import { TransferIcon } from '@sanity/icons/Transfer';
import { defineField, defineType, type ValidationContext } from 'sanity';
import {
  duplicateProblems,
  fromPathProblem,
  livePageProblems,
  loopProblem,
  toPathProblem,
  type Redirect,
} from '../../../contracts/redirects/rules.ts';
import { fixedPageAt } from '../../../contracts/redirects/site-pages.ts';
import { pagePath } from '../../../contracts/pages/page-path.ts';
import { CATALOGUE_PATH, coursePath, policyPath } from '../../../contracts/routes.ts';
import { SANITY_API_VERSION } from '../../../contracts/sanity-api.ts';
import { LINKABLE_TYPES } from '../fields.ts';
import { publishedId } from '../../../contracts/document-ids.ts';

interface RedirectValue {
  _id: string;
  from?: string;
  to?: { reference?: { _ref?: string }; path?: string };
  permanent?: boolean;
}

// The other published redirects that go to a written address (a page's document ends a chain), and the pages
// documents make, with the names a coordinator knows them by.
const OTHERS_QUERY = `{
  "redirects": *[_type == "redirect" && !(_id in path("drafts.**")) && _id != $self && defined(to.path)]{
    "id": _id, from, "to": to.path, "permanent": coalesce(permanent, true)
  },
  "courses": *[_type == "course" && hasDetailPage == true && !(_id in path("drafts.**"))]{ code, "slug": slug.current },
  "categories": *[_type == "category" && !(_id in path("drafts.**"))]{ name, "slug": slug.current },
  "policies": *[_type == "policyPage" && !(_id in path("drafts.**"))]{ title, "slug": slug.current },
  "pages": *[_type == "page" && !(_id in path("drafts.**"))]{ title, "slug": slug.current },
  "brand": *[_id == "siteSettings"][0].brandSlug
}`;

interface Others {
  redirects: Redirect[];
  courses: { code: string; slug: string }[];
  categories: { name: string; slug: string }[];
  policies: { title: string; slug: string }[];
  pages: { title: string; slug: string }[];
  brand: string | null;
}

function documentPages({ courses, categories, policies, pages, brand }: Others): Map<string, string> {
  return new Map([
    ...courses.map(({ code, slug }) => [coursePath(slug), `the page of course ${code}`] as const),
    ...categories.map(({ name, slug }) => [`${CATALOGUE_PATH}/${slug}`, `the page of category ${name}`] as const),
    ...pages.map(({ title, slug }) => [pagePath(slug), `the page "${title}"`] as const),
    ...(brand
      ? policies.map(({ title, slug }) => [policyPath(brand, slug), `the policy page "${title}"`] as const)
      : []),
  ]);
}

/** Refuses a redirect from a page the site publishes, one another redirect already gives, or one that loops. */
async function redirectRule(_value: unknown, context: ValidationContext) {
  const document = context.document as RedirectValue | undefined;
  const from = document?.from;
  if (!document || !from || fromPathProblem(from)) return true;
  const self: Redirect = {
    id: publishedId(document._id),
    from,
    to: document.to?.path ?? '',
    permanent: document.permanent ?? true,
  };
  const others = await context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<Others>(OTHERS_QUERY, { self: self.id });
  const pages = documentPages(others);
  const live = livePageProblems([self], (path) => pages.get(path) ?? fixedPageAt(path))[0];
  if (live) return live.message;
  const duplicate = duplicateProblems([...others.redirects, self]).find(({ redirect }) => redirect === self);
  if (duplicate) return duplicate.message;
  return (self.to && !toPathProblem(self.to) && loopProblem(self, others.redirects)) || true;
}

/**
 * An old address of the site that sends visitors (and search engines) to a new one: after a page moved or a
 * course was renamed. The publisher answers it before any page; chains of redirects are followed in one step.
 */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: TransferIcon,
  validation: (rule) => rule.custom(redirectRule),
  fields: [
    defineField({
      name: 'from',
      title: 'Old address',
      type: 'string',
      description:
        'The address people still use, without the domain, e.g. /courses/tli40319. It must not be a page the site still publishes.',
      validation: (rule) => [
        rule.required().error('Give the old address, e.g. /courses/tli40319'),
        rule.custom((from: string | undefined) => (from === undefined ? true : (fromPathProblem(from) ?? true))),
      ],
    }),
    defineField({
      name: 'to',
      title: 'New address',
      type: 'object',
      description: 'Where visitors go instead: a page of the site, or an address written out.',
      validation: (rule) =>
        rule.custom((to: RedirectValue['to']) => {
          const linked = Boolean(to?.reference?._ref);
          if (linked && to?.path) return 'Choose a page or write an address, not both';
          return linked || Boolean(to?.path) || 'Choose the page visitors go to, or write its address';
        }),
      fields: [
        defineField({
          name: 'reference',
          title: 'A page of the site',
          type: 'reference',
          to: LINKABLE_TYPES,
          description: 'A course, category or policy page: if its address changes, the redirect follows.',
          options: { disableNew: true, filter: '_type != "course" || hasDetailPage == true' },
        }),
        defineField({
          name: 'path',
          title: 'Or the address',
          type: 'string',
          description: 'A page of this site without the domain, e.g. /get-in-touch or /courses?type=qualification.',
          validation: (rule) =>
            rule.custom((path: string | undefined) => (path ? (toPathProblem(path) ?? true) : true)),
        }),
      ],
    }),
    defineField({
      name: 'permanent',
      title: 'For good',
      type: 'boolean',
      initialValue: true,
      description:
        'On: the page has moved for good (301), and search engines move its ranking to the new address. Off: for a while only (302), e.g. during a campaign.',
    }),
  ],
  preview: {
    select: {
      from: 'from',
      path: 'to.path',
      code: 'to.reference.code',
      name: 'to.reference.name',
      title: 'to.reference.title',
      permanent: 'permanent',
    },
    prepare: ({ from, path, code, name, title, permanent }: Record<string, string | boolean | undefined>) => ({
      title: typeof from === 'string' ? from : 'New redirect',
      subtitle: `→ ${String(path ?? code ?? name ?? title ?? '…')}${permanent === false ? ' (for a while)' : ''}`,
    }),
  },
});
