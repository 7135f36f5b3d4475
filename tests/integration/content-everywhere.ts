import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPLY_DATA_PATH, type ApplyData } from '../../contracts/applications/apply-routes.ts';
import { telHref } from '../../contracts/rules/phone.ts';
import { brokenInternalLinks } from './link-check.ts';

// A coordinator's edits of each kind, made to a copy of the embedded dataset, and what each changes on the
// built site with no code change. The edits go into the dataset of real-build.test.ts, whose first real build
// serves these checks as well as its own: a real build is the slowest thing the unit and integration tests do.
const NEW_PHONE = '07 3555 0199';
const NEW_QUESTION = 'Which part of the supply chain do you work in?';
const NEW_HERO_HEADING = 'Training that keeps your people safe on the road';
const NEW_QUIZ_TITLE = 'Course Finder: Which Safety Unit Suits You?';
const NEW_CONTACT_TITLE = 'Talk to Our Training Team';
const NEW_REPLY_NOTE = 'We answer every message within four business hours.';
const NEW_HOME_TITLE = 'Safety and Logistics Training Across Australia';
const NEW_PROFILE_LABEL = 'Meet them';
const POLICY_ID = 'policy-how-to-enrol';
const NEW_POLICY_SLUG = 'enrolment-guide';
const NEW_MENU_LABEL = 'About Northwind';
const NEW_FOOTER_LINK = {
  label: 'Our supply chain qualification',
  course: 'course-tli40324',
  href: '/courses/tli40324',
};

/** The aXcelerate instance a coordinator sets on an intake of a course that takes applications. */
const AXCELERATE_INSTANCE = { intake: 'intake-tli40324-2027-02-01-blended', course: 'TLI40324', id: 738291 };

/** A page a coordinator adds for employers: a category's intakes, one course's, and the PD series. */
const EMPLOYER_PAGE = {
  path: '/employer-training',
  category: 'category-transport-and-logistics',
  course: 'course-tlia1001',
  /** The heading ids of its sections, by their keys. */
  headings: { fleet: 'section-fleet-heading', course: 'section-course-heading', pd: 'section-pd-heading' },
};

type NavLinkDoc = { _key: string; label: string; href?: string; reference?: { _type: string; _ref: string } };
type NavigationDoc = Doc & { header: NavLinkDoc[]; footer: Array<{ links: NavLinkDoc[] }> };

type Doc = { _id: string; _type: string; [field: string]: unknown };

/** What the edited fields said before, which no page may still say. */
export type Replaced = ReturnType<typeof applyCoordinatorEdits>;

const byId = (documents: Doc[], id: string) => {
  const found = documents.find((doc) => doc._id === id);
  if (!found) throw new Error(`The embedded dataset has no ${id} document`);
  return found;
};

/** Edits the documents in place, as a coordinator would in the Studio. */
export function applyCoordinatorEdits(documents: Doc[]) {
  const settings = byId(documents, 'siteSettings');
  const oldPhone = settings.phone as string;
  settings.phone = NEW_PHONE;
  const quiz = byId(documents, 'quiz') as Doc & { questions: Array<{ question: string }>; seo: { title: string } };
  const oldQuestion = quiz.questions[0].question;
  quiz.questions[0].question = NEW_QUESTION;
  quiz.seo.title = NEW_QUIZ_TITLE;
  const contact = byId(documents, 'getInTouchPage') as Doc & { seo: { title: string }; replyNote: string };
  contact.seo.title = NEW_CONTACT_TITLE;
  const oldReplyNote = contact.replyNote;
  contact.replyNote = NEW_REPLY_NOTE;
  const home = byId(documents, 'homePage') as Doc & { hero: { heading: string }; seo: { title: string } };
  const oldHeroHeading = home.hero.heading;
  home.hero.heading = NEW_HERO_HEADING;
  const oldHomeTitle = home.seo.title;
  home.seo.title = NEW_HOME_TITLE;
  const about = byId(documents, 'aboutPage') as Doc & { profileButtonLabel: string };
  const oldProfileLabel = about.profileButtonLabel;
  about.profileButtonLabel = NEW_PROFILE_LABEL;
  const policy = byId(documents, POLICY_ID) as Doc & { slug: { current: string } };
  const oldPolicySlug = policy.slug.current;
  policy.slug.current = NEW_POLICY_SLUG;
  byId(documents, AXCELERATE_INSTANCE.intake).axcelerateInstanceId = AXCELERATE_INSTANCE.id;
  const navigation = byId(documents, 'navigation') as NavigationDoc;
  Object.assign(navigation.header.find((item) => item._key === 'about') ?? {}, { label: NEW_MENU_LABEL });
  const quizLink = navigation.footer[0].links.find((link) => link._key === 'quiz');
  if (!quizLink) throw new Error('The embedded navigation has no quiz link in its first footer column');
  delete quizLink.href;
  Object.assign(quizLink, {
    label: NEW_FOOTER_LINK.label,
    reference: { _type: 'reference', _ref: NEW_FOOTER_LINK.course },
  });
  documents.push({
    _id: 'page-employer-training',
    _type: 'page',
    title: 'Training for employers',
    slug: { _type: 'slug', current: EMPLOYER_PAGE.path.slice(1) },
    seo: { _type: 'seo', title: 'Training for employers', description: 'Start dates and PD sessions for your team.' },
    sections: [
      {
        _type: 'pageIntakes',
        _key: 'fleet',
        heading: 'Transport and logistics start dates',
        category: { _type: 'reference', _ref: EMPLOYER_PAGE.category },
      },
      {
        _type: 'pageIntakes',
        _key: 'course',
        heading: 'Forklift start dates',
        course: { _type: 'reference', _ref: EMPLOYER_PAGE.course },
      },
      { _type: 'pagePdSessions', _key: 'pd', heading: 'Professional Development for your team' },
    ],
  });
  const categoryCourses = documents
    .filter((doc) => doc._type === 'course' && (doc.category as { _ref: string })._ref === EMPLOYER_PAGE.category)
    .map((doc) => `/courses/${(doc.slug as { current: string }).current}`);
  const coursePage = `/courses/${(byId(documents, EMPLOYER_PAGE.course).slug as { current: string }).current}`;
  return {
    categoryCourses,
    coursePage,
    oldPhone,
    oldQuestion,
    oldReplyNote,
    oldHeroHeading,
    oldHomeTitle,
    oldProfileLabel,
    oldPolicySlug,
  };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The route of a built page's file: /about for about.html, / for index.html. */
const routeOfFile = (outDir: string, file: string) =>
  `/${relative(outDir, file)}`.replace(/\.html$/, '').replace(/^\/index$/, '/');

/** Every page of a built site, by route: read before a later build can prune the release. */
export async function builtPages(outDir: string): Promise<Map<string, string>> {
  const files = await htmlFiles(outDir);
  return new Map(
    await Promise.all(files.map(async (file) => [routeOfFile(outDir, file), await readFile(file, 'utf8')] as const)),
  );
}

/** The checks, on the site built from the edited dataset (`outDir`, its pages read by `builtPages`). */
export function describeContentEverywhere(
  site: () => { pages: Map<string, string>; outDir: string; replaced: Replaced },
) {
  describe('content changed in the dataset changes the built site, with no code change', () => {
    it('shows the new phone number on every page, and the old one on none, with no code change', () => {
      const { pages, replaced } = site();
      expect(pages.size).toBeGreaterThan(20);
      const oldForms = [replaced.oldPhone, telHref(replaced.oldPhone)];
      const stale = [...pages].filter(([, html]) => oldForms.some((form) => html.includes(form))).map(([path]) => path);
      expect(stale).toEqual([]);
      const missing = [...pages]
        .filter(([, html]) => !html.includes(NEW_PHONE) || !html.includes(telHref(NEW_PHONE)))
        .map(([path]) => path);
      expect(missing).toEqual([]);
    });

    it('asks the new first quiz question, under the new page title', () => {
      const { pages, replaced } = site();
      const quizPage = pages.get('/quiz') ?? '';
      expect(quizPage).toContain(NEW_QUESTION);
      expect(quizPage).not.toContain(replaced.oldQuestion);
      expect(quizPage).toMatch(new RegExp(`<title>${NEW_QUIZ_TITLE.replace(/[?:]/g, '\\$&')} \\|`));
    });

    it("writes an intake's aXcelerate instance ID for the publisher's hand-off, and into no file a visitor reads", async () => {
      const { outDir } = site();
      const data = JSON.parse(await readFile(join(outDir, APPLY_DATA_PATH), 'utf8')) as ApplyData;
      const intakes = data.courses.find((course) => course.code === AXCELERATE_INSTANCE.course)?.intakes;
      expect(intakes?.find((intake) => intake.key === AXCELERATE_INSTANCE.intake)?.axcelerateInstanceId).toBe(
        AXCELERATE_INSTANCE.id,
      );
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const showing: string[] = [];
      for (const entry of entries.filter((one) => one.isFile() && /\.(html|json|ics|xml|txt|js)$/.test(one.name))) {
        const file = join(entry.parentPath, entry.name);
        if (`/${relative(outDir, file)}` === APPLY_DATA_PATH) continue;
        if ((await readFile(file, 'utf8')).includes(String(AXCELERATE_INSTANCE.id))) showing.push(file);
      }
      expect(showing).toEqual([]);
    });

    it("shows the coordinator's reply note under the contact form's heading", () => {
      const { pages, replaced } = site();
      const page = pages.get('/get-in-touch') ?? '';
      expect(page).toContain(NEW_REPLY_NOTE);
      expect(page).not.toContain(replaced.oldReplyNote);
    });

    it('gives a fixed page the new page title', () => {
      const { pages } = site();
      expect(pages.get('/get-in-touch')).toContain(`<title>${NEW_CONTACT_TITLE} |`);
    });

    it('shows the new hero heading on the home page', () => {
      const { pages, replaced } = site();
      expect(pages.get('/')).toContain(NEW_HERO_HEADING);
      expect(pages.get('/')).not.toContain(replaced.oldHeroHeading);
    });

    it('gives the home page the new page title', () => {
      const { pages, replaced } = site();
      expect(pages.get('/')).toContain(`<title>${NEW_HOME_TITLE} |`);
      expect(pages.get('/')).not.toContain(`<title>${replaced.oldHomeTitle}`);
    });

    it('labels every team member button on the About page with the new text', () => {
      const { pages, replaced } = site();
      const about = pages.get('/about') ?? '';
      const labels = [
        ...about.matchAll(/<button[^>]*commandfor="team-[^"]*" command="show-modal"[^>]*>([\s\S]*?)<\/button>/g),
      ].map(([, inner]) => inner);
      expect(labels.length).toBeGreaterThan(0);
      expect(labels.filter((inner) => !inner.includes(NEW_PROFILE_LABEL))).toEqual([]);
      expect(about).not.toContain(replaced.oldProfileLabel);
    });

    it('moves a renamed policy page, and every link to it follows', () => {
      const { pages, replaced } = site();
      const moved = [...pages.keys()].filter((route) => route.endsWith(`/${NEW_POLICY_SLUG}`));
      expect(moved).toHaveLength(1);
      expect([...pages.keys()].filter((route) => route.endsWith(`/${replaced.oldPolicySlug}`))).toEqual([]);
      const linking = [...pages].filter(([, html]) => html.includes(`href="${moved[0]}"`)).map(([route]) => route);
      expect(linking.length).toBeGreaterThan(1);
      const stale = [...pages]
        .filter(([, html]) => html.includes(`/${replaced.oldPolicySlug}"`))
        .map(([route]) => route);
      expect(stale).toEqual([]);
    });

    it('shows the renamed menu item and the changed footer link on every page', () => {
      const { pages } = site();
      const part = (html: string, tag: string) => html.slice(html.indexOf(`<${tag}`), html.indexOf(`</${tag}>`));
      const stale = [...pages].filter(([, html]) => {
        const header = part(html, 'header');
        const footer = part(html, 'footer');
        return (
          !header.includes(`>${NEW_MENU_LABEL}<`) ||
          />\s*About\s*</.test(header) ||
          !new RegExp(`href="${NEW_FOOTER_LINK.href}"[^>]*>\\s*${NEW_FOOTER_LINK.label}\\s*<`).test(footer) ||
          footer.includes('href="/quiz"')
        );
      });
      expect(stale.map(([route]) => route)).toEqual([]);
    });

    it("lists on a coordinator's page the intakes of a category's courses, of one course, and the PD series", () => {
      const { pages, replaced } = site();
      const page = pages.get(EMPLOYER_PAGE.path) ?? '';
      const keys = (html: string) => [...html.matchAll(/data-intake="([^"]+)"/g)].map(([, key]) => key);
      const section = (html: string, marker: string) => {
        const start = html.indexOf(marker);
        return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
      };
      const ofCategory = new Set(replaced.categoryCourses.flatMap((path) => keys(pages.get(path) ?? '')));
      const fleet = keys(section(page, `id="${EMPLOYER_PAGE.headings.fleet}"`));
      expect(fleet.length).toBeGreaterThan(0);
      expect(fleet.filter((key) => !ofCategory.has(key))).toEqual([]);
      // Every intake of the category that the catalogue lists among the soonest is on the page too.
      const soonest = keys(section(pages.get('/courses') ?? '', 'data-upcoming-intakes'));
      expect(soonest.filter((key) => ofCategory.has(key) && !fleet.includes(key))).toEqual([]);

      const ofCourse = new Set(keys(pages.get(replaced.coursePage) ?? ''));
      const course = keys(section(page, `id="${EMPLOYER_PAGE.headings.course}"`));
      expect(course.length).toBeGreaterThan(0);
      expect(course.filter((key) => !ofCourse.has(key))).toEqual([]);

      const sessions = (html: string) => [...html.matchAll(/data-pd-session="([^"]+)"/g)].map(([, slug]) => slug);
      const pd = section(page, `id="${EMPLOYER_PAGE.headings.pd}"`);
      expect(sessions(pd)).toEqual(sessions(pages.get('/courses') ?? ''));
      expect(sessions(pd).length).toBeGreaterThan(0);
      expect(pd).toContain('data-not-accredited');
    });

    it('has no internal link or anchor that leads nowhere', () => {
      const { pages, outDir } = site();
      expect(brokenInternalLinks(pages, outDir)).toEqual([]);
    });
  });
}
