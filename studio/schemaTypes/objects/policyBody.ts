import { defineArrayMember, defineType } from 'sanity';

/**
 * The rich text of a policy page: paragraphs, headings, quotes, lists, bold, italic and links,
 * plus three special blocks (card grid, steps, callout). The site has a design for each of these
 * and nothing else, so this list and the site's renderer must change together.
 */
export const policyBody = defineType({
  name: 'policyBody',
  title: 'Page content',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Heading', value: 'h2' },
        { title: 'Subheading', value: 'h3' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullet list', value: 'bullet' },
        { title: 'Numbered list', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [defineArrayMember({ name: 'link', type: 'link' })],
      },
    }),
    defineArrayMember({ type: 'cardGrid' }),
    defineArrayMember({ type: 'steps' }),
    defineArrayMember({ type: 'callout' }),
  ],
});
