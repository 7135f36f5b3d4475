/**
 * The sections of an application to study, in the order the task list shows them (issue 42's steps). Each has its
 * answers (answers.ts) and its check (validate-*.ts). Imported by the Studio: `.ts` imports only.
 */
export const SECTIONS = [
  { key: 'course', title: 'Your course' },
  { key: 'funding', title: 'Your funding' },
  { key: 'aboutYou', title: 'About you' },
  { key: 'usi', title: 'Unique Student Identifier' },
  { key: 'background', title: 'Your background' },
  { key: 'review', title: 'Pre-training review' },
  { key: 'declaration', title: 'Privacy and declaration' },
] as const;

export type SectionKey = (typeof SECTIONS)[number]['key'];
