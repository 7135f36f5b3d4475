import { LaunchIcon } from '@sanity/icons/Launch';
import { defineField, defineType } from 'sanity';
import { requiredString } from '../fields.ts';
import { SANITY_API_VERSION } from '../../../contracts/sanity-api.ts';
import { CALL_TO_ACTION_KINDS, type CallToActionKind } from '../../../contracts/pages/call-to-action.ts';
import { PAGE_CLAIMS_HELP } from '../page-sections.ts';

interface CallToActionParent {
  kind?: CallToActionKind;
}

const kindOf = (parent: unknown) => (parent as CallToActionParent | undefined)?.kind;
const withCourse = (kind: CallToActionKind | undefined) => kind === 'course' || kind === 'apply';

/** As the site takes applications: a course opened for them that has its own page (src/pages/apply-courses.json.ts). */
const OPEN_FOR_APPLICATIONS = 'applicationsOpen == true && hasDetailPage == true';

/**
 * A band with a heading and one button: to a course, to an application for a course, to the contact form with its
 * subject filled in, or to a page.
 */
export const pageCallToAction = defineType({
  name: 'pageCallToAction',
  title: 'Call to action',
  type: 'object',
  icon: LaunchIcon,
  description: 'A heading and one button.',
  fields: [
    requiredString('heading', 'Heading', { message: 'Write the heading' }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 2,
      description: `Optional. ${PAGE_CLAIMS_HELP}`,
    }),
    requiredString('buttonLabel', 'Button text', {
      description: 'e.g. "Ask about the Guarantee".',
      message: 'Write the button text',
    }),
    defineField({
      name: 'kind',
      title: 'The button goes to',
      type: 'string',
      options: { list: [...CALL_TO_ACTION_KINDS], layout: 'radio' },
      initialValue: 'contact',
      validation: (rule) => rule.required().error('Choose where the button goes'),
    }),
    defineField({
      name: 'course',
      title: 'Course',
      type: 'reference',
      to: [{ type: 'course' }],
      description:
        'The course\u2019s page, or its card in the catalogue when it has no page. For "Apply online", only courses open for applications (their "Apply online" switch) with a page of their own are offered.',
      hidden: ({ parent }) => !withCourse(kindOf(parent)),
      options: {
        disableNew: true,
        filter: ({ parent }) => (kindOf(parent) === 'apply' ? { filter: OPEN_FOR_APPLICATIONS } : {}),
      },
      validation: (rule) =>
        rule.custom(async (course: { _ref?: string } | undefined, context) => {
          const kind = kindOf(context.parent);
          if (!withCourse(kind)) return true;
          if (!course?._ref) return 'Choose the course';
          if (kind !== 'apply') return true;
          const open = await context
            .getClient({ apiVersion: SANITY_API_VERSION })
            .fetch<boolean | null>(`*[_id == $id][0]{ "open": ${OPEN_FOR_APPLICATIONS} }.open`, { id: course._ref });
          return open
            ? true
            : 'This course does not take applications online ("Open for applications online" is off, or it has no page of its own): switch it on, or choose another course';
        }),
    }),
    defineField({
      name: 'subject',
      title: 'Subject of the message',
      type: 'string',
      description: 'Filled in on the Get in Touch form, e.g. "Certificate 3 Guarantee".',
      hidden: ({ parent }) => kindOf(parent) !== 'contact',
      validation: (rule) =>
        rule.custom((subject: string | undefined, context) =>
          kindOf(context.parent) === 'contact' && !subject?.trim() ? 'Write the subject' : true,
        ),
    }),
    defineField({
      name: 'page',
      title: 'Page',
      type: 'reference',
      to: [{ type: 'page' }],
      options: { disableNew: true },
      hidden: ({ parent }) => kindOf(parent) !== 'page',
      validation: (rule) =>
        rule.custom((page, context) => (kindOf(context.parent) === 'page' && !page ? 'Choose the page' : true)),
    }),
  ],
  preview: {
    select: { title: 'heading', label: 'buttonLabel', kind: 'kind' },
    prepare: ({ title, label, kind }: { title?: string; label?: string; kind?: string }) => ({
      title: title ?? 'Call to action',
      subtitle: [
        'Call to action',
        label,
        CALL_TO_ACTION_KINDS.find((option) => option.value === kind)?.title.toLowerCase(),
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
});
