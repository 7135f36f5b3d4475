import { createHash } from 'node:crypto';
import { pagePath } from '../pages/page-path.ts';
import { coursePath } from '../routes.ts';

/**
 * When a published course or page changes its address, the publish webhook (docs/publishing.md) carries the
 * document before and after the change, and the publisher saves a redirect from the old address. This is the
 * webhook's projection, what it sends, and the redirect document saved.
 */
export const WEBHOOK_PROJECTION =
  '{_id, _type, "before": {"slug": before().slug.current, "hasDetailPage": before().hasDetailPage}, "after": {"slug": after().slug.current, "hasDetailPage": after().hasDetailPage}}';

interface Side {
  slug?: unknown;
  hasDetailPage?: unknown;
}

/** The address of a document's page on one side of the change, or null when it had none. */
const ADDRESS: Record<string, (side: Side) => string | null> = {
  course: ({ slug, hasDetailPage }) => (typeof slug === 'string' && hasDetailPage === true ? coursePath(slug) : null),
  page: ({ slug }) => (typeof slug === 'string' ? pagePath(slug) : null),
};

export interface MovedDocument {
  /** The published document that moved. */
  id: string;
  from: string;
  to: string;
}

/** Each course or page of a webhook's body whose page moved: created, deleted and unmoved documents give none. */
export function movedDocuments(body: unknown): MovedDocument[] {
  const items = (Array.isArray(body) ? body : [body]) as {
    _id?: unknown;
    _type?: unknown;
    before?: Side;
    after?: Side;
  }[];
  return items.flatMap(({ _id, _type, before, after }) => {
    const address = typeof _type === 'string' ? ADDRESS[_type] : undefined;
    if (!address || typeof _id !== 'string' || !before || !after) return [];
    const from = address(before);
    const to = address(after);
    return from && to && from !== to ? [{ id: _id, from, to }] : [];
  });
}

/** One id per old address, so a webhook delivered twice saves one redirect. */
export const movedRedirectId = (from: string) =>
  `redirect-moved-${createHash('sha256').update(from).digest('hex').slice(0, 20)}`;

/** The redirect document from the old address to the document itself, which it follows however often it moves. */
export const movedRedirect = ({ id, from }: MovedDocument) => ({
  _id: movedRedirectId(from),
  _type: 'redirect',
  from,
  to: { reference: { _type: 'reference', _ref: id } },
  permanent: true,
});

/** The redirects a move makes wrong: those from the new address to the same document (it moved back). */
export const MOVED_BACK_QUERY = '*[_type == "redirect" && from == $to && to.reference._ref == $id]';
/** A published redirect a coordinator (or an earlier move) already made from the old address. */
export const REDIRECT_FROM_QUERY = '*[_type == "redirect" && from == $from && !(_id in path("drafts.**"))][0]._id';
