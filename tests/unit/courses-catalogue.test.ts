import { describe, expect, it } from 'vitest';
import { badgeIcon, badgeVariant, courseBadges } from '../../src/lib/courses/badges.ts';
import {
  filterCourses,
  isFiltered,
  matchesFilter,
  NO_FILTER,
  startingFromSearch,
  typeFromSearch,
  type FilterableCourse,
} from '../../src/lib/courses/filter.ts';
import { formatFee, priceAmount } from '../../contracts/rules/price.ts';
import { slugify } from '../../contracts/rules/slug.ts';
import { firstSentence, paragraphs } from '../../src/lib/courses/text.ts';

const course = (overrides: Partial<FilterableCourse> = {}): FilterableCourse => ({
  title: 'Secure Cargo',
  summary: 'Learn to restrain loads. Covers the Load Restraint Guide.',
  targetAudience: 'Truck drivers and loaders',
  category: 'Transport and Logistics',
  courseType: 'unit',
  starting: ['this-month', '3-months'],
  ...overrides,
});

describe('course filter (spec 5)', () => {
  const cargo = course();
  const diploma = course({
    title: 'Diploma of Leadership and Management',
    summary: 'Lead teams.',
    targetAudience: 'Managers',
    category: 'Leadership & Management',
    courseType: 'qualification',
    starting: [],
  });

  it('matches everything with no filter', () => {
    expect(filterCourses([cargo, diploma], NO_FILTER)).toEqual([cargo, diploma]);
    expect(isFiltered(NO_FILTER)).toBe(false);
  });

  it.each([
    ['title', 'secure CARGO'],
    ['summary', 'load restraint guide'],
    ['target audience', 'TRUCK drivers'],
  ])('searches the %s case-insensitively', (_field, search) => {
    expect(matchesFilter(cargo, { ...NO_FILTER, search })).toBe(true);
    expect(matchesFilter(diploma, { ...NO_FILTER, search })).toBe(false);
  });

  it('trims the search and treats whitespace as empty', () => {
    expect(matchesFilter(cargo, { ...NO_FILTER, search: '  cargo  ' })).toBe(true);
    expect(matchesFilter(diploma, { ...NO_FILTER, search: '   ' })).toBe(true);
    expect(isFiltered({ ...NO_FILTER, search: '   ' })).toBe(false);
  });

  it('does not search other fields', () => {
    expect(matchesFilter(cargo, { ...NO_FILTER, search: 'transport' })).toBe(false);
  });

  it('compares categories in slug form', () => {
    expect(matchesFilter(diploma, { ...NO_FILTER, category: 'leadership-and-management' })).toBe(true);
    expect(matchesFilter(cargo, { ...NO_FILTER, category: 'transport-and-logistics' })).toBe(true);
    expect(matchesFilter(cargo, { ...NO_FILTER, category: 'leadership-and-management' })).toBe(false);
    expect(matchesFilter(cargo, { ...NO_FILTER, category: 'all' })).toBe(true);
  });

  it('compares the type exactly', () => {
    expect(filterCourses([cargo, diploma], { ...NO_FILTER, type: 'qualification' })).toEqual([diploma]);
    expect(filterCourses([cargo, diploma], { ...NO_FILTER, type: 'unit' })).toEqual([cargo]);
  });

  it('combines search, category and type', () => {
    const filter = {
      search: 'lead',
      category: 'leadership-and-management',
      type: 'qualification',
      starting: 'all',
    } as const;
    expect(filterCourses([cargo, diploma], filter)).toEqual([diploma]);
    expect(filterCourses([cargo, diploma], { ...filter, type: 'unit' })).toEqual([]);
    expect(isFiltered(filter)).toBe(true);
  });

  it('keeps, for "Starting within", the courses that can start in that window', () => {
    expect(filterCourses([cargo, diploma], { ...NO_FILTER, starting: '3-months' })).toEqual([cargo]);
    expect(filterCourses([cargo, diploma], { ...NO_FILTER, starting: 'all' })).toEqual([cargo, diploma]);
    expect(isFiltered({ ...NO_FILTER, starting: 'this-month' })).toBe(true);
    expect(startingFromSearch('?type=unit&starting=3-months')).toBe('3-months');
    expect(startingFromSearch('?starting=next-year')).toBe('all');
  });
});

describe('type filter in the address (spec 4)', () => {
  it('reads ?type=, treating unknown values as all', () => {
    expect(typeFromSearch('?type=unit')).toBe('unit');
    expect(typeFromSearch('?type=qualification')).toBe('qualification');
    expect(typeFromSearch('?type=%20unit%20')).toBe('unit');
    expect(typeFromSearch('?type=Unit')).toBe('all');
    expect(typeFromSearch('')).toBe('all');
  });
});

describe('slugify (spec 2.5)', () => {
  it.each([
    ['Transport and Logistics', 'transport-and-logistics'],
    ['Leadership & Management', 'leadership-and-management'],
    ['Leadership and Management', 'leadership-and-management'],
    ['Food Manufacturing and Food Safety', 'food-manufacturing-and-food-safety'],
    ['  Cleaning   Operations ', 'cleaning-operations'],
    ['cleaning-operations', 'cleaning-operations'],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug));
});

describe('badge variants (spec 4)', () => {
  it.each([
    ['CoR Relevant', 'cor'],
    ['Chain of Responsibility', 'cor'],
    ['chain of responsibility basics', 'cor'],
    ['Fatigue Management', 'fatigue'],
    ['Subsidised', 'subsidised'],
    ['Online Delivery', 'online'],
    ['Short Course', 'short-course'],
    ['Entry-Level', 'entry-level'],
    ['Full Qualification', 'full-qualification'],
    ['Leadership Level', 'leadership-level'],
    ['Warehouse & Inventory', 'outline'],
    ['Corporate', 'outline'],
    ['', 'outline'],
  ])('%s → %s', (tag, variant) => expect(badgeVariant(tag)).toBe(variant));

  it('gives icons to the CoR and fatigue badges only', () => {
    expect(badgeIcon('cor')).toBe('cor');
    expect(badgeIcon('fatigue')).toBe('fatigue');
    expect(badgeIcon('online')).toBeNull();
    expect(badgeIcon('outline')).toBeNull();
  });
});

describe('fee format (spec 3)', () => {
  it.each([
    ['$7,620', '$7,620.00'],
    ['$99', '$99.00'],
    ['$475', '$475.00'],
    ['$9,790.5', '$9,790.50'],
    [' $330 ', '$330.00'],
  ])('%s → %s', (price, fee) => expect(formatFee(price)).toBe(fee));

  it('reads the amount of a display price', () => {
    expect(priceAmount('$99')).toBe(99);
    expect(priceAmount('$7,620')).toBe(7620);
    expect(priceAmount('$475.50')).toBe(475.5);
    expect(priceAmount('POA')).toBeNaN();
    expect(formatFee('POA')).toBe('POA');
  });
});

describe('card text (spec 9)', () => {
  it('keeps the first sentence only', () => {
    expect(firstSentence('Learn the basics.\nThen practise. Then pass!')).toBe('Learn the basics.');
    expect(firstSentence('  Is this for you? Yes.')).toBe('Is this for you?');
    expect(firstSentence('Version 2.5 of the rules applies. More.')).toBe('Version 2.5 of the rules applies.');
    expect(firstSentence('No full stop')).toBe('No full stop');
  });

  it('splits descriptions into paragraphs at blank lines', () => {
    expect(paragraphs('One.\n\nTwo\nstill two.\n \n\nThree.')).toEqual(['One.', 'Two\nstill two.', 'Three.']);
  });
});

describe('the "Subsidised" switch', () => {
  it('adds the Subsidised badge to a card whose tags do not have it', () => {
    expect(courseBadges(['Short Course'], true)).toEqual([
      { tag: 'Short Course', variant: 'short-course' },
      { tag: 'Subsidised', variant: 'subsidised' },
    ]);
  });

  it('shows it once when a tag already says so, and not at all when off', () => {
    expect(courseBadges(['Subsidised'], true).filter(({ variant }) => variant === 'subsidised')).toHaveLength(1);
    expect(courseBadges(['Short Course'], false).map(({ variant }) => variant)).toEqual(['short-course']);
  });
});
