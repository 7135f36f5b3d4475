import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { policyBody } from '../../studio/schemaTypes/objects/policyBody.ts';
import PolicyBody, { SUPPORTED } from '../../src/components/policy/PolicyBody.tsx';
import { fillPlaceholders, fillPlaceholdersDeep, placeholderValues } from '../../contracts/rules/placeholders.ts';
import { headingLevels, unsupportedNodes } from '../../src/lib/policy/portable-text.ts';

const values = placeholderValues({
  brandName: 'Northwind Training',
  brandSlug: 'northwind',
  phone: '1300 975 707',
  contactEmail: 'info@northwind-training.example',
  accountsEmail: 'accounts@northwind-training.example',
});

const span = (text: string, marks: string[] = []) => ({
  _type: 'span',
  _key: `s-${text.length}-${marks.join()}`,
  text,
  marks,
});
const block = (key: string, fields: Record<string, unknown>) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  ...fields,
});
const render = (body: Array<{ _type: string; _key: string; [field: string]: unknown }>) =>
  renderToStaticMarkup(createElement(PolicyBody, { value: body, documentId: 'policyPage-test' }));

describe('setting placeholders in policy text', () => {
  it('fills the spec placeholders from site settings', () => {
    expect(fillPlaceholders('Call {phone} or email {email}.', values)).toBe(
      'Call 1300 975 707 or email info@northwind-training.example.',
    );
    expect(fillPlaceholders('/training-with-{brand}/how-to-enrol', values)).toBe(
      '/training-with-northwind/how-to-enrol',
    );
    expect(fillPlaceholders('{brandName} · {accountsEmail}', values)).toBe(
      'Northwind Training · accounts@northwind-training.example',
    );
  });

  it('fails on an unknown placeholder instead of showing braces', () => {
    expect(() => fillPlaceholders('Call {phon}', values, 'policyPage-x body')).toThrow(
      /policyPage-x body: unknown placeholder \{phon\}/,
    );
  });

  it('fills every string of a Portable Text body and keeps tel: links dialable', () => {
    const body = [
      block('b1', {
        markDefs: [{ _type: 'link', _key: 'l1', href: 'tel:{phone}' }],
        children: [span('Call '), span('{phone}', ['l1'])],
      }),
      {
        _type: 'steps',
        _key: 's1',
        items: [
          {
            _key: 'i',
            title: 'Step',
            text: 'Ring {phone}',
            links: [{ _key: 'k', label: 'Fees', href: '/training-with-{brand}/fees-charges-refunds' }],
          },
        ],
      },
    ];
    const filled = fillPlaceholdersDeep(body, values);
    expect(filled[0]).toMatchObject({
      markDefs: [{ href: 'tel:1300975707' }],
      children: [{ text: 'Call ' }, { text: '1300 975 707' }],
    });
    expect(filled[1]).toMatchObject({
      items: [{ text: 'Ring 1300 975 707', links: [{ href: '/training-with-northwind/fees-charges-refunds' }] }],
    });
    expect(body[0]).toMatchObject({ markDefs: [{ href: 'tel:{phone}' }] });
  });
});

describe('Portable Text rendering of policy pages', () => {
  it('has a component for exactly what the Studio lets editors insert', () => {
    const members = policyBody.of as Array<{
      type: string;
      styles?: { value: string }[];
      lists?: { value: string }[];
      marks?: { decorators?: { value: string }[]; annotations?: { name: string }[] };
    }>;
    const block = members.find((member) => member.type === 'block')!;
    const studio = {
      types: members.filter((member) => member.type !== 'block').map((member) => member.type),
      styles: block.styles!.map((style) => style.value),
      lists: block.lists!.map((list) => list.value),
      marks: [
        ...block.marks!.decorators!.map((mark) => mark.value),
        ...block.marks!.annotations!.map((mark) => mark.name),
      ],
    };
    const sorted = (names: string[]) => [...names].sort();
    expect(sorted(SUPPORTED.types)).toEqual(sorted(studio.types));
    expect(sorted(SUPPORTED.styles)).toEqual(sorted(studio.styles));
    expect(sorted(SUPPORTED.lists)).toEqual(sorted(studio.lists));
    expect(sorted(SUPPORTED.marks)).toEqual(sorted(studio.marks));
  });

  it('renders every supported type to static HTML', () => {
    const html = render([
      block('h', { style: 'h2', children: [span('Key principles')] }),
      block('p', {
        markDefs: [
          { _type: 'link', _key: 'in', href: '/get-in-touch' },
          { _type: 'link', _key: 'out', href: 'https://www.asqa.gov.au' },
        ],
        children: [
          span('Bold', ['strong']),
          span(' and '),
          span('italic', ['em']),
          span(' '),
          span('contact', ['in']),
          span(' '),
          span('ASQA', ['out']),
        ],
      }),
      block('q', { style: 'blockquote', children: [span('Quoted')] }),
      block('h3', { style: 'h3', children: [span('Smaller')] }),
      block('l1', { listItem: 'bullet', level: 1, children: [span('Point')] }),
      block('l2', { listItem: 'number', level: 1, children: [span('First')] }),
      {
        _type: 'cardGrid',
        _key: 'g',
        cards: [
          {
            _key: 'c',
            title: 'Code of Conduct',
            text: 'Rights',
            linkLabel: 'Read it',
            href: '/training-with-northwind/student-code-of-conduct',
          },
        ],
      },
      {
        _type: 'steps',
        _key: 's',
        items: [
          {
            _key: 'i',
            title: 'Choose a course',
            text: 'Browse',
            links: [{ _key: 'k', label: 'Courses', href: '/courses' }],
          },
        ],
      },
      { _type: 'callout', _key: 'c', tone: 'warning', title: 'Careful', text: 'Misconduct' },
    ]);
    expect(html).toContain('<h2');
    expect(html).toContain('<strong');
    expect(html).toContain('<em>italic</em>');
    expect(html).toMatch(/<a href="\/get-in-touch"[^>]*>contact<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/www\.asqa\.gov\.au"[^>]*target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain('<blockquote');
    expect(html).toContain('<ul');
    expect(html).toContain('<ol');
    expect(html).toContain('Read it');
    expect(html).toContain('<span class="sr-only">Step 1: </span>Choose a course');
    expect(html).toContain('aria-label="Careful"');
    expect(html).not.toContain('display:none');
  });

  it('fails on a block type, style, list or mark it has no component for', () => {
    expect(() => render([{ _type: 'youtubeEmbed', _key: 'y' }])).toThrow(
      /policyPage-test.*block type "youtubeEmbed" has no component/,
    );
    expect(() => render([block('a', { style: 'h1', children: [span('Big')] })])).toThrow(/style "h1" has no component/);
    expect(() => render([block('b', { listItem: 'checklist', level: 1, children: [span('x')] })])).toThrow(
      /list "checklist"/,
    );
    expect(() => render([block('c', { children: [span('x', ['code'])] })])).toThrow(/mark "code"/);
    expect(() =>
      render([block('d', { markDefs: [{ _type: 'internalLink', _key: 'k' }], children: [span('x', ['k'])] })]),
    ).toThrow(/mark "internalLink"/);
  });

  it('lists every problem with its block', () => {
    const problems = unsupportedNodes(
      [
        { _type: 'block', _key: 'a', style: 'h6', children: [] },
        { _type: 'map', _key: 'm' },
      ],
      SUPPORTED,
    );
    expect(problems).toEqual([
      'block 1 (_key "a"): style "h6" has no component',
      'block 2 (_key "m"): block type "map" has no component',
    ]);
  });

  it('titles cards and steps one level below the heading before them', () => {
    const levels = headingLevels([
      { _type: 'cardGrid', _key: 'first' },
      { _type: 'block', _key: 'h', style: 'h2' },
      { _type: 'steps', _key: 'second' },
      { _type: 'block', _key: 'h3', style: 'h3' },
      { _type: 'callout', _key: 'third' },
    ]);
    expect(Object.fromEntries(levels)).toEqual({ first: 2, second: 3, third: 4 });
  });
});
