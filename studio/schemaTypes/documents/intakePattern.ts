import { RefreshIcon } from '@sanity/icons/Refresh';
import { defineField, defineType } from 'sanity';
import { patternProblem, patternText } from '../../../contracts/intakes/checks.ts';
import { dayLabel } from '../../../contracts/intakes/labels.ts';
import { PATTERN_MONTHS_MAX, PATTERN_ORDINALS, PATTERN_WEEKDAYS } from '../../../contracts/intakes/model.ts';
import { patternDates, type IntakePatternRule } from '../../../contracts/intakes/pattern.ts';
import { siteDate } from '../../../contracts/build-time.ts';
import {
  courseTargetFields,
  locationField,
  modeField,
  statusField,
  TARGET_PREVIEW,
  targetTitle,
} from '../intake-fields.ts';

type PatternFields = Partial<IntakePatternRule>;
const ruleOf = (document: unknown): IntakePatternRule | null => {
  const { ordinal, weekday, months, from } = (document ?? {}) as PatternFields;
  return ordinal && weekday && months ? { ordinal, weekday, months, from } : null;
};
const today = () => siteDate(new Date());

/** The check of the whole rule, shown on the field the coordinator would change. */
const yieldsDates = (_: unknown, context: { document?: unknown }) => {
  const rule = ruleOf(context.document);
  return !rule || (patternProblem(rule, today()) ?? true);
};

const PREVIEW_DATES = 3;

/**
 * Repeating intakes, e.g. "the first Monday of each month, for the next 6 months", so that months are not
 * typed one by one. The dates are worked out at every build (daily), and shown in the list of patterns.
 */
export const intakePattern = defineType({
  name: 'intakePattern',
  title: 'Intake pattern',
  type: 'document',
  icon: RefreshIcon,
  fields: [
    ...courseTargetFields('this pattern'),
    defineField({
      name: 'ordinal',
      title: 'Which',
      type: 'number',
      options: { list: [...PATTERN_ORDINALS], layout: 'radio', direction: 'horizontal' },
      initialValue: 1,
      validation: (rule) => rule.required().error('Choose first, second, third, fourth or last'),
    }),
    defineField({
      name: 'weekday',
      title: 'Day',
      type: 'number',
      options: { list: [...PATTERN_WEEKDAYS], layout: 'radio', direction: 'horizontal' },
      initialValue: 1,
      validation: (rule) => rule.required().error('Choose the day of the week'),
    }),
    defineField({
      name: 'months',
      title: 'For how many months',
      type: 'number',
      initialValue: 6,
      description: `From the start below, or from today when it is empty (the dates then roll forward). At most ${PATTERN_MONTHS_MAX}.`,
      validation: (rule) => [
        rule
          .required()
          .integer()
          .min(1)
          .max(PATTERN_MONTHS_MAX)
          .error(`Give a whole number of months, 1 to ${PATTERN_MONTHS_MAX}`),
        rule.custom(yieldsDates),
      ],
    }),
    defineField({
      name: 'from',
      title: 'Starting from',
      type: 'date',
      options: { dateFormat: 'D MMMM YYYY' },
      description: 'The first day an intake may fall on. Leave empty to always start from today.',
      validation: (rule) => rule.custom((from, context) => (from ? yieldsDates(from, context) : true)),
    }),
    defineField({
      name: 'closesDaysBefore',
      title: 'Enrolment closes (days before each start)',
      type: 'number',
      initialValue: 3,
      validation: (rule) => rule.required().integer().min(0).max(60).error('Give a number of days, 0 to 60'),
    }),
    modeField,
    locationField,
    statusField,
  ],
  preview: {
    select: { ...TARGET_PREVIEW, ordinal: 'ordinal', weekday: 'weekday', months: 'months', from: 'from' },
    prepare: (selection: Record<string, string | number | undefined>) => {
      const rule = ruleOf(selection);
      const dates = rule ? patternDates(rule, today()) : [];
      const upcoming = dates.filter((date) => date >= today());
      const shown = upcoming.slice(0, PREVIEW_DATES).map(dayLabel).join(', ');
      return {
        title: `${rule ? patternText(rule) : 'Pattern not finished'} · ${targetTitle(selection)}`,
        subtitle: upcoming.length
          ? `${shown}${upcoming.length > PREVIEW_DATES ? ` and ${upcoming.length - PREVIEW_DATES} more` : ''}`
          : 'No upcoming date',
      };
    },
  },
});
