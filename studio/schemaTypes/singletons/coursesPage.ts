import { ThListIcon } from '@sanity/icons/ThList';
import { PLACEHOLDER_HELP } from '../../../contracts/rules/placeholders.ts';
import { defineField, defineType } from 'sanity';
import { linkTargetFields, requiredString, requiredText, searchDescriptionField } from '../fields.ts';
import { knownPlaceholdersRule } from '../rules.ts';

/**
 * The Courses page's own text: the banner's text and buttons, the PD Series introduction, the promo
 * block and upcoming intakes. Its title and heading are fixed by the spec, so they stay in code; the
 * course cards come from the courses themselves, the PD cards from the PD sessions.
 */
export const coursesPage = defineType({
  name: 'coursesPage',
  title: 'Courses page',
  type: 'document',
  icon: ThListIcon,
  fields: [
    requiredText('catalogueIntro', 'Banner text', {
      description: 'The sentence under the page heading, e.g. naming the course categories.',
      rows: 2,
    }),
    requiredString('exploreCoursesLabel', 'Courses button text', {
      description: 'e.g. "Explore Courses"; the banner button that scrolls to the course list.',
    }),
    requiredString('pdSeriesButtonLabel', 'PD Series button text', {
      description: 'e.g. "Professional Development Series"; the banner button that scrolls to the PD Series.',
    }),
    requiredString('pdSeriesHeading', 'PD Series heading', {
      description: 'e.g. "Professional Development (PD) Series".',
    }),
    requiredText('pdSeriesIntro', 'PD Series introduction', {
      description: 'A few sentences above the PD session cards.',
    }),
    defineField({
      name: 'promo',
      title: 'Promo block',
      type: 'object',
      description: 'A highlighted box with a button, e.g. pointing to the course quiz.',
      validation: (rule) => rule.required().error('Fill in the promo block'),
      fields: [
        requiredString('heading', 'Heading'),
        requiredText('text', 'Text'),
        requiredString('ctaLabel', 'Button text', { description: 'e.g. "Take the Quiz".' }),
        ...linkTargetFields(),
      ],
    }),
    defineField({
      name: 'intakes',
      title: 'Upcoming intakes',
      type: 'object',
      description: 'The heading and text above the list of the next intakes, which comes from Intakes.',
      validation: (rule) => rule.required().error('Fill in the upcoming intakes'),
      fields: [requiredString('heading', 'Heading'), requiredText('text', 'Text')],
    }),
    defineField({
      ...searchDescriptionField('searchDescription', [knownPlaceholdersRule]),
      description: `The sentence search engines show under the page title: up to 160 characters. ${PLACEHOLDER_HELP}`,
    }),
  ],
  preview: { prepare: () => ({ title: 'Courses page' }) },
});
