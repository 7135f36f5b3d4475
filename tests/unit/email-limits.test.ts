import { describe, expect, it } from 'vitest';
import { emailFitsLimits } from '../../contracts/rules/email.ts';

describe("RFC 5321's limits on an e-mail address", () => {
  it('takes 64 octets before the @ and 254 in all, and refuses one more of either', () => {
    const local = 'a'.repeat(64);
    expect(emailFitsLimits(`${local}@${'b'.repeat(181)}.example`)).toBe(true);
    expect(emailFitsLimits(`${local}@${'b'.repeat(182)}.example`)).toBe(false);
    expect(emailFitsLimits(`a${local}@example.com`)).toBe(false);
  });

  it('counts octets, as mail does: an accented letter is two', () => {
    expect(emailFitsLimits(`${'é'.repeat(32)}@example.com`)).toBe(true);
    expect(emailFitsLimits(`${'é'.repeat(33)}@example.com`)).toBe(false);
  });

  it('splits at the last @, where the domain starts', () => {
    expect(emailFitsLimits(`"a@b"${'c'.repeat(59)}@example.com`)).toBe(true);
    expect(emailFitsLimits(`"a@b"${'c'.repeat(60)}@example.com`)).toBe(false);
  });
});
