import type { DateParts } from './answers.ts';

/**
 * Ages a date of birth may give on the day of applying. Outside them the date is almost certainly mistyped (this
 * year for the birth year, a slip of a decade); VET in Schools learners start at 14, and AVETMISS refuses a birth
 * before 1900. Eligibility for a price is the funding rules' business, not this one's.
 */
export const PLAUSIBLE_AGE = { min: 12, max: 100 } as const;

export const DATE_OF_BIRTH_MESSAGES = {
  required: 'Enter your date of birth',
  missing: (part: keyof DateParts) => `Date of birth must include a ${part}`,
  year: 'Year must include 4 numbers',
  real: 'Date of birth must be a real date',
  future: 'Date of birth must be in the past',
  implausible: (age: number) => `Check your date of birth: it makes you ${age} years old`,
} as const;

const PARTS = ['day', 'month', 'year'] as const;

/** The date as YYYY-MM-DD when the parts make a real date, else null. */
export function isoDate(parts: DateParts): string | null {
  const [day, month, year] = PARTS.map((part) => parts[part].trim());
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = date.toISOString().slice(0, 10);
  return iso === `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` ? iso : null;
}

/** Whole years from one YYYY-MM-DD date to another. */
export function ageOn(birth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birth.slice(0, 4));
  return day.slice(5) < birth.slice(5) ? years - 1 : years;
}

/** The message to show beside the date of birth, or null; `today` is the day of applying, YYYY-MM-DD. */
export function dateOfBirthProblem(parts: DateParts, today: string): string | null {
  const given = PARTS.filter((part) => parts[part].trim() !== '');
  if (given.length === 0) return DATE_OF_BIRTH_MESSAGES.required;
  const missing = PARTS.find((part) => !given.includes(part));
  if (missing) return DATE_OF_BIRTH_MESSAGES.missing(missing);
  if (!/^\d{4}$/.test(parts.year.trim())) return DATE_OF_BIRTH_MESSAGES.year;
  const birth = isoDate(parts);
  if (birth === null) return DATE_OF_BIRTH_MESSAGES.real;
  if (birth >= today) return DATE_OF_BIRTH_MESSAGES.future;
  const age = ageOn(birth, today);
  return age < PLAUSIBLE_AGE.min || age > PLAUSIBLE_AGE.max ? DATE_OF_BIRTH_MESSAGES.implausible(age) : null;
}
