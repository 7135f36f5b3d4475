/**
 * Sanity's document ids: a draft is `drafts.<id>` and a version waiting in a content release
 * `versions.<release>.<id>`, beside the published document `<id>`. The Studio's rules, its
 * Compliance view and local lake, and the build's embedded dataset all read them this way.
 */
const DRAFT_PREFIX = 'drafts.';
const VERSION_PREFIX = 'versions.';

export const isDraftId = (id: string) => id.startsWith(DRAFT_PREFIX);

export const isPublishedId = (id: string) => !isDraftId(id) && !id.startsWith(VERSION_PREFIX);

/** The published id of a draft or release version; a published id as it is. */
export const publishedId = (id: string) => id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '');

/** The id of the draft of a document, given any of its ids. */
export const draftIdOf = (id: string) => `${DRAFT_PREFIX}${publishedId(id)}`;

/**
 * What Sanity's drafts perspective answers: the published documents, with each draft in place of its
 * published document under the published id (a document never published too), its own id kept as
 * `_originalId`. Versions in content releases are left out.
 */
export function withDraftsOverlaid<T extends { _id: string }>(
  documents: readonly T[],
): (T & { _originalId?: string })[] {
  const visible = new Map<string, T & { _originalId?: string }>();
  for (const doc of documents) if (isPublishedId(doc._id)) visible.set(doc._id, doc);
  for (const doc of documents) {
    if (!isDraftId(doc._id)) continue;
    const id = publishedId(doc._id);
    visible.set(id, { ...doc, _id: id, _originalId: doc._id });
  }
  return [...visible.values()];
}
