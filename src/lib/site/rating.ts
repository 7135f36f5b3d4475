export type StarFill = 'full' | 'half' | 'empty';

export const MAX_STARS = 5;

/** The five stars drawn for a rating; halves are kept, anything else rounds to the nearest half. */
export function starFills(rating: number): StarFill[] {
  const halves = Math.round(Math.min(Math.max(rating, 0), MAX_STARS) * 2);
  return Array.from({ length: MAX_STARS }, (_, index) => {
    const remaining = halves - index * 2;
    return remaining >= 2 ? 'full' : remaining === 1 ? 'half' : 'empty';
  });
}

/** "4.9", "5", "4.5": the way a rating is read out. */
export const formatRating = (rating: number) => String(Math.round(rating * 10) / 10);
