import { DocumentsIcon } from '@sanity/icons/Documents';
import { defineField, defineType } from 'sanity';
import { requiredString } from '../fields.ts';
import { HTTPS_MESSAGE, HTTPS_ONLY } from '../rules.ts';

/** An external online form listed in the Forms menu and the footer; it opens in a new tab. */
export const formLink = defineType({
  name: 'formLink',
  title: 'Form link',
  type: 'object',
  icon: DocumentsIcon,
  fields: [
    requiredString('label', 'Menu label', {
      description: 'The name visitors see, e.g. "Enrolment Form".',
      message: 'Give the menu label',
    }),
    defineField({
      name: 'url',
      title: 'Form address',
      type: 'url',
      description: 'The address of the form on the forms service, e.g. https://form.jotform.com/…',
      validation: (rule) => [
        rule.required().error('Paste the form’s address'),
        rule.uri(HTTPS_ONLY).error(HTTPS_MESSAGE),
      ],
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'url' } },
});
