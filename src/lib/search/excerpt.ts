/** A piece of a result's excerpt: plain text, marked when it matched the query. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => ENTITIES[name]);

/**
 * Pagefind's excerpt is escaped page text with `<mark>` around the matches. It is split here into
 * parts the UI writes as text nodes, so nothing in a page's words or a query can become markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const [index, piece] of excerpt.split(/<\/?mark>/).entries()) {
    if (piece) parts.push({ text: decode(piece), marked: index % 2 === 1 });
  }
  return parts;
}
