/** How old a program's checked-on date may be before the Compliance view asks for a fresh look. */
export const RULES_STALE_AFTER_MONTHS = 12;

/** True when the rules were last checked more than 12 months before `today` (both YYYY-MM-DD). */
export function rulesAreStale(checkedOn: string, today: string): boolean {
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() - RULES_STALE_AFTER_MONTHS);
  return new Date(`${checkedOn}T00:00:00Z`) < limit;
}

export const staleRulesMessage = (name: string, checkedOn: string) =>
  `The ${name} rules were last checked on ${checkedOn}, more than ${RULES_STALE_AFTER_MONTHS} months ago: read the official page, update the rules and the date.`;
