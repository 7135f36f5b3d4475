// Plain data, without Sanity's modules, so the Studio's browser tests can read it too.

/** The sections a page is made of, grouped as the insert menu shows them. */
export const SECTION_GROUPS = [
  { name: 'intro', title: 'Headings and text', of: ['pageHero', 'pageRichText'] },
  { name: 'courses', title: 'Courses', of: ['pageCourseList', 'pageFeeChecker', 'pageIntakes', 'pagePdSessions'] },
  { name: 'answers', title: 'Questions and actions', of: ['pageFaq', 'pageTestimonials', 'pageCallToAction'] },
];

/** A small picture of each section for the insert menu: files of studio/static/, which the Studio serves at /static/. */
export const sectionPicture = (type: string) => `/static/sections/${type}.svg`;

/** What a section's text may claim (contracts/rules/stated-facts.ts, `pageStatedFactProblems`), for its descriptions. */
export const PAGE_CLAIMS_HELP =
  'A price written here must be a course\u2019s fee or funded price, and a funding program named here must fund one of the site\u2019s courses.';
