import { upcomingSessionDates } from '../../../contracts/pd-registration/submission';

/** Marks a list whose options are session dates (their values YYYY-MM-DD), for the page's script to narrow. */
export const SESSION_DATES_ATTRIBUTE = 'data-session-dates';

/**
 * Removes from the server's HTML the session dates that have passed by the visitor's clock, by the rule the form's
 * island renders with, so no moment of the page offers one and the island hydrates the list it would render.
 */
export function dropPassedSessions(root: ParentNode, now: Date) {
  for (const select of root.querySelectorAll<HTMLSelectElement>(`select[${SESSION_DATES_ATTRIBUTE}]`)) {
    const dated = Array.from(select.options).filter((option) => option.value);
    const upcoming = new Set(
      upcomingSessionDates(
        dated.map((option) => ({ date: option.value })),
        now,
      ).map(({ date }) => date),
    );
    for (const option of dated) if (!upcoming.has(option.value)) option.remove();
  }
}
