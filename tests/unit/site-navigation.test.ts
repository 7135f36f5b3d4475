import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link } from '../../src/components/ui/Link.tsx';
import { loadCollection } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE, type SanityDocument } from '../../src/content/local-dataset.node.ts';
import { telHref } from '../../contracts/rules/phone.ts';
import { isExternalHref } from '../../src/lib/site/links.ts';
import {
  isCurrentMenu,
  isCurrentSubMenu,
  isMenu,
  isSeparator,
  isSubMenu,
  menuLinks,
  type Navigation,
  type NavLink,
} from '../../src/lib/site/navigation.ts';
import nestedNavigation from '../fixtures/navigation/nested-navigation.json' with { type: 'json' };

/** The Navigation document of the embedded dataset (or the one given in its place), through the site's query. */
async function loadNavigation(replacement?: SanityDocument): Promise<Navigation> {
  const backend = createLocalBackend(DEFAULT_DATASET_FILE);
  if (replacement) {
    const { documents } = backend.dataset();
    documents.splice(
      documents.findIndex((doc) => doc._id === replacement._id),
      1,
      replacement,
    );
  }
  const [navigation] = await loadCollection(backend, 'navigation');
  return navigation;
}

const navigation = await loadNavigation();
const nested = await loadNavigation(nestedNavigation);
const menu = (label: string) => navigation.items.filter(isMenu).find((item) => item.label === label)!;
const hrefs = (label: string) =>
  menu(label).subLinks.map((entry) => (isSeparator(entry) ? '---' : isSubMenu(entry) ? entry.label : entry.href));

describe('header navigation from the Navigation document (spec 2.1)', () => {
  it('has the menus Courses, Forms and Policies & Procedures in that order, then About and Get in Touch', () => {
    expect(navigation.items.map((item) => [item.label, isMenu(item) ? 'menu' : item.href])).toEqual([
      ['Courses', 'menu'],
      ['Forms', 'menu'],
      ['Policies & Procedures', 'menu'],
      ['About', '/about'],
      ['Get in Touch', '/get-in-touch'],
    ]);
  });

  it('lists the four categories in their order, a separator, then the PD series in the Courses menu', () => {
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
    expect(forms).toHaveLength(6);
    expect(forms.every((f) => f.external && f.externalIcon && f.href.startsWith('https://'))).toBe(true);
    expect(navigation.lms).toEqual({
      label: 'LMS Login',
      href: 'https://lms.northwind-training.example/login',
      external: true,
      externalIcon: true,
    });
    expect(menuLinks(menu('Courses')).some((link) => link.external || link.externalIcon)).toBe(false);
  });

  it('gives the footer its columns Explore, Policies & Procedures and Forms', () => {
    expect(navigation.footer.map((column) => [column.heading, column.links.length])).toEqual([
      ['Explore', 4],
      ['Policies & Procedures', 5],
      ['Forms', 6],
    ]);
    expect(navigation.footer[0].links.map((link) => link.href)).toEqual([
      '/about',
      '/courses',
      '/quiz',
      '/get-in-touch',
    ]);
  });

  it('resolves page references in a nested submenu to the addresses of the pages', () => {
    const transport = nested.items.filter(isMenu)[0].subLinks.find(isSubMenu)!;
    expect(transport.subSubLinks.map((entry) => (isSeparator(entry) ? '---' : entry.href))).toEqual([
      '/courses/transport-and-logistics',
      '---',
      '/courses/tlif0025',
      '/courses/tli40324',
      'https://www.nhvr.gov.au/',
    ]);
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
