/**
 * What Standard 2.1(2)(c) of the Outcome Standards for NVR Registered Training Organisations 2025 requires a
 * learner to read before enrolling, as far as it varies by course. Written once: the Studio refuses to
 * publish a course without these items, its Compliance view lists what each course lacks, and the build
 * names the document and field if such a course reaches it anyway. Imported by the Studio: `.ts` imports only.
 */

export const STANDARD_NAME = 'Standard 2.1 of the 2025 Standards for RTOs';

/** The course fields without which a course cannot be published, each with the clause that asks for it. */
export const REQUIRED_COURSE_ITEMS = [
  { field: 'entryRequirements', item: 'entry requirements', clause: '(i)' },
  { field: 'assessment', item: 'assessment methods', clause: '(i)' },
  { field: 'locations', item: 'delivery location', clause: '(i)' },
  { field: 'scheduling', item: 'scheduling', clause: '(i)' },
  { field: 'paymentTerms', item: 'payment terms', clause: '(iii)' },
  { field: 'price', item: 'full fee (the course price)', clause: '(iii)' },
  { field: 'learnerProvides', item: 'materials, equipment and IT the learner provides', clause: '(iv)' },
] as const;

export type RequiredCourseField = (typeof REQUIRED_COURSE_ITEMS)[number]['field'];

/** The message a coordinator reads when a required item is missing: it names the item and the Standard. */
export function missingItemMessage(field: RequiredCourseField): string {
  const { item, clause } = REQUIRED_COURSE_ITEMS.find((required) => required.field === field)!;
  return `${STANDARD_NAME}, clause 2.1(2)(c)${clause}, requires the ${item} before anyone enrols: add it`;
}

const isGiven = (value: unknown): boolean =>
  Array.isArray(value) ? value.some(isGiven) : typeof value === 'string' ? value.trim() !== '' : Boolean(value);

/** Each required item the course lacks, with its field and message; empty when the course is complete. */
export function missingCourseItems(course: Partial<Record<RequiredCourseField, unknown>>) {
  return REQUIRED_COURSE_ITEMS.filter(({ field }) => !isGiven(course[field])).map(({ field, item }) => ({
    field,
    item,
    message: missingItemMessage(field),
  }));
}

/** The states a fee option can be limited to; "National" means learners anywhere in Australia. */
export const FUNDING_REGIONS = ['National', 'QLD', 'NSW', 'VIC', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;

/** A state's or territory's name in full, for search engines. */
export const REGION_NAMES: Readonly<Record<string, string>> = {
  QLD: 'Queensland',
  NSW: 'New South Wales',
  VIC: 'Victoria',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
};
