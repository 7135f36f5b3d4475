/**
 * Letters that Unicode's compatibility decomposition leaves whole (ß, ø, æ, ł…) and the typographic punctuation
 * that forms and phones put into names and addresses (’ for O'Brien, – in a street range). Everything else with
 * an ASCII spelling decomposes to it: é → e + an accent, which is dropped; ﬁ → fi; a non-breaking space → a space.
 */
const SPELLINGS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
  ŋ: 'ng',
  Ŋ: 'Ng',
  ĸ: 'k',
  ſ: 's',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  ʼ: "'",
  '′': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '‟': '"',
  '«': '"',
  '»': '"',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
};

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * The text in printable ASCII, as AVETMISS files are written: each letter that has an ASCII spelling takes it
 * (é → e, ß → ss, ø → o); undefined when any character has none (李, a tab), so nothing is dropped or garbled.
 */
export function toAscii(text: string): string | undefined {
  const decomposed = text.normalize('NFKD').replace(/\p{M}/gu, '');
  const ascii = [...decomposed].map((character) => SPELLINGS[character] ?? character).join('');
  return PRINTABLE_ASCII.test(ascii) ? ascii : undefined;
}
