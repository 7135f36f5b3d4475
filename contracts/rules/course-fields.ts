/**
 * Rules across a course's fields, written once: the Studio refuses content that breaks them, and the
 * build names the document and field if such content reaches it anyway. Each returns the message a
 * coordinator reads, or null.
 */

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
