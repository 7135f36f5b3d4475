/**
 * Where a page's call to action can send a visitor. The Studio offers them, the site's query resolves each
 * to an address.
 */
export const CALL_TO_ACTION_KINDS = [
  { value: 'course', title: 'A course' },
  { value: 'apply', title: 'Apply online, for a course open for applications' },
  { value: 'contact', title: 'The Get in Touch form, with a subject' },
  { value: 'page', title: 'A page' },
] as const;

export type CallToActionKind = (typeof CALL_TO_ACTION_KINDS)[number]['value'];
