import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link } from '../../src/components/ui/Link.tsx';
import { isExternalHref, telHref } from '../../src/lib/site/links.ts';
import { readNavigationFile } from '../../src/lib/site/navigation-file.ts';
import {
  buildNavigation,
  isCurrentMenu,
  isCurrentSubMenu,
  isMenu,
  isSeparator,
  isSubMenu,
  menuLinks,
  navigationSchema,
  type NavLink,
} from '../../src/lib/site/navigation.ts';

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
const menu = (label: string) => navigation.items.filter(isMenu).find((item) => item.label === label)!;
const hrefs = (label: string) =>
  menu(label).subLinks.map((entry) => (isSeparator(entry) ? '---' : isSubMenu(entry) ? entry.label : entry.href));

describe('header navigation (spec 2.1)', () => {
  it('has the menus Courses, Forms and Policies & Procedures in that order, then About and Get in Touch', () => {
    expect(navigation.items.map((item) => [item.label, isMenu(item) ? 'menu' : item.href])).toEqual([
      ['Courses', 'menu'],
      ['Forms', 'menu'],
      ['Policies & Procedures', 'menu'],
      ['About', '/about'],
      ['Get in Touch', '/get-in-touch'],
    ]);
  });

  it('lists the four categories, a separator, then the PD series in the Courses menu', () => {
    expect(hrefs('Courses')).toEqual([
      '/courses?filter=transport-and-logistics#all-courses',
      '/courses?filter=leadership-and-management#all-courses',
      '/courses?filter=food-manufacturing-and-food-safety#all-courses',
      '/courses?filter=cleaning-operations#all-courses',
      '---',
      '/courses#pd-series',
    ]);
    expect((menu('Courses').subLinks[5] as NavLink).label).toBe('Professional Development (PD) Series');
  });

  it('points the Policies menu at /training-with-{brand}/… in the spec order', () => {
    expect(hrefs('Policies & Procedures')).toEqual([
      '/training-with-northwind/how-to-enrol',
      '/training-with-northwind/student-handbook',
      '/training-with-northwind/student-code-of-conduct',
      '/training-with-northwind/fees-charges-refunds',
      '/training-with-northwind/complaints-appeals',
    ]);
  });

  it('makes every Forms entry and the LMS link external, with the external icon; site links have none', () => {
    const forms = menu('Forms').subLinks as NavLink[];
    expect(forms.map((f) => f.label)).toEqual(content.formLinks.map((f) => f.label));
    expect(forms.every((f) => f.external && f.externalIcon)).toBe(true);
    expect(navigation.lms).toEqual({
      label: 'LMS Login',
      href: 'https://lms.example/login',
      external: true,
      externalIcon: true,
    });
    expect(menuLinks(menu('Courses')).some((link) => link.external || link.externalIcon)).toBe(false);
  });

  it('is a valid Navigation link model, which the nested fixture also is', () => {
    expect(navigationSchema.parse(navigation)).toEqual(navigation);
    const nested = readNavigationFile('tests/fixtures/navigation/nested.json');
    const transport = nested.items.filter(isMenu)[0].subLinks.find(isSubMenu)!;
    expect(transport.subSubLinks.map((entry) => (isSeparator(entry) ? '---' : entry.label))).toContain(
      'Supply Chain Operations',
    );
  });
});

describe('navigation file', () => {
  const write = (data: unknown) => {
    const file = join(mkdtempSync(join(tmpdir(), 'nav-')), 'navigation.json');
    writeFileSync(file, JSON.stringify(data));
    return file;
  };

  it('rejects an empty submenu and an empty label, naming the file and the field', () => {
    const emptySubMenu = {
      label: 'Courses',
      isMenu: true,
      subLinks: [{ label: 'More', isSubMenu: true, subSubLinks: [] }],
    };
    const file = write({ items: [emptySubMenu], lms: { ...navigation.lms, label: ' ' } });
    expect(() => readNavigationFile(file)).toThrow(
      new RegExp(`${file}.*field "items\\.0\\.subLinks\\.0.*field "lms\\.label"`),
    );
  });
});

describe('current menu', () => {
  const current = (route: string) =>
    navigation.items.filter(isMenu).flatMap((item) => (isCurrentMenu(item, route) ? [item.label] : []));

  it('highlights the menu whose section holds the route', () => {
    expect(current('/courses')).toEqual(['Courses']);
    expect(current('/courses/tlif0025')).toEqual(['Courses']);
    expect(current('/training-with-northwind/fees-charges-refunds')).toEqual(['Policies & Procedures']);
    expect(current('/about')).toEqual([]);
    expect(current('/')).toEqual([]);
    expect(current('/coursesX')).toEqual([]);
  });

  it('counts the links of submenus, and opens the submenu that holds the page', () => {
    const nested = readNavigationFile('tests/fixtures/navigation/nested.json');
    const courses = nested.items.filter(isMenu)[0];
    const [transport, food] = courses.subLinks.filter(isSubMenu);
    expect(isCurrentMenu(courses, '/courses/cleaning-operations')).toBe(true);
    expect(isCurrentSubMenu(transport, '/courses/tli40324')).toBe(true);
    expect(isCurrentSubMenu(food, '/courses/tli40324')).toBe(false);
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

  it('opens external links in a new tab without opener or referrer, and says so to screen readers', () => {
    const external = renderToStaticMarkup(createElement(Link, { href: 'https://lms.example/login' }, 'LMS Login'));
    expect(external).toBe(
      '<a href="https://lms.example/login" target="_blank" rel="noopener noreferrer">LMS Login<span class="sr-only"> (opens in a new tab)</span></a>',
    );
    expect(renderToStaticMarkup(createElement(Link, { href: '/about' }, 'About'))).toBe('<a href="/about">About</a>');
  });

  it('makes a dialable tel: link from a displayed number', () => {
    expect(telHref('1300 975 707')).toBe('tel:1300975707');
    expect(telHref('+61 (7) 3000-1234')).toBe('tel:+61730001234');
  });
});
