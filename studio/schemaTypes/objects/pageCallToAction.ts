import { LaunchIcon } from '@sanity/icons/Launch';
import { defineField, defineType } from 'sanity';
import { requiredString } from '../fields.ts';
import { CALL_TO_ACTION_KINDS, type CallToActionKind } from '../../../contracts/pages/call-to-action.ts';
import { PAGE_CLAIMS_HELP } from '../page-sections.ts';

interface CallToActionParent {
  kind?: CallToActionKind;
}

const kindOf = (parent: unknown) => (parent as CallToActionParent | undefined)?.kind;

/** A band with a heading and one button: to a course, to the contact form with its subject filled in, or to a page. */
export const pageCallToAction = defineType({
  name: 'pageCallToAction',
  title: 'Call to action',
  type: 'object',
  icon: LaunchIcon,
  description: 'A heading and one button. ("Apply online" is not offered yet: the site has no application form.)',
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
      options: { disableNew: true },
      description: 'The course\u2019s page, or its card in the catalogue when it has no page.',
      hidden: ({ parent }) => kindOf(parent) !== 'course',
      validation: (rule) =>
        rule.custom((course, context) => (kindOf(context.parent) === 'course' && !course ? 'Choose the course' : true)),
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
