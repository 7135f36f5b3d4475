import { defineQuery } from 'groq';
import { fetchQuery, type ContentBackend } from './backend.node.ts';

/** The type of every published document of the types in $types: which of them the dataset has. */
export const presentTypesQuery = defineQuery(`*[_type in $types]._type`);

/** Document types the site cannot be built without; the fixed pages' documents are among them. */
export const REQUIRED_CONTENT_TYPES = [
  'siteSettings',
  'homePage',
  'aboutPage',
  'coursesPage',
  'quiz',
  'getInTouchPage',
  'lmsLoginPage',
  'pdRegistrationPage',
  'navigation',
  'notFoundPage',
  'confirmationPage',
  'category',
  'course',
  'policyPage',
  'preTrainingReview',
  'privacyNotice',
] as const;

export class MissingContentError extends Error {
  override name = 'MissingContentError';
}

/**
 * Fails before any page is built when the dataset answers without documents the site needs: a
 * private dataset read without a token, or documents with dotted ids that a public dataset hides
 * from anonymous readers. Without this the first symptom is a null field deep in one page.
 */
export async function checkRequiredContent(backend: ContentBackend, where: string): Promise<void> {
  const present = new Set(await fetchQuery(backend, presentTypesQuery, { types: [...REQUIRED_CONTENT_TYPES] }));
  const missing = REQUIRED_CONTENT_TYPES.filter((type) => !present.has(type));
  if (missing.length === 0) return;
  throw new MissingContentError(
    `${where} answered no ${missing.map((type) => `"${type}"`).join(', ')} documents, which the site needs. ` +
      'If the dataset is private, set SANITY_READ_TOKEN (a Viewer token). If it is public, check that the ' +
      'documents are published and that their ids contain no "." (anonymous readers cannot see those).',
  );
}
