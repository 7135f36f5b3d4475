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

/**
 * The title as parts, its words marked where the excerpt marked the same word: the match stays visible when
 * the excerpt leaves out the title it started with.
 */
export function markedTitle(title: string, excerpt: ExcerptPart[]): ExcerptPart[] {
  const marked = new Set(
    excerpt.filter((part) => part.marked).flatMap((part) => part.text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []),
  );
  const parts: ExcerptPart[] = [];
  for (const piece of title.split(/([\p{L}\p{N}]+)/u)) {
    if (!piece) continue;
    const isMarked = marked.has(piece.toLowerCase());
    const last = parts[parts.length - 1];
    if (last && !isMarked && !last.marked) last.text += piece;
    else parts.push({ text: piece, marked: isMarked });
  }
  return parts;
}

/** The parts without the characters in `ranges` ([start, end) of their joined text), marks kept. */
function removeRanges(parts: ExcerptPart[], ranges: [number, number][]): ExcerptPart[] {
  let offset = 0;
  const kept: ExcerptPart[] = [];
  for (const part of parts) {
    const text = part.text
      .split('')
      .filter((_, index) => !ranges.some(([start, end]) => offset + index >= start && offset + index < end))
      .join('');
    offset += part.text.length;
    const last = kept[kept.length - 1];
    if (last && last.marked === part.marked) last.text += text;
    else if (text) kept.push({ ...part, text });
  }
  return kept.filter((part) => part.text !== '');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phrasePattern = (words: string[]) => words.map(escapeRegExp).join('\\s+');

/**
 * An excerpt without the course code and title the result already shows above it. Pagefind starts the excerpt
 * on a word, so it may begin inside the title ("a Fatigue Risk Management System …"): at the start, the code
 * and the title, or a tail of two words or more of it, are dropped, with the spaces and punctuation after
 * them; further on, "TLIF0007 Manage a Fatigue Risk Management System" becomes "TLIF0007".
 */
export function withoutTitle(parts: ExcerptPart[], title: string, code?: string): ExcerptPart[] {
  const text = parts.map((part) => part.text).join('');
  const words = title.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return parts;
  const tails = words.map((_, from) => words.slice(from)).filter((tail, from) => from === 0 || tail.length >= 2);
  const codePart = code ? `(?:${escapeRegExp(code)}\\s+)?` : '';
  const leading = new RegExp(
    `^(?:\\s*${codePart}(?:${tails.map(phrasePattern).join('|')})(?![\\p{L}\\p{N}])[\\s:·,.-]*)+`,
    'iu',
  );
  const ranges: [number, number][] = [];
  const start = leading.exec(text)?.[0].length ?? 0;
  if (start > 0) ranges.push([0, start]);
  if (code) {
    const repeated = new RegExp(`(?<=${escapeRegExp(code)})\\s+${phrasePattern(words)}(?![\\p{L}\\p{N}])`, 'giu');
    for (const match of text.slice(start).matchAll(repeated))
      ranges.push([start + match.index, start + match.index + match[0].length]);
  }
  return ranges.length === 0 ? parts : removeRanges(parts, ranges);
}
