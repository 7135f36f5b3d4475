import { describe, expect, it } from 'vitest';
import { isExternalHref, linkAttrs, telHref } from '../../src/lib/site/links.ts';
import {
  buildNavigation,
  categoryHref,
  currentMenuId,
  isSeparator,
  type NavLink,
} from '../../src/lib/site/navigation.ts';
import { isCurrentHref, pageOfHref, routeOf } from '../../src/lib/site/paths.ts';

const content = {
  brandSlug: 'northwind',
  lmsUrl: 'https://lms.example/login',
  categories: [
    { name: 'Transport and Logistics', slug: 'transport-and-logistics' },
    { name: 'Leadership and Management', slug: 'leadership-and-management' },
    { name: 'Food Manufacturing and Food Safety', slug: 'food-manufacturing-and-food-safety' },
    { name: 'Cleaning Operations', slug: 'cleaning-operations' },
  ],
  formLinks: [
    'Complaints & Appeals Form',
    'Feedback & Suggestions',
    'Assessment Appeal Form',
    'AQTF Learner Questionnaire',
    'Incident Report Form',
    'EOI - Trainer or Industry Expert',
  ].map((label, index) => ({ label, url: `https://form.jotform.com/25241873${index}` })),
  policyPages: [
    { title: 'How to Enrol', slug: 'how-to-enrol' },
    { title: 'Student Handbook', slug: 'student-handbook' },
    { title: 'Student Code of Conduct', slug: 'student-code-of-conduct' },
    { title: 'Fees, Charges and Refunds', slug: 'fees-charges-refunds' },
    { title: 'Complaints and Appeals', slug: 'complaints-appeals' },
  ],
};
const navigation = buildNavigation(content);
const menu = (id: string) => navigation.menus.find((m) => m.id === id)!;
const hrefs = (id: string) => menu(id).items.map((entry) => (isSeparator(entry) ? '---' : entry.href));

describe('header navigation (spec 2.1)', () => {
  it('has the menus Courses, Forms and Policies & Procedures in that order, plus About and Get in Touch', () => {
    expect(navigation.menus.map((m) => m.label)).toEqual(['Courses', 'Forms', 'Policies & Procedures']);
    expect(navigation.links.map((l) => [l.label, l.href])).toEqual([
      ['About', '/about'],
      ['Get in Touch', '/get-in-touch'],
    ]);
  });

  it('lists the four categories, a separator, then the PD series in the Courses menu', () => {
    expect(hrefs('courses')).toEqual([
      '/courses?filter=transport-and-logistics#all-courses',
      '/courses?filter=leadership-and-management#all-courses',
      '/courses?filter=food-manufacturing-and-food-safety#all-courses',
      '/courses?filter=cleaning-operations#all-courses',
      '---',
      '/courses#pd-series',
    ]);
    expect((menu('courses').items[5] as NavLink).label).toBe('Professional Development (PD) Series');
  });

  it('points the Policies menu at /training-with-{brand}/… in the spec order', () => {
    expect(hrefs('policies')).toEqual([
      '/training-with-northwind/how-to-enrol',
      '/training-with-northwind/student-handbook',
      '/training-with-northwind/student-code-of-conduct',
      '/training-with-northwind/fees-charges-refunds',
      '/training-with-northwind/complaints-appeals',
    ]);
  });

  it('makes every Forms entry and the LMS link external', () => {
    const forms = menu('forms').items as NavLink[];
    expect(forms.map((f) => f.label)).toEqual(content.formLinks.map((f) => f.label));
    expect(forms.every((f) => f.external)).toBe(true);
    expect(navigation.lms).toEqual({ label: 'LMS Login', href: 'https://lms.example/login', external: true });
  });

  it('encodes a category slug in its link', () => {
    expect(categoryHref('a b')).toBe('/courses?filter=a%20b#all-courses');
  });
});

describe('current route', () => {
  it('normalises paths as the static host serves them', () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/index.html')).toBe('/');
    expect(routeOf('/about.html')).toBe('/about');
    expect(routeOf('/about/')).toBe('/about');
    expect(routeOf('/training-with-northwind/student-handbook.html')).toBe('/training-with-northwind/student-handbook');
  });

  it('reads a legacy catalogue filter link as its category page, and never marks in-page anchors current', () => {
    expect(pageOfHref('/courses?filter=cleaning-operations#all-courses')).toBe('/courses/cleaning-operations');
    expect(pageOfHref('/courses?filter=all')).toBe('/courses');
    expect(pageOfHref('/courses#pd-series')).toBeNull();
    expect(pageOfHref('https://lms.example/login')).toBeNull();
    expect(pageOfHref('//cdn.example/x')).toBeNull();
    expect(isCurrentHref('/about', '/about')).toBe(true);
    expect(isCurrentHref('/about', '/')).toBe(false);
  });

  it('highlights the menu whose section holds the route', () => {
    expect(currentMenuId(navigation, '/courses')).toBe('courses');
    expect(currentMenuId(navigation, '/courses/tlif0025')).toBe('courses');
    expect(currentMenuId(navigation, '/training-with-northwind/fees-charges-refunds')).toBe('policies');
    expect(currentMenuId(navigation, '/about')).toBeNull();
    expect(currentMenuId(navigation, '/')).toBeNull();
    expect(currentMenuId(navigation, '/coursesX')).toBeNull();
  });
});

describe('links', () => {
  it('treats only other origins as external', () => {
    expect(isExternalHref('https://form.jotform.com/1')).toBe(true);
    expect(isExternalHref('HTTP://x.example')).toBe(true);
    expect(isExternalHref('//cdn.example/a.pdf')).toBe(true);
    expect(isExternalHref('/courses')).toBe(false);
    expect(isExternalHref('mailto:a@b.example')).toBe(false);
    expect(isExternalHref('tel:1300975707')).toBe(false);
    expect(isExternalHref('#pd-series')).toBe(false);
  });

  it('opens external links in a new tab without opener or referrer', () => {
    expect(linkAttrs('https://x.example')).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(linkAttrs('/about')).toEqual({});
  });

  it('makes a dialable tel: link from a displayed number', () => {
    expect(telHref('1300 975 707')).toBe('tel:1300975707');
    expect(telHref('+61 (7) 3000-1234')).toBe('tel:+61730001234');
  });
});
