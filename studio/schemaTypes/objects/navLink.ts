import { LinkIcon } from '@sanity/icons/Link';
import { defineField, defineType } from 'sanity';
import { linkTargetFields, requiredString } from '../fields.ts';

/** One link in a menu or a footer column: a page of the site (chosen, so renames follow) or an address. */
export const navLink = defineType({
  name: 'navLink',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    requiredString('label', 'Label', {
      description: 'The words visitors see in the menu, e.g. "About".',
      message: 'Give the link a label',
    }),
    ...linkTargetFields(),
    defineField({
      name: 'externalIcon',
      title: 'Show the "opens elsewhere" icon',
      type: 'boolean',
      description: 'Adds a small arrow after the label, for links that leave this site (forms, the LMS).',
      initialValue: false,
    }),
  ],
  preview: {
    select: { title: 'label', href: 'href', page: 'reference.title', name: 'reference.name', code: 'reference.code' },
    prepare: ({ title, href, page, name, code }: Record<string, string | undefined>) => ({
      title,
      subtitle: href ?? page ?? name ?? code,
    }),
  },
});
