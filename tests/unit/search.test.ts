import { describe, expect, it } from 'vitest';
import { pagefindCacheControl } from '../../contracts/search/cache-rules.ts';
import { excerptParts } from '../../src/lib/search/excerpt.ts';
import { cleanQuery, MAX_QUERY_LENGTH, queryFromSearch } from '../../src/lib/search/query.ts';
import { recordsInPage } from '../../src/lib/search/records-in-page.node.ts';
import { filterOptions, groupHits, resultsStatus, siteUrl, toHit } from '../../src/lib/search/results.ts';
import { opensSearch } from '../../src/lib/search/shortcuts.ts';

const key = (key: string, extra: Partial<Parameters<typeof opensSearch>[0]> = {}) =>
  opensSearch({ key, ctrlKey: false, metaKey: false, altKey: false, inField: false, ...extra });

describe('search shortcuts', () => {
  it('opens on "/" outside fields and on Ctrl+K or Cmd+K anywhere', () => {
    expect(key('/')).toBe(true);
    expect(key('/', { inField: true })).toBe(false);
    expect(key('k', { ctrlKey: true, inField: true })).toBe(true);
    expect(key('K', { metaKey: true })).toBe(true);
    expect(key('k')).toBe(false);
    expect(key('k', { ctrlKey: true, altKey: true })).toBe(false);
  });
});

describe('search queries', () => {
  it('collapses spaces and cuts a 500-character query to a searchable length', () => {
    expect(cleanQuery('  food   safety \n')).toBe('food safety');
    expect(cleanQuery('   ')).toBe('');
    expect(cleanQuery('a'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('reads ?q= from a URL with broken percent-encoding without an error', () => {
    expect(queryFromSearch('?q=forklift%20licence', 'q')).toBe('forklift licence');
    expect(() => queryFromSearch('?q=%E0%A4%A&x=%', 'q')).not.toThrow();
    expect(queryFromSearch('?q=%E0%A4%A', 'q')).toContain('%A');
    expect(queryFromSearch('', 'q')).toBe('');
  });
});

describe('search results', () => {
  it('splits an excerpt into text and marks, decoding the escaped page text and never making markup', () => {
    expect(excerptParts('Our <mark>refund</mark> rules &amp; fees &lt;script&gt;')).toEqual([
      { text: 'Our ', marked: false },
      { text: 'refund', marked: true },
      { text: ' rules & fees <script>', marked: false },
    ]);
  });

  it('links results to the addresses the site serves, without .html', () => {
    expect(siteUrl('/courses/tlif0006.html')).toBe('/courses/tlif0006');
    expect(siteUrl('/training-with-northwind/fees-charges-refunds.html')).toBe(
      '/training-with-northwind/fees-charges-refunds',
    );
    expect(siteUrl('/courses#course-tli20421')).toBe('/courses#course-tli20421');
    expect(siteUrl('/index.html')).toBe('/');
  });

  it("groups hits by kind, the best hit's group first, keeping Pagefind's order inside a group", () => {
    const hit = (url: string, kind: string) => toHit({ url, excerpt: '', meta: { title: url, kind } });
    const groups = groupHits([
      hit('/refunds', 'Policy'),
      hit('/a', 'Course'),
      hit('/enrol', 'Policy'),
      hit('/b', 'Course'),
      hit('/x', 'Something else'),
    ]);
    expect(groups.map((group) => [group.heading, group.hits.map((h) => h.url)])).toEqual([
      ['Policies and guides', ['/refunds', '/enrol']],
      ['Courses', ['/a', '/b']],
      ['Pages', ['/x']],
    ]);
  });

  it('offers the filter values a query reaches, with counts, kinds in their order', () => {
    expect(filterOptions({ Page: 1, Course: 6, 'PD session': 2, Policy: 0 }, null)).toEqual([
      { value: 'Course', count: 6, selected: false },
      { value: 'PD session', count: 2, selected: false },
      { value: 'Page', count: 1, selected: false },
    ]);
    expect(filterOptions({ Logistics: 0 }, 'Logistics')).toEqual([{ value: 'Logistics', count: 0, selected: true }]);
    expect(filterOptions(undefined, null)).toEqual([]);
  });

  it('says how many results there are', () => {
    expect(resultsStatus(0, 'zzz')).toBe('No results for “zzz”.');
    expect(resultsStatus(1, 'refund')).toBe('1 result for “refund”.');
    expect(resultsStatus(9, 'fatigue')).toBe('9 results for “fatigue”.');
  });
});

describe('search records in a page', () => {
  it('splits marked pieces out of a page as pages of their own, with their attributes', () => {
    const html = `<html><body><ul>
      <li><article data-search-record="/courses#course-a" data-pagefind-filter="kind:Course"><h3 data-pagefind-meta="title">A &amp; B</h3></article></li>
      <li><article><h3>Has a page</h3></article></li>
    </ul></body></html>`;
    const records = recordsInPage(html, 'en');
    expect(records.map((record) => record.url)).toEqual(['/courses#course-a']);
    expect(records[0].html).toContain('<body data-pagefind-body><article data-search-record="/courses#course-a"');
    expect(records[0].html).toContain('data-pagefind-filter="kind:Course"');
    expect(records[0].html).toContain('A &amp; B');
    expect(records[0].html).not.toContain('Has a page');
  });
});

describe('search cache rules', () => {
  it('revalidates fixed-name files and keeps hashed chunks forever', () => {
    expect(pagefindCacheControl('/pagefind/pagefind.js')).toBe('no-cache');
    expect(pagefindCacheControl('/pagefind/pagefind-entry.json')).toBe('no-cache');
    expect(pagefindCacheControl('/pagefind/wasm.en.pagefind')).toBe('no-cache');
    expect(pagefindCacheControl('/pagefind/pagefind.en_a8dbdbe0ea.pf_meta')).toContain('immutable');
    expect(pagefindCacheControl('/pagefind/fragment/en_1723d6b.pf_fragment')).toContain('immutable');
    expect(pagefindCacheControl('/about')).toBeNull();
  });
});
