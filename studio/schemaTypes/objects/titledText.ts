import { defineField, defineType } from 'sanity';

const titledText = (name: string, title: string, description: string, extra: ReturnType<typeof defineField>[] = []) =>
  defineType({
    name,
    title,
    type: 'object',
    description,
    fields: [
      defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().error('Give it a title') }),
      defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required().error('Write the text') }),
      ...extra,
    ],
  });

/** One milestone on the About page. */
export const milestone = titledText('milestone', 'Milestone', 'A step of the learning and assessment journey.');

/** One item of the upcoming-intakes block on the Courses page. */
export const intakeItem = titledText('intakeItem', 'Intake', 'e.g. "Monthly online intakes" with a sentence about it.');

/** One reason of "Why Choose Us" on the home page. */
export const whyChooseUsItem = titledText('whyChooseUsItem', 'Reason', 'A reason to choose Northwind, with its icon.', [
  defineField({
    name: 'icon',
    title: 'Icon',
    type: 'string',
    options: { list: [
      { title: 'Trainers', value: 'trainers' },
      { title: 'Accredited', value: 'accredited' },
      { title: 'Flexible', value: 'flexible' },
    ] },
  }),
]);
