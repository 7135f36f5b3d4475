/**
 * The shortlist: course codes a visitor keeps in their browser (localStorage), in the order added. Pure, so the
 * page scripts only read and write storage and the rules stay tested.
 */

/** A comparison shows at most 4 side by side; the shortlist holds a few more to choose from. */
export const SHORTLIST_MAX = 6;
export const SHORTLIST_STORAGE_KEY = 'northwind-shortlist';

export const SHORTLIST_LABELS = { add: 'Add to shortlist', added: 'On your shortlist' } as const;

/** The stored list, whatever another tab or an older version left there: codes in capitals, once each, at most 6. */
export function parseShortlist(stored: string | null): string[] {
  let value: unknown;
  try {
    value = JSON.parse(stored ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const codes = value.filter((code): code is string => typeof code === 'string').map((code) => code.toUpperCase());
  return [...new Set(codes)].slice(0, SHORTLIST_MAX);
}

export const serializeShortlist = (codes: readonly string[]) => JSON.stringify(codes);

export type ToggleResult = { codes: string[]; refused: null } | { codes: string[]; refused: string };

/** Adds a course, or takes it off when it is there; a seventh is refused with the reason in words. */
export function toggleShortlist(codes: readonly string[], code: string): ToggleResult {
  const upper = code.toUpperCase();
  if (codes.includes(upper)) return { codes: codes.filter((entry) => entry !== upper), refused: null };
  if (codes.length >= SHORTLIST_MAX)
    return {
      codes: [...codes],
      refused: `Your shortlist is full: it holds ${SHORTLIST_MAX} courses. Remove one to add ${upper}.`,
    };
  return { codes: [...codes, upper], refused: null };
}

/** The word after the header link's count, for screen readers: "Shortlist 1 course", "Shortlist 4 courses". */
export const courseUnit = (count: number) => (count === 1 ? 'course' : 'courses');
