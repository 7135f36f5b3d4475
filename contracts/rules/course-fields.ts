/**
 * Rules across a course's fields, written once: the Studio refuses content that breaks them, and the
 * build names the document and field if such content reaches it anyway. Each returns the message a
 * coordinator reads, or null.
 */
import { COURSE_CODE_PATTERN, QUALIFICATION_CODE_PATTERN, UNIT_CODE_PATTERN } from './course-code.ts';
import { REGISTERED_TITLES } from './registered-titles.ts';

/** A course page lives at /courses/<slug>: the slug is the code in lower case. */
export function slugProblem(course: { code?: string; slug?: string }): string | null {
  if (!course.code || course.slug === undefined) return null;
  const expected = course.code.toLowerCase();
  return course.slug === expected ? null : `The web address must be the course code in lower case: ${expected}`;
}

/** Qualifications take enquiries; only units can be paid for online. */
export function paymentLinkProblem(course: { courseType?: string; stripeLink?: string | null }): string | null {
  return course.courseType === 'qualification' && course.stripeLink
    ? 'Qualifications take enquiries, not online payments: remove the payment link'
    : null;
}

/** A qualification's code has five digits after its package (TLI40324); a unit's has a field code (TLIF0025). */
export function codeTypeProblem(course: { code?: string; courseType?: string }): string | null {
  if (!course.code || !COURSE_CODE_PATTERN.test(course.code)) return null;
  if (course.courseType === 'qualification' && !QUALIFICATION_CODE_PATTERN.test(course.code))
    return `${course.code} is not a qualification code: qualification codes are three letters and five digits, e.g. TLI40324`;
  if (course.courseType === 'unit' && !UNIT_CODE_PATTERN.test(course.code))
    return `${course.code} is not a unit code: unit codes have four or more letters, e.g. TLIF0025`;
  return null;
}

/** Advertising uses the title exactly as registered on training.gov.au, when we know it for the code. */
export function registeredTitleProblem(course: { code?: string; title?: string }): string | null {
  const registered = course.code ? REGISTERED_TITLES[course.code] : undefined;
  if (!registered || !course.title || course.title.trim().toLowerCase() === registered.toLowerCase()) return null;
  return `The registered title of ${course.code} is "${registered}": use it exactly as registered on training.gov.au`;
}

/** "24 hours / 4 weeks" → 24: the hours of study a duration starts with, or null. */
export const durationHours = (duration: string): number | null => {
  const hours = /^\s*(\d[\d,]*)\s*hours?\b/i.exec(duration)?.[1];
  return hours ? Number(hours.replace(/,/g, '')) : null;
};

/** Search engines need the hours of study, so the duration starts with them. */
export function durationProblem(course: { duration?: string }): string | null {
  return !course.duration || durationHours(course.duration) !== null
    ? null
    : 'Start the duration with the hours of study, e.g. "24 hours / 4 weeks"';
}
