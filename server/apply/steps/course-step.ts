import { ANY_TIME } from '../../../contracts/applications/answers.ts';
import { validateCourse } from '../../../contracts/applications/validate-course.ts';
import { START_ANY_TIME } from '../../../contracts/intakes/labels.ts';
import { REGION_NAMES } from '../../../contracts/rules/pre-enrolment.ts';
import { choices, type Choice } from '../fields-html.ts';
import { field, type Step, type StepContext } from './step.ts';

const intakeChoices = ({ course }: StepContext): Choice[] => [
  ...course.intakes.map((intake) => ({ value: intake.key, label: intake.label })),
  ...(course.anyTime ? [{ value: ANY_TIME, label: START_ANY_TIME }] : []),
];
const stateChoices = ({ course }: StepContext): Choice[] =>
  course.states.map((state) => ({ value: state, label: REGION_NAMES[state] ?? state }));
const labelOf = (list: Choice[], value: string) => list.find((choice) => choice.value === value)?.label ?? value;

/** "Your course": when, how and where, from what the course offers. */
export const courseStep: Step<'course'> = {
  section: 'course',
  heading: 'When, how and where do you want to study?',
  read: (form, { course }) => ({
    courseCode: course.code,
    intake: field(form, 'intake'),
    deliveryMode: field(form, 'deliveryMode'),
    state: field(form, 'state'),
  }),
  validate: (answers, { course }) =>
    validateCourse(answers, {
      intakes: course.intakes.map((intake) => intake.key),
      anyTime: course.anyTime,
      deliveryModes: course.deliveryModes.map((mode) => mode.value),
      states: course.states,
    }),
  fields: (answers, errors, context) =>
    [
      choices(
        { name: 'intake', label: 'When do you want to start?', errors },
        [answers?.intake ?? ''],
        intakeChoices(context),
      ),
      choices(
        { name: 'deliveryMode', label: 'How do you want to study?', errors },
        [answers?.deliveryMode ?? ''],
        context.course.deliveryModes,
      ),
      choices(
        { name: 'state', label: 'Which state or territory will you study in?', errors },
        [answers?.state ?? ''],
        stateChoices(context),
      ),
    ].join(''),
  summary: (answers, context) => [
    { key: 'Start', value: labelOf(intakeChoices(context), answers.intake) },
    { key: 'How you will study', value: labelOf(context.course.deliveryModes, answers.deliveryMode) },
    { key: 'State or territory', value: labelOf(stateChoices(context), answers.state) },
  ],
};
