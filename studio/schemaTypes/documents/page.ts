import { DocumentsIcon } from '@sanity/icons/Documents';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { repeatedSectionProblem } from '../../../contracts/pages/once-per-page.ts';
import { pagePath, pagePathProblem } from '../../../contracts/pages/page-path.ts';
import { pageStatedFactProblems, type PageCourseFacts } from '../../../contracts/rules/stated-facts.ts';
import { SANITY_API_VERSION } from '../../../contracts/sanity-api.ts';
import { requiredString } from '../fields.ts';
import { isUniqueValue } from '../rules.ts';
import { SECTION_GROUPS, sectionPicture } from '../page-sections.ts';
import { counted } from '../../../contracts/counted.ts';

/** Published documents only: a draft's price or program is not yet on the site. */
const PUBLISHED = '!(_id in path("drafts.**")) && !(_id in path("versions.**"))';

/**
 * A page a coordinator makes (a campaign, an employer page, an information night) from the site's own
 * sections. Its prices are checked against the courses', as a course page's are.
 */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentsIcon,
  fields: [
    requiredString('title', 'Title', {
      description: 'The page\u2019s name in the Studio, in menus and, without a hero, as its heading.',
      message: 'Give the page a title',
    }),
    defineField({
      name: 'slug',
      title: 'Web address',
      type: 'slug',
      description:
        'The page is at /<this>: a word or words joined by hyphens, optionally in a folder you pick, e.g. qld-guarantee or campaigns/qld-guarantee. Changing it breaks existing links.',
      options: {
        source: 'title',
        maxLength: 96,
        isUnique: (value, context) => isUniqueValue('slug.current', value, context),
      },
      validation: (rule) =>
        rule.custom((slug) => {
          const problem = pagePathProblem(slug?.current);
          return problem ?? true;
        }),
    }),
    defineField({
      name: 'seo',
      title: 'Search engines',
      type: 'seo',
      validation: (rule) => rule.required().error('Fill in the page title and description for search engines'),
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      description:
        'The page from top to bottom. Add sections with the button below; drag them to reorder. Courses are chosen, never typed, so their codes and titles stay as registered.',
      of: SECTION_GROUPS.flatMap((group) => group.of.map((type) => defineArrayMember({ type }))),
      options: {
        insertMenu: {
          groups: SECTION_GROUPS,
          showIcons: true,
          views: [{ name: 'grid', previewImageUrl: sectionPicture }, { name: 'list' }],
        },
      },
      validation: (rule) => [
        rule.required().min(1).error('Add at least one section'),
        rule.custom((sections: { _type?: string }[] | undefined) => repeatedSectionProblem(sections) ?? true),
      ],
    }),
  ],
  // A price or a funding program on the page must be a course's (Compliance Requirements s7); the message sits on the text.
  validation: (rule) =>
    rule.custom(async (document, context) => {
      if (!document) return true;
      const { courses, programs } = await context.getClient({ apiVersion: SANITY_API_VERSION }).fetch<{
        courses: PageCourseFacts[];
        programs: string[];
      }>(
        `{
          "courses": *[_type == "course" && ${PUBLISHED}]{ price, fundingOptions[]{ price, "program": program->name } },
          "programs": *[_type == "fundingProgram" && ${PUBLISHED}].name
        }`,
      );
      const problems = pageStatedFactProblems(document, courses, programs);
      return problems.length === 0 || problems;
    }),
  preview: {
    select: { title: 'title', slug: 'slug.current', sections: 'sections' },
    prepare: ({ title, slug, sections }: { title?: string; slug?: string; sections?: unknown[] }) => ({
      title: title ?? 'New page',
      subtitle: [slug ? pagePath(slug) : 'No web address yet', counted(sections?.length ?? 0, 'section')].join(' · '),
    }),
  },
});
