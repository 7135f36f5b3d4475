import { ALL } from '../../../contracts/routes.ts';
import { addMonths, startOfNextMonth } from '../../../contracts/intakes/dates.ts';

/** The catalogue's "Starting within" filter: its values, as kept in ?starting= (routes.ts), and their labels. */
export const STARTING_WITHIN = [
  { value: 'this-month', label: 'This month' },
  { value: '3-months', label: 'Next 3 months' },
  { value: ALL, label: 'Any time' },
] as const;
export type StartingWithin = (typeof STARTING_WITHIN)[number]['value'];

/** The name of the catalogue's radio group, which the page's style reads to filter without JavaScript. */
export const STARTING_FILTER_NAME = 'starting';

/** A value of ?starting=, or 'all' for anything it does not know. */
export const toStartingWithin = (value: string | null | undefined): StartingWithin =>
  STARTING_WITHIN.find((option) => option.value === value?.trim())?.value ?? ALL;

/** When a course can start, for the filter: any time (rolling enrolment), or its next open intake's day, if any. */
export interface StartsOn {
  anyTime: boolean;
  next: string | null;
}

/** The first day after each window, from `today`: a course matches when it can start before it. */
export const windowEnds = (today: string) => ({
  'this-month': startOfNextMonth(today),
  '3-months': addMonths(today, 3),
});

/** The windows a course falls in (the values of STARTING_WITHIN but 'all'), written on its card for the filter. */
export function windowsOf(startsOn: StartsOn, today: string): StartingWithin[] {
  const ends = windowEnds(today);
  const { anyTime, next } = startsOn;
  return (['this-month', '3-months'] as const).filter((window) => anyTime || (next !== null && next < ends[window]));
}

export const matchesStartingWithin = (windows: readonly string[], filter: StartingWithin) =>
  filter === ALL || windows.includes(filter);
