import { describe, expect, it } from 'vitest';
import { createTypeAhead, isPrintableKey, typeAheadMatch } from '../../src/lib/site/menu-typeahead.ts';

const POLICIES = [
  'How to Enrol',
  'Student Handbook',
  'Student Code of Conduct',
  'Fees, Charges and Refunds',
  'Complaints and Appeals',
];

describe('menu type-ahead (spec 4, 9)', () => {
  it('moves to the next item starting with the letter, from the menu itself or from an item', () => {
    expect(typeAheadMatch(POLICIES, 'f', -1)).toBe(3);
    expect(typeAheadMatch(POLICIES, 'h', -1)).toBe(0);
    expect(typeAheadMatch(POLICIES, 'C', 0)).toBe(4);
  });

  it('cycles through items with the same first letter when the letter repeats, wrapping round', () => {
    expect(typeAheadMatch(POLICIES, 's', 0)).toBe(1);
    expect(typeAheadMatch(POLICIES, 'ss', 1)).toBe(2);
    expect(typeAheadMatch(POLICIES, 'sss', 2)).toBe(1);
  });

  it('keeps the current item while a longer search still matches it, and finds the one that matches more', () => {
    expect(typeAheadMatch(POLICIES, 'student c', 1)).toBe(2);
    expect(typeAheadMatch(POLICIES, 'stu', 1)).toBe(-1);
    expect(typeAheadMatch(POLICIES, 'x', 1)).toBe(-1);
  });

  it('adds keys typed within a second to one search, and starts again after a pause of more than a second', () => {
    const type = createTypeAhead();
    expect(type('s', 0)).toBe('s');
    expect(type('t', 900)).toBe('st');
    expect(type('u', 1800)).toBe('stu');
    expect(type('c', 2801)).toBe('c');
  });

  it('types only printable characters without modifiers', () => {
    const key = (k: string, modifiers = {}) => ({
      key: k,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      ...modifiers,
    });
    expect(isPrintableKey(key('f'))).toBe(true);
    expect(isPrintableKey(key('Enter'))).toBe(false);
    expect(isPrintableKey(key(' '))).toBe(false);
    expect(isPrintableKey(key('f', { ctrlKey: true }))).toBe(false);
  });
});
