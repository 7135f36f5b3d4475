/** Badge styles by tag (spec 4). */
export type BadgeVariant =
  | 'cor'
  | 'fatigue'
  | 'subsidised'
  | 'online'
  | 'short-course'
  | 'entry-level'
  | 'full-qualification'
  | 'leadership-level'
  | 'outline';

// Checked in order: a tag naming chain of responsibility wins over anything else it mentions.
const RULES: [BadgeVariant, (tag: string) => boolean][] = [
  ['cor', (tag) => /\bcor\b/.test(tag) || tag.includes('chain of responsibility')],
  ['fatigue', (tag) => tag.includes('fatigue')],
  ['subsidised', (tag) => tag.includes('subsidised') || tag.includes('subsidized')],
  ['online', (tag) => tag.includes('online')],
  ['short-course', (tag) => tag.includes('short course')],
  ['entry-level', (tag) => tag.includes('entry-level') || tag.includes('entry level')],
  ['full-qualification', (tag) => tag.includes('full qualification')],
  ['leadership-level', (tag) => tag.includes('leadership level')],
];

export function badgeVariant(tag: string): BadgeVariant {
  const normalised = tag.trim().toLowerCase();
  return RULES.find(([, test]) => test(normalised))?.[0] ?? 'outline';
}

/** Only the CoR and fatigue badges carry an icon. */
export const badgeIcon = (variant: BadgeVariant): 'cor' | 'fatigue' | null =>
  variant === 'cor' || variant === 'fatigue' ? variant : null;

/** The badge the "Subsidised" switch adds to a card. */
export const SUBSIDISED_TAG = 'Subsidised';

/**
 * A card's badges: its tags, plus "Subsidised" when the switch is on and no tag already says so
 * (a tag alone still shows its badge, as before the switch existed).
 */
export function courseBadges(tags: string[], isSubsidised: boolean): { tag: string; variant: BadgeVariant }[] {
  const badges = tags.map((tag) => ({ tag, variant: badgeVariant(tag) }));
  const shown = badges.some(({ variant }) => variant === 'subsidised');
  return isSubsidised && !shown ? [...badges, { tag: SUBSIDISED_TAG, variant: 'subsidised' }] : badges;
}
