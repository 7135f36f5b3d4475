export const MENU_TYPEAHEAD_RESET_MS = 1000;

/**
 * The item type-ahead moves to (as Radix menus do): the next label after the current one that starts with the
 * search, wrapping round. A search of one repeated letter ("ss") cycles through the labels starting with it.
 * Returns -1 when nothing else matches.
 */
export function typeAheadMatch(labels: readonly string[], search: string, current: number): number {
  const repeated = search.length > 1 && [...search].every((char) => char === search[0]);
  const needle = (repeated ? search[0] : search).toLowerCase();
  // From no item, the search starts at the first; one letter moves past the current item, while a longer
  // search keeps it as long as it still matches.
  const base = current < 0 ? labels.length - 1 : current;
  const first = needle.length === 1 || current < 0 ? 1 : 0;
  for (let step = first; step <= labels.length; step += 1) {
    const index = (base + step) % labels.length;
    if (labels[index].trim().toLowerCase().startsWith(needle)) return index === current ? -1 : index;
  }
  return -1;
}

/** Keys typed within the reset pause add up to one search (spec 9: type-ahead resets after 1 s). */
export function createTypeAhead(resetMs = MENU_TYPEAHEAD_RESET_MS) {
  let search = '';
  let last = -Infinity;
  return (key: string, now: number): string => {
    search = now - last > resetMs ? key : search + key;
    last = now;
    return search;
  };
}

/** A key that types a character (not a shortcut or a named key such as "Enter"). */
export const isPrintableKey = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
