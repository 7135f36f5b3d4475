import { z } from 'astro/zod';
import { COURSE_STATUSES, type CourseStatusKind } from '../../contracts/courses/status.ts';
import { ContentValidationError } from './validate.ts';

/** A course's status as every course query answers it, with the replacement a superseded course links to. */
export const courseStatusFragment = /* groq */ `
  "status": {
    "kind": coalesce(status.kind, "current"),
    "lastDay": status.lastDay,
    "equivalent": coalesce(status.equivalent, false),
    "replacement": status.replacedBy->{ _id, code, title, "slug": slug.current, "hasDetailPage": coalesce(hasDetailPage, false) }
  }
` as const;

const kinds = COURSE_STATUSES.map((status) => status.value) as [CourseStatusKind, ...CourseStatusKind[]];

export const courseStatusSchema = z
  .object({
    kind: z.enum(kinds),
    lastDay: z.iso.date().nullish(),
    equivalent: z.boolean(),
    replacement: z
      .object({ _id: z.string(), code: z.string(), title: z.string(), slug: z.string(), hasDetailPage: z.boolean() })
      .nullish(),
  })
  .superRefine((status, context) => {
    if (status.kind !== 'current' && !status.lastDay)
      context.addIssue({ code: 'custom', path: ['lastDay'], message: 'Give the last day new learners may enrol' });
    if (status.kind === 'superseded' && !status.replacement)
      context.addIssue({
        code: 'custom',
        path: ['replacedBy'],
        message: 'Choose the published course that replaces this one',
      });
  });

interface StatusFields {
  _id: string;
  code: string;
  status: z.infer<typeof courseStatusSchema>;
}

/** A superseded course must link to a replacement the site still publishes, never to one that has left it. */
export function checkReplacements(courses: StatusFields[]): void {
  const published = new Set(courses.map((course) => course._id));
  const problems = courses.flatMap(({ _id, code, status }) =>
    status.replacement && status.kind === 'superseded' && !published.has(status.replacement._id)
      ? [
          `course "${code}" (${_id}), field "status.replacedBy": ${status.replacement.code} is no longer published; choose the course that replaces it now`,
        ]
      : [],
  );
  if (problems.length) throw new ContentValidationError(`Course replacements are wrong:\n  ${problems.join('\n  ')}`);
}
