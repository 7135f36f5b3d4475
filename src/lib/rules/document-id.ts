/**
 * Ids an anonymous reader of a public dataset can see. Sanity treats every `.` in an id as a
 * sub-path (drafts.x, versions.r.x, course.x), and only documents on the root path are public.
 * Allowed characters are Sanity's own (a-z A-Z 0-9 _ -), not starting with a dash, at most 128.
 */
export const PUBLIC_DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_-]{0,127}$/;

export const isPublicDocumentId = (id: string) => PUBLIC_DOCUMENT_ID_PATTERN.test(id);
