/**
 * Sections a page may hold once, with what the Studio and the build say about a second: the hero is the page's
 * main heading, and the PD sessions' cards carry the sessions' own anchors, which a page may have once.
 */
const ONCE_PER_PAGE: Readonly<Record<string, string>> = {
  pageHero: 'A page has one hero: its main heading. Use a text section for more headings',
  pagePdSessions: 'A page shows the PD sessions once: remove the second PD sessions section',
};

/** The problem with a page's sections when one that may be there once is there twice; null when none is. */
export function repeatedSectionProblem(sections: readonly { _type?: string }[] | null | undefined): string | null {
  const repeated = Object.keys(ONCE_PER_PAGE).find(
    (type) => (sections ?? []).filter((section) => section._type === type).length > 1,
  );
  return repeated ? ONCE_PER_PAGE[repeated] : null;
}
