import { defineField } from 'sanity';
import { isUniqueValue } from './rules';

/** An image with the alternative text screen readers announce. */
export const imageField = (name: string, title: string, options: { required?: boolean; description?: string } = {}) =>
  defineField({
    name,
    title,
    type: 'image',
    description: options.description,
    options: { hotspot: true },
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternative text',
        type: 'string',
        description: 'What the picture shows, for people who cannot see it.',
        validation: (rule) =>
          rule.custom((alt, context) => {
            const image = context.parent as { asset?: unknown } | undefined;
            return !image?.asset || Boolean(alt?.trim()) || 'Describe the image for screen-reader users';
          }),
      }),
    ],
    validation: options.required ? (rule) => rule.required().error(`Add the ${title.toLowerCase()}`) : undefined,
  });

/** A slug that must be unique among documents of the same type. */
export const uniqueSlugField = (source: string, description: string) =>
  defineField({
    name: 'slug',
    title: 'Web address (slug)',
    type: 'slug',
    description,
    options: { source, maxLength: 96, isUnique: (value, context) => isUniqueValue('slug.current', value, context) },
    validation: (rule) => rule.required().error('Generate or type the web address'),
  });

export const orderField = defineField({
  name: 'order',
  title: 'Order',
  type: 'number',
  description: 'Lower numbers are listed first.',
  validation: (rule) => rule.integer().min(0),
});
