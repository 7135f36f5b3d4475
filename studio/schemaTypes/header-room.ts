/** A header item as the Navigation document stores it. */
export interface HeaderItem {
  _type?: string;
  label?: string;
  externalIcon?: boolean;
}

/*
 * From 1280 px the site shows the header's items on one line beside the logo, the LMS button, Search and the
 * shortlist. Measured in Linux's DejaVu Sans, the widest of the system fonts the site's stack falls back to: a
 * letter of a label about 8 px, each item 28 px of padding and gap, a menu's arrow or a link's external icon 20 px;
 * the seed's items (three menus, two links, "LMS Login") came to 672 px by this count and left 17 px free.
 */
const LETTER_PX = 8;
const ITEM_PX = 28;
const ICON_PX = 20;
const ROOM_PX = 689;

const width = (items: readonly HeaderItem[], lmsLabel: string) =>
  items.reduce(
    (sum, item) =>
      sum +
      ITEM_PX +
      LETTER_PX * (item.label ?? '').trim().length +
      (item._type === 'navMenu' || item.externalIcon ? ICON_PX : 0),
    LETTER_PX * lmsLabel.trim().length,
  );

/** What a coordinator is told when the header's items would not fit on one line at 1280 px, or null. */
export function headerRoomProblem(items: readonly HeaderItem[], lmsLabel = ''): string | null {
  const over = width(items, lmsLabel) - ROOM_PX;
  if (over <= 0) return null;
  const letters = Math.ceil(over / LETTER_PX);
  return `The header's items are about ${letters} ${letters === 1 ? 'letter' : 'letters'} too long to fit on one line on a laptop screen (1280 px wide): the last would run past its edge. Shorten a label, or move a link into a menu.`;
}
