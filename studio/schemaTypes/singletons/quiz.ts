import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { SANITY_API_VERSION } from '../../../contracts/sanity-api.ts';
import { quizProblems, type QuizProblem } from '../../../contracts/quiz/rules.ts';
import { pageHeroField, pageSeoField, requiredString, requiredText } from '../fields.ts';

const messages = (problems: QuizProblem[], field: string) => {
  const found = problems.filter(({ path }) => path[0] === field).map(({ message }) => message);
  return found.length === 0 || found.join('. ');
};

type UnitValue = { course?: { _ref?: string } };

/**
 * The course-finder quiz at /quiz: its page text, the five questions and their answers, the units
 * it can recommend and the contact card. Which unit an answer set gets is the spec's rule, in code;
 * the Studio refuses a quiz that rule could not run on.
 */
export const quiz = defineType({
  name: 'quiz',
  title: 'Course finder quiz',
  type: 'document',
  icon: HelpCircleIcon,
  groups: [
    { name: 'questions', title: 'Questions', default: true },
    { name: 'results', title: 'Results' },
    { name: 'page', title: 'Page' },
  ],
  fields: [
    defineField({
      name: 'questions',
      title: 'Questions',
      type: 'array',
      group: 'questions',
      of: [defineArrayMember({ type: 'quizQuestion' })],
      description: 'Five questions, in order. What each answer counts for decides the recommendation.',
      validation: (rule) =>
        rule.custom((questions) => messages(quizProblems({ questions: questions as never }), 'questions')),
    }),
    defineField({
      name: 'units',
      title: 'Recommended units',
      type: 'array',
      group: 'results',
      of: [defineArrayMember({ type: 'quizUnit' })],
      description: 'Every unit the quiz can recommend, with the sentence that says why it suits.',
      validation: (rule) =>
        rule.custom(async (units: UnitValue[] | undefined, context) => {
          const ids = (units ?? []).map((unit) => unit.course?._ref).filter(Boolean);
          const courses = await context
            .getClient({ apiVersion: SANITY_API_VERSION })
            .fetch<Array<{ _id: string; code?: string; hasDetailPage?: boolean }>>(
              '*[_id in $ids]{ _id, code, hasDetailPage }',
              { ids },
            );
          const resolved = (units ?? []).map((unit) => courses.find(({ _id }) => _id === unit.course?._ref) ?? null);
          return messages(quizProblems({ units: resolved }), 'units');
        }),
    }),
    defineField({
      name: 'contactCard',
      title: 'Contact card',
      type: 'object',
      group: 'results',
      description: 'Shown instead of units when the visitor would rather talk to the team first.',
      validation: (rule) => rule.required().error('Fill in the contact card'),
      fields: [requiredString('title', 'Title'), requiredText('benefit', 'Text', { rows: 2 })],
    }),
    pageHeroField('page'),
    pageSeoField('page'),
  ],
  preview: { prepare: () => ({ title: 'Course finder quiz' }) },
});
