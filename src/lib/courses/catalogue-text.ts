/** The catalogue's fixed words and timing (spec 2.5, 2.6, 4, 7, 9). */
export const CATALOGUE_TITLE = 'Nationally Recognised Training Courses';

export const CATALOGUE_HEADING = 'Our Programs, your future!';

export const CATALOGUE_GRID_HEADING = 'Explore Our Accredited Courses';

export const CATALOGUE_EMPTY = {
  title: 'No courses found matching your criteria.',
  hint: 'Try adjusting your search terms or filters.',
} as const;

export const CATEGORY_SCROLL_DELAY_MS = 100;
