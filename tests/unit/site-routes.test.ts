import { describe, expect, it } from 'vitest';
import {
  catalogueUrl,
  categoryPath,
  coursePath,
  isCurrentHref,
  legacyCatalogueRedirect,
  pageOfHref,
  routeOf,
  UNKNOWN_CATALOGUE_PAGE,
  unknownCataloguePageTarget,
} from '../../contracts/routes.ts';

const SLUGS = [
  'transport-and-logistics',
  'leadership-and-management',
  'food-manufacturing-and-food-safety',
  'cleaning-operations',
];
const at = (search: string, hash = '', pathname = '/courses') => ({ pathname, search, hash });

describe('course and category paths (spec 2.5, 2.6)', () => {
  it('course paths are lower case', () => expect(coursePath('SITXFSA005')).toBe('/courses/sitxfsa005'));

  it('category paths use the slug form of the category', () => {
    expect(categoryPath('Leadership & Management')).toBe('/courses/leadership-and-management');
    expect(categoryPath('../admin')).toBe('/courses/..%2Fadmin');
  });
});

describe('catalogue URLs (spec 2.5, 4)', () => {
  it('writes the URL of a filter state', () => {
    expect(catalogueUrl('all', 'all')).toBe('/courses');
    expect(catalogueUrl('all', 'unit')).toBe('/courses?type=unit');
    expect(catalogueUrl('cleaning-operations', 'all')).toBe('/courses/cleaning-operations');
    expect(catalogueUrl('transport-and-logistics', 'qualification')).toBe(
      '/courses/transport-and-logistics?type=qualification',
    );
    expect(catalogueUrl('all', 'unit', '3-months')).toBe('/courses?type=unit&starting=3-months');
    expect(catalogueUrl('all', 'all', 'this-month')).toBe('/courses?starting=this-month');
  });

  it.each([
    ['?filter=transport-and-logistics', '', '/courses/transport-and-logistics'],
    ['?filter=transport-and-logistics&type=unit', '', '/courses/transport-and-logistics?type=unit'],
    ['?filter=leadership-and-management&type=all', '', '/courses/leadership-and-management'],
    ['?filter=cleaning-operations', '#all-courses', '/courses/cleaning-operations#all-courses'],
    ['?filter=nonsense', '', '/courses'],
  ])('legacy %s%s → %s', (search, hash, target) =>
    expect(legacyCatalogueRedirect(at(search, hash), SLUGS)).toBe(target),
  );

  it.each(['', '?filter=all', '?filter=ALL', '?type=unit', '?filter='])('legacy %s stays on /courses', (search) =>
    expect(legacyCatalogueRedirect(at(search), SLUGS)).toBeNull(),
  );

  it('redirects only on the catalogue page itself', () => {
    expect(legacyCatalogueRedirect(at('?filter=cleaning-operations', '', '/courses.html'), SLUGS)).toBe(
      '/courses/cleaning-operations',
    );
    expect(legacyCatalogueRedirect(at('?filter=cleaning-operations', '', '/about'), SLUGS)).toBeNull();
  });

  it('without the known slugs (the publisher) sends any filter to its category page, which answers unknown ones', () => {
    expect(legacyCatalogueRedirect(at('?filter=Cleaning Operations&type=unit'))).toBe(
      '/courses/cleaning-operations?type=unit',
    );
    expect(legacyCatalogueRedirect(at('?filter=nonsense'))).toBe('/courses/nonsense');
  });
});

describe('unknown catalogue pages (spec 2.5, 8)', () => {
  it.each([
    ['/courses/nonsense', true],
    ['/courses/a/', true],
    ['/courses/a/b', false],
    ['/courses/tlif0025/no-such-page', false],
    ['/courses', false],
    ['/coursesX/a', false],
    ['/about', false],
  ])('%s goes to the catalogue: %s', (path, redirects) => {
    expect(new RegExp(UNKNOWN_CATALOGUE_PAGE).test(path)).toBe(redirects);
  });
});

describe('where a path no file answers goes', () => {
  it.each([
    ['/courses/TLI30321', '/courses/tli30321'],
    ['/courses/TLI30321/', '/courses/tli30321'],
    ['/courses/Transport-And-Logistics', '/courses/transport-and-logistics'],
    ['/courses/nonsense', '/courses'],
    ['/courses/%C3%89', '/courses'],
    ['/courses/TLI30321/x', null],
    ['/ABOUT', null],
  ])('%s goes to %s', (path, target) => {
    expect(unknownCataloguePageTarget(path)).toBe(target);
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
});
