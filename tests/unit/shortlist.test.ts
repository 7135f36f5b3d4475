import { describe, expect, it } from 'vitest';
import { courseUnit, parseShortlist, serializeShortlist, toggleShortlist } from '../../src/lib/shortlist/shortlist.ts';

const six = ['TLI30321', 'TLI40324', 'TLI50224', 'TLIF0005', 'TLIF0006', 'BSB40120'];

describe('the shortlist', () => {
  it('adds a course, and takes it off on a second press', () => {
    const added = toggleShortlist([], 'tli30321');
    expect(added).toEqual({ codes: ['TLI30321'], refused: null });
    expect(toggleShortlist(added.codes, 'TLI30321')).toEqual({ codes: [], refused: null });
  });

  it('holds six, and refuses a seventh saying why', () => {
    const result = toggleShortlist(six, 'TLIF0007');
    expect(result.codes).toEqual(six);
    expect(result.refused).toMatch(/full.*6 courses.*Remove one to add TLIF0007/);
    expect(toggleShortlist(six, 'TLIF0005').codes).toHaveLength(5);
  });

  it('survives what storage may hold: nothing, bad JSON, other types, duplicates, too many', () => {
    expect(parseShortlist(null)).toEqual([]);
    expect(parseShortlist('{oops')).toEqual([]);
    expect(parseShortlist('{"a":1}')).toEqual([]);
    expect(parseShortlist('["tli30321", 5, "TLI30321", "TLI40324"]')).toEqual(['TLI30321', 'TLI40324']);
    expect(parseShortlist(serializeShortlist([...six, 'TLIF0007']))).toEqual(six);
  });

  it('counts courses in words for the header link', () => {
    expect(courseUnit(1)).toBe('course');
    expect(courseUnit(4)).toBe('courses');
  });
});
