import { describe, expect, it } from 'vitest';
import { cardPositionClasses } from '../../src/lib/courses/stagger.ts';

describe('a course card’s place in the entrance stagger, as classes (spec 2.5)', () => {
  it('writes each digit but 0 as a class of its place', () => {
    expect(cardPositionClasses(0)).toBe('');
    expect(cardPositionClasses(3)).toBe('card-ones-3');
    expect(cardPositionClasses(10)).toBe('card-tens-1');
    expect(cardPositionClasses(305)).toBe('card-hundreds-3 card-ones-5');
    expect(cardPositionClasses(1019)).toBe('card-thousands-1 card-tens-1 card-ones-9');
  });

  it('keeps a position beyond the stylesheet’s places at the last one it can write', () => {
    expect(cardPositionClasses(12_345)).toBe(cardPositionClasses(9_999));
    expect(cardPositionClasses(-1)).toBe('');
  });
});
