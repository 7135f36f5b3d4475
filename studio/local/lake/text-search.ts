/**
 * The Content Lake's `text::query()`, which groq-js parses but cannot run: the Studio's search (the search box,
 * reference inputs, list filters) sends `[@, _id] match text::query($__query)` to find documents by any text they
 * hold, and `<field> match text::query($__query)` to rank them. Before groq-js runs a query, the first becomes
 * `_id in [the ids of the documents whose text matches]` and the second a plain `match` on the query's words.
 */

/** One term of a text query: a word (a prefix when it ends in `*`), or a "quoted phrase"; `-` excludes it. */
interface Term {
  text: string;
  prefix: boolean;
  phrase: boolean;
  negated: boolean;
}

const TERM = /(-?)(?:"([^"]*)"|(\S+))/g;
const WORD = /[\p{L}\p{N}]+/gu;

const words = (text: string) => (text.toLowerCase().match(WORD) ?? []) as string[];

export function parseTextQuery(query: string): Term[] {
  const terms: Term[] = [];
  for (const [, minus, quoted, bare] of query.matchAll(TERM)) {
    const raw = quoted ?? bare;
    const prefix = quoted === undefined && raw.endsWith('*');
    const text = words(raw).join(' ');
    if (text === '') continue;
    terms.push({ text, prefix, phrase: quoted !== undefined, negated: minus === '-' });
  }
  return terms;
}

/** Every text a document holds, its system fields (`_type`, `_ref`, `_key`…) aside, and its id. */
function textOf(document: Record<string, unknown>): string {
  const parts: string[] = [typeof document._id === 'string' ? document._id : ''];
  const walk = (value: unknown) => {
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) if (!key.startsWith('_')) walk(inner);
  };
  walk(document);
  return words(parts.join(' ')).join(' ');
}

function termMatches(term: Term, text: string, tokens: Set<string>): boolean {
  if (term.phrase) return ` ${text} `.includes(` ${term.text} `);
  const [first, ...rest] = term.text.split(' ');
  // A term the tokenizer splits ("TLIF0025-x") is matched as a phrase of its words.
  if (rest.length > 0) return ` ${text} `.includes(` ${term.text}${term.prefix ? '' : ' '}`);
  return term.prefix ? [...tokens].some((token) => token.startsWith(first)) : tokens.has(first);
}

/** Whether a document matches a text query: every term it asks for, none it excludes. */
export function matchesText(document: Record<string, unknown>, terms: Term[]): boolean {
  const text = textOf(document);
  const tokens = new Set(text.split(' '));
  return terms.every((term) => termMatches(term, text, tokens) !== term.negated);
}

const WHOLE_DOCUMENT = /\[\s*@\s*,\s*_id\s*\]\s+match\s+text::query\(\s*\$(\w+)\s*\)/g;
const ANY_FIELD = /text::query\(\s*\$(\w+)\s*\)/g;

/** The query with every `text::query($name)` answered for `documents` (what the query runs on). */
export function withTextSearch(
  query: string,
  params: Record<string, unknown>,
  documents: Array<Record<string, unknown>>,
): { query: string; params: Record<string, unknown> } {
  const extra: Record<string, unknown> = {};
  const termsOf = (name: string) => parseTextQuery(typeof params[name] === 'string' ? params[name] : '');
  const rewritten = query
    .replace(WHOLE_DOCUMENT, (_, name: string) => {
      const terms = termsOf(name);
      // An empty search finds everything, as the Content Lake's does.
      if (terms.length === 0) return 'true';
      extra[`__lake_ids_${name}`] = documents.filter((doc) => matchesText(doc, terms)).map((doc) => doc._id);
      return `_id in $__lake_ids_${name}`;
    })
    .replace(ANY_FIELD, (_, name: string) => {
      // Ranking only: the field holds the words asked for (each as a prefix where the search said so).
      const patterns = termsOf(name)
        .filter((term) => !term.negated)
        .flatMap((term) => term.text.split(' ').map((word) => (term.prefix ? `${word}*` : word)));
      extra[`__lake_words_${name}`] = patterns;
      return `$__lake_words_${name}`;
    });
  return { query: rewritten, params: { ...params, ...extra } };
}
