/**
 * A course card's entrance waits for its position among the cards shown (spec 2.5: each card 0.05 s after the one
 * before). A page's policy refuses style attributes, so the server writes the position as one class per decimal
 * digit, which the stylesheet adds up into this property (src/styles/global.css); the catalogue island sets the
 * property itself, through the DOM, when its filter changes the cards shown.
 */
export const CARD_POSITION_PROPERTY = '--card-position';

/** The places the stylesheet adds up, lowest first: positions 0 to 9,999. */
const PLACES = ['ones', 'tens', 'hundreds', 'thousands'] as const;
const LAST_POSITION = 10 ** PLACES.length - 1;

/** The classes of the card at this position: 305 gives "card-hundreds-3 card-ones-5", 0 none (a digit 0 needs none). */
export function cardPositionClasses(index: number): string {
  const digits = String(Math.min(Math.max(0, Math.trunc(index)), LAST_POSITION))
    .split('')
    .reverse();
  return digits
    .map((digit, place) => (digit === '0' ? '' : `card-${PLACES[place]}-${digit}`))
    .filter(Boolean)
    .reverse()
    .join(' ');
}
