import {
  courseUnit,
  parseShortlist,
  serializeShortlist,
  SHORTLIST_LABELS,
  SHORTLIST_STORAGE_KEY,
  toggleShortlist,
} from '../lib/shortlist/shortlist';

/** Fired on the document whenever the shortlist changes, here or in another tab. */
export const SHORTLIST_CHANGE = 'shortlist-change';

/** The saved codes; none when storage is blocked (private modes), so the toggles stay hidden. */
export function readShortlist(): string[] {
  try {
    return parseShortlist(localStorage.getItem(SHORTLIST_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function writeShortlist(doc: Document, codes: readonly string[]): void {
  localStorage.setItem(SHORTLIST_STORAGE_KEY, serializeShortlist(codes));
  doc.dispatchEvent(new CustomEvent(SHORTLIST_CHANGE));
}

/** Browsers that block storage for the site throw as soon as it is touched. */
function storageWorks(): boolean {
  try {
    return Boolean(window.localStorage);
  } catch {
    return false;
  }
}

/** Shows every toggle and the header count as the saved list says. */
function render(doc: Document): void {
  const codes = readShortlist();
  for (const toggle of doc.querySelectorAll<HTMLElement>('[data-shortlist]')) {
    const button = toggle.querySelector<HTMLButtonElement>('button')!;
    const on = codes.includes(toggle.dataset.shortlist!);
    button.setAttribute('aria-pressed', String(on));
    button.querySelector('[data-label]')!.textContent = on ? SHORTLIST_LABELS.added : SHORTLIST_LABELS.add;
    toggle.hidden = false;
  }
  for (const link of doc.querySelectorAll<HTMLElement>('[data-shortlist-count]')) {
    link.hidden = codes.length === 0;
    link.querySelector('[data-count]')!.textContent = String(codes.length);
    link.querySelector('[data-count-unit]')!.textContent = courseUnit(codes.length);
  }
}

/**
 * The shortlist's toggles on cards and course pages, and the header's count. Without JavaScript or storage both
 * stay hidden: no button that does nothing. Other tabs' changes arrive through the storage event.
 */
export function installShortlist(doc: Document): void {
  if (!storageWorks()) return;
  render(doc);
  doc.addEventListener(SHORTLIST_CHANGE, () => render(doc));
  window.addEventListener('storage', (event) => {
    if (event.key === SHORTLIST_STORAGE_KEY || event.key === null) doc.dispatchEvent(new CustomEvent(SHORTLIST_CHANGE));
  });
  doc.addEventListener('click', (event) => {
    const toggle = (event.target as Element | null)?.closest?.<HTMLElement>('[data-shortlist]');
    if (!toggle || !(event.target as Element).closest('button')) return;
    const result = toggleShortlist(readShortlist(), toggle.dataset.shortlist!);
    toggle.querySelector('[data-shortlist-note]')!.textContent = result.refused ?? '';
    writeShortlist(doc, result.codes);
  });
}
