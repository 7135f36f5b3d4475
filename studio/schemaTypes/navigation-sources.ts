/**
 * The lists of links a menu entry can follow instead of naming each link: the Studio offers these, the
 * navigation query expands each one from its documents.
 */
export const NAV_AUTO_SOURCES = [
  { value: 'categories', title: 'All course categories' },
  { value: 'pdSeries', title: 'The PD Series (its heading on the courses page)' },
  { value: 'policyPages', title: 'All policy pages' },
  { value: 'formLinks', title: 'All forms (listed in Site settings)' },
] as const;
