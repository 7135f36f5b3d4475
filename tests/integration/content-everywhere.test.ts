import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAstroBuilder } from '../../server/publishing/astro-builder.ts';
import { PROJECT_ROOT } from '../../server/core/config.ts';
import { telHref } from '../../contracts/rules/phone.ts';
import { copyEmbeddedDataset, tempDir } from './harness.ts';
import { brokenInternalLinks } from './link-check.ts';

// One real `astro build` (about a minute on a small machine) of a copy of the embedded dataset,
// with one edit of each kind a coordinator makes; each test below looks at one of them.
const BUILD_MS = 300_000;
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

type NavLinkDoc = { _key: string; label: string; href?: string; reference?: { _type: string; _ref: string } };
type NavigationDoc = Doc & { header: NavLinkDoc[]; footer: Array<{ links: NavLinkDoc[] }> };

type Doc = { _id: string; _type: string; [field: string]: unknown };

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The route of a built page's file: /about for about.html, / for index.html. */
const routeOfFile = (outDir: string, file: string) =>
  `/${relative(outDir, file)}`.replace(/\.html$/, '').replace(/^\/index$/, '/');

describe('content changed in the dataset changes the built site, with no code change', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let outDir: string;
  let oldPhone: string;
  let oldQuestion: string;
  let oldHeroHeading: string;
  let oldReplyNote: string;
  let oldHomeTitle: string;
  let oldProfileLabel: string;
  let oldPolicySlug: string;
  let pages: Map<string, string>;
  const byId = (documents: Doc[], id: string) => {
    const found = documents.find((doc) => doc._id === id);
    if (!found) throw new Error(`The embedded dataset has no ${id} document`);
    return found;
  };

  beforeAll(async () => {
    dir = await tempDir('settings-everywhere');
    const datasetFile = await copyEmbeddedDataset(dir.path);
    const documents = (await readFile(datasetFile, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Doc);
    const settings = byId(documents, 'siteSettings');
    oldPhone = settings.phone as string;
    settings.phone = NEW_PHONE;
    const quiz = byId(documents, 'quiz') as Doc & { questions: Array<{ question: string }>; seo: { title: string } };
    oldQuestion = quiz.questions[0].question;
    quiz.questions[0].question = NEW_QUESTION;
    quiz.seo.title = NEW_QUIZ_TITLE;
    const contact = byId(documents, 'getInTouchPage') as Doc & { seo: { title: string }; replyNote: string };
    contact.seo.title = NEW_CONTACT_TITLE;
    oldReplyNote = contact.replyNote;
    contact.replyNote = NEW_REPLY_NOTE;
    const home = byId(documents, 'homePage') as Doc & { hero: { heading: string }; seo: { title: string } };
    oldHeroHeading = home.hero.heading;
    home.hero.heading = NEW_HERO_HEADING;
    oldHomeTitle = home.seo.title;
    home.seo.title = NEW_HOME_TITLE;
    const about = byId(documents, 'aboutPage') as Doc & { profileButtonLabel: string };
    oldProfileLabel = about.profileButtonLabel;
    about.profileButtonLabel = NEW_PROFILE_LABEL;
    const policy = byId(documents, POLICY_ID) as Doc & { slug: { current: string } };
    oldPolicySlug = policy.slug.current;
    policy.slug.current = NEW_POLICY_SLUG;
    const navigation = byId(documents, 'navigation') as NavigationDoc;
    Object.assign(navigation.header.find((item) => item._key === 'about') ?? {}, { label: NEW_MENU_LABEL });
    const quizLink = navigation.footer[0].links.find((link) => link._key === 'quiz');
    if (!quizLink) throw new Error('The embedded navigation has no quiz link in its first footer column');
    delete quizLink.href;
    Object.assign(quizLink, {
      label: NEW_FOOTER_LINK.label,
      reference: { _type: 'reference', _ref: NEW_FOOTER_LINK.course },
    });
    await writeFile(datasetFile, `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`);

    outDir = join(dir.path, 'site');
    const build = createAstroBuilder({
      root: PROJECT_ROOT,
      cacheDir: join(dir.path, 'astro-cache'),
      env: { CONTENT_DATASET_FILE: datasetFile, SANITY_PROJECT_ID: undefined, SANITY_DATASET: undefined },
    });
    await build({
      releaseId: 'settings-everywhere',
      outDir,
      signal: new AbortController().signal,
      buildTime: new Date().toISOString(),
    });
    const files = await htmlFiles(outDir);
    pages = new Map(
      await Promise.all(files.map(async (file) => [routeOfFile(outDir, file), await readFile(file, 'utf8')] as const)),
    );
  }, BUILD_MS);

  afterAll(async () => {
    await dir?.remove();
  });

  it('shows the new phone number on every page, and the old one on none, with no code change', () => {
    expect(pages.size).toBeGreaterThan(20);
    const oldForms = [oldPhone, telHref(oldPhone)];
    const stale = [...pages].filter(([, html]) => oldForms.some((form) => html.includes(form))).map(([path]) => path);
    expect(stale).toEqual([]);
    const missing = [...pages]
      .filter(([, html]) => !html.includes(NEW_PHONE) || !html.includes(telHref(NEW_PHONE)))
      .map(([path]) => path);
    expect(missing).toEqual([]);
  });

  it('asks the new first quiz question, under the new page title', () => {
    const quizPage = pages.get('/quiz') ?? '';
    expect(quizPage).toContain(NEW_QUESTION);
    expect(quizPage).not.toContain(oldQuestion);
    expect(quizPage).toMatch(new RegExp(`<title>${NEW_QUIZ_TITLE.replace(/[?:]/g, '\\$&')} \\|`));
  });

  it("shows the coordinator's reply note under the contact form's heading", () => {
    const page = pages.get('/get-in-touch') ?? '';
    expect(page).toContain(NEW_REPLY_NOTE);
    expect(page).not.toContain(oldReplyNote);
  });

  it('gives a fixed page the new page title', () => {
    expect(pages.get('/get-in-touch')).toContain(`<title>${NEW_CONTACT_TITLE} |`);
  });

  it('shows the new hero heading on the home page', () => {
    expect(pages.get('/')).toContain(NEW_HERO_HEADING);
    expect(pages.get('/')).not.toContain(oldHeroHeading);
  });

  it('gives the home page the new page title', () => {
    expect(pages.get('/')).toContain(`<title>${NEW_HOME_TITLE} |`);
    expect(pages.get('/')).not.toContain(`<title>${oldHomeTitle}`);
  });

  it('labels every team member button on the About page with the new text', () => {
    const about = pages.get('/about') ?? '';
    const labels = [
      ...about.matchAll(/<button[^>]*commandfor="team-[^"]*" command="show-modal"[^>]*>([\s\S]*?)<\/button>/g),
    ].map(([, inner]) => inner);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((inner) => !inner.includes(NEW_PROFILE_LABEL))).toEqual([]);
    expect(about).not.toContain(oldProfileLabel);
  });

  it('moves a renamed policy page, and every link to it follows', () => {
    const moved = [...pages.keys()].filter((route) => route.endsWith(`/${NEW_POLICY_SLUG}`));
    expect(moved).toHaveLength(1);
    expect([...pages.keys()].filter((route) => route.endsWith(`/${oldPolicySlug}`))).toEqual([]);
    const linking = [...pages].filter(([, html]) => html.includes(`href="${moved[0]}"`)).map(([route]) => route);
    expect(linking.length).toBeGreaterThan(1);
    const stale = [...pages].filter(([, html]) => html.includes(`/${oldPolicySlug}"`)).map(([route]) => route);
    expect(stale).toEqual([]);
  });

  it('shows the renamed menu item and the changed footer link on every page', () => {
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

  it('has no internal link or anchor that leads nowhere', () => {
    expect(brokenInternalLinks(pages, outDir)).toEqual([]);
  });
});
