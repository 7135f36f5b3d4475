/**
 * The Unique Student Identifier (USI) every learner in nationally recognised training needs: 10 characters from
 * an alphabet without 0, 1, I and O, the last a Luhn mod N check character (N = 32) over the first nine, so a
 * mistyped character is caught where it is typed. Whether the USI belongs to the learner is the registry's
 * question, which the student management system asks with the RTO's credentials. Imported by the Studio: `.ts`
 * imports only.
 */

export const USI_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const USI_LENGTH = 10;

/** The official USI site, where a learner creates one: for "I don't have one yet". */
export const USI_OFFICIAL_URL = 'https://www.usi.gov.au/';

export const USI_MESSAGES = {
  required: 'Enter your Unique Student Identifier (USI)',
  length: `Your USI has ${USI_LENGTH} characters: check you have typed all of them`,
  character: (characters: string) =>
    `Your USI does not use ${characters}: it has no 0, 1, I or O, only the numbers 2 to 9 and the other letters`,
  check: 'This is not a valid USI: check each character against your USI record',
} as const;

const N = USI_ALPHABET.length;

/** The check character for nine USI characters (Luhn mod N: from the right, factors 2, 1, 2…). */
export function usiCheckCharacter(body: string): string {
  let sum = 0;
  for (let position = 0; position < body.length; position++) {
    const index = USI_ALPHABET.indexOf(body[body.length - 1 - position]);
    const product = (position % 2 === 0 ? 2 : 1) * index;
    sum += Math.floor(product / N) + (product % N);
  }
  return USI_ALPHABET[(N - (sum % N)) % N];
}

/** What a learner typed, as the USI is written: spaces dropped, upper case. */
export const normaliseUsi = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

export type UsiResult = { ok: true; usi: string } | { ok: false; message: string };

/** The USI a learner typed, normalised, or the message to show beside the field. */
export function checkUsi(typed: string): UsiResult {
  const usi = normaliseUsi(typed);
  if (usi === '') return { ok: false, message: USI_MESSAGES.required };
  const foreign = [...new Set([...usi].filter((character) => !USI_ALPHABET.includes(character)))];
  if (foreign.length > 0) return { ok: false, message: USI_MESSAGES.character(foreign.join(' ')) };
  if (usi.length !== USI_LENGTH) return { ok: false, message: USI_MESSAGES.length };
  if (usiCheckCharacter(usi.slice(0, -1)) !== usi.at(-1)) return { ok: false, message: USI_MESSAGES.check };
  return { ok: true, usi };
}
