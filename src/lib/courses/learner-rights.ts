import { policyPath } from '../../../contracts/routes.ts';
import type { ItemLink } from './before-you-enrol.ts';

/** The policy pages that set out a learner's rights (spec 2.2's addresses), in the order a learner reads them. */
export const LEARNER_RIGHTS_POLICIES = ['student-handbook', 'student-code-of-conduct', 'complaints-appeals'] as const;

/** What "Before you enrol" says of a learner's rights, before linking to the policies that set them out. */
export const LEARNER_RIGHTS =
  'You have the right to fair and respectful treatment, to privacy, to the training and support described here, and to complain or appeal a decision without disadvantage. These policies set out your rights and what we expect of you:';

/** Links to those pages by their titles; the build stops, naming the page, if one is not published. */
export function learnerRightsLinks(pages: { slug: string; title: string }[], brandSlug: string): ItemLink[] {
  return LEARNER_RIGHTS_POLICIES.map((slug) => {
    const page = pages.find((candidate) => candidate.slug === slug);
    if (!page)
      throw new Error(
        `"Before you enrol" links every course page to the policy page "${slug}", and none is published with that web address: publish it`,
      );
    return { label: page.title, href: policyPath(brandSlug, slug) };
  });
}
