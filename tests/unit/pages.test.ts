import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pagePathProblem } from '../../contracts/pages/page-path.ts';
import { pageStatedFactProblems } from '../../contracts/rules/stated-facts.ts';
import { callToActionHref } from '../../src/lib/pages/call-to-action.ts';
import { applyButton } from '../../src/lib/courses/buttons.ts';
import { coursesOfList } from '../../src/lib/pages/course-list.ts';
import { faqPageJsonLd } from '../../src/lib/pages/faq-jsonld.ts';

describe("a page's address", () => {
  it('may sit under / or in one folder the coordinator picks', () => {
    expect(pagePathProblem('qld-guarantee')).toBeNull();
    expect(pagePathProblem('campaigns/qld-guarantee')).toBeNull();
  });

  it('is refused when it is not lower-case words, or goes deeper than one folder', () => {
    for (const slug of ['QLD-Guarantee', 'qld guarantee', 'a/b/c', '/qld', 'qld/', '']) {
      expect(pagePathProblem(slug), slug).toMatch(/address/);
    }
  });

  it('never takes an address the site answers: every route folder and page of src/pages is refused', () => {
    const routes = readdirSync(new URL('../../src/pages/', import.meta.url))
      .filter((name) => !name.startsWith('['))
      // A policy page's folder is named for the brand: training-with-northwind.
      .map((name) => name.replace(/\.(astro|ts)$/, '').replace('[brand]', 'northwind'))
      // A file such as robots.txt can never be a page's address: a slug has no dot.
      .filter((name) => !name.includes('.'));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      expect(pagePathProblem(route), route).toMatch(/already an address of the site/);
      expect(pagePathProblem(`${route}/campaign`), route).toMatch(/already an address of the site/);
    }
    // The folders the build writes (search index, embedded media) and the account pages added at build time.
    for (const built of ['pagefind', 'media', 'account'])
      expect(pagePathProblem(built), built).toMatch(/already an address of the site/);
  });
});

describe("the prices and funding programs a page's text states", () => {
  const courses = [
    { code: 'TLI30321', price: '$6,540', fundingOptions: [{ price: '$1,250', program: 'Certificate 3 Guarantee' }] },
    { code: 'CPP30321', price: '$6,540', fundingOptions: [{ price: '$1,180', program: 'Certificate 3 Guarantee' }] },
  ];
  const programs = ['Certificate 3 Guarantee', 'Smart and Skilled', 'Skills First'];
  const page = (lead: string) => ({
    title: 'Certificate 3 Guarantee',
    seo: { title: 'Guarantee', description: 'From $1,180.' },
    sections: [
      { _type: 'pageHero', _key: 'hero', heading: 'Funded', lead },
      {
        _type: 'pageRichText',
        _key: 'text',
        body: [
          {
            _type: 'block',
            _key: 'b1',
            style: 'normal',
            children: [{ _type: 'span', _key: 's1', text: 'Full fee $6,540.' }],
          },
        ],
      },
    ],
  });

  it("accepts a course's fee and every funded price", () => {
    expect(pageStatedFactProblems(page('Study for $1,250 or $1,180.'), courses, programs)).toEqual([]);
  });

  it('names the section and field of a price no course has', () => {
    expect(pageStatedFactProblems(page('Study for $999.'), courses, programs)).toEqual([
      {
        path: ['sections', { _key: 'hero' }, 'lead'],
        message: expect.stringContaining('$999, but no course has that fee or funded price') as string,
      },
    ]);
  });

  it('reads rich text down to its spans', () => {
    const withText = page('Funded places.');
    withText.sections[1].body?.[0].children.push({ _type: 'span', _key: 's2', text: 'Or $12.' });
    expect(pageStatedFactProblems(withText, courses, programs).map(({ path }) => path)).toEqual([
      ['sections', { _key: 'text' }, 'body', { _key: 'b1' }, 'children', { _key: 's2' }, 'text'],
    ]);
  });

  it('accepts a program that funds one of the courses', () => {
    expect(pageStatedFactProblems(page('Funded under the Certificate 3 Guarantee.'), courses, programs)).toEqual([]);
  });

  it('names the section and field of a program no course is funded under', () => {
    expect(pageStatedFactProblems(page('Funded under Smart and Skilled.'), courses, programs)).toEqual([
      {
        path: ['sections', { _key: 'hero' }, 'lead'],
        message: expect.stringContaining('names Smart and Skilled, but no course is funded under it') as string,
      },
    ]);
  });

  it("reads a program's name as written, not the same words in a sentence", () => {
    expect(pageStatedFactProblems(page('Put your skills first.'), courses, programs)).toEqual([]);
  });

  it('reads a longer name whole, not as the shorter name it holds', () => {
    const longer = [...programs, 'Certificate 3 Guarantee Year 12 Fee-Free'];
    expect(
      pageStatedFactProblems(page('Under the Certificate 3 Guarantee Year 12 Fee-Free.'), courses, longer).map(
        ({ message }) => message.split(',')[0],
      ),
    ).toEqual(['The text names Certificate 3 Guarantee Year 12 Fee-Free']);
  });
});

describe("a course list's courses", () => {
  const course = (id: string, category: string) => ({ _id: id, category: { _id: category } });
  const catalogue = [course('a', 'transport'), course('b', 'cleaning'), course('c', 'transport')];

  it("are the chosen courses in the coordinator's order, leaving out one not published", () => {
    expect(coursesOfList({ courseIds: ['c', null, 'a'] }, catalogue).map(({ _id }) => _id)).toEqual(['c', 'a']);
  });

  it("are a category's courses in the catalogue's order", () => {
    expect(coursesOfList({ courseIds: [], categoryId: 'transport' }, catalogue).map(({ _id }) => _id)).toEqual([
      'a',
      'c',
    ]);
  });
});

describe('a call to action', () => {
  it('opens the contact form with its subject filled in', () => {
    expect(callToActionHref({ kind: 'contact', subject: 'Certificate 3 Guarantee' })).toBe(
      '/get-in-touch?subject=Certificate+3+Guarantee',
    );
  });

  it("opens the application for the chosen course at its first question, as the course's own button does", () => {
    expect(callToActionHref({ kind: 'apply', applyCode: 'TLI30321' })).toBe(
      applyButton({ code: 'TLI30321', applicationsOpen: true })?.href,
    );
    expect(() => callToActionHref({ kind: 'apply', applyCode: null })).toThrow(/not open for applications/);
  });

  it('goes to the chosen course, and fails the build when it has no address', () => {
    expect(callToActionHref({ kind: 'course', href: '/courses/tli30321' })).toBe('/courses/tli30321');
    expect(() => callToActionHref({ kind: 'page', href: null })).toThrow(/page has no address/);
  });
});

/**
 * Google Search Central, "FAQ (FAQPage, Question, Answer) structured data": FAQPage needs mainEntity, each
 * Question a name and an acceptedAnswer, each Answer its text.
 */
function googleFaqProblems(data: Record<string, unknown>): string[] {
  const questions = (data.mainEntity ?? []) as Record<string, unknown>[];
  return [
    ...(data['@type'] === 'FAQPage' ? [] : ['@type']),
    ...(questions.length > 0 ? [] : ['mainEntity']),
    ...questions.flatMap((question, index) => {
      const answer = question.acceptedAnswer as Record<string, unknown> | undefined;
      return [
        ...(question['@type'] === 'Question' && question.name ? [] : [`mainEntity[${index}].name`]),
        ...(answer?.['@type'] === 'Answer' && answer.text ? [] : [`mainEntity[${index}].acceptedAnswer.text`]),
      ];
    }),
  ];
}

describe('FAQPage structured data', () => {
  it("has every FAQ section's questions with their answers, as Google documents", () => {
    const data = faqPageJsonLd([
      { _type: 'pageHero' },
      { _type: 'pageFaq', items: [{ question: 'Who is eligible?', answer: 'Queenslanders.' }] },
      { _type: 'pageFaq', items: [{ question: 'What will I pay?', answer: 'The funded fee.' }] },
    ]) as Record<string, unknown>;
    expect(googleFaqProblems(data)).toEqual([]);
    expect(data.mainEntity).toMatchObject([
      { name: 'Who is eligible?', acceptedAnswer: { text: 'Queenslanders.' } },
      { name: 'What will I pay?', acceptedAnswer: { text: 'The funded fee.' } },
    ]);
  });

  it('is left out of a page without questions', () => {
    expect(faqPageJsonLd([{ _type: 'pageHero' }])).toBeNull();
  });
});
