import { describe, expect, it } from 'vitest';
import { checkUsi, USI_ALPHABET, USI_MESSAGES } from '../../contracts/usi.ts';

const VALID = ['2GF2UGXXV8', 'ZTCP6RPU6M', 'KLP2ZP6NCW', 'W2NBT2FW66'];

describe('a Unique Student Identifier as a learner types it', () => {
  it.each(VALID)('accepts %s', (usi) => {
    expect(checkUsi(usi)).toEqual({ ok: true, usi });
  });

  it('refuses 5U9HD88TA3, whose check character is wrong', () => {
    expect(checkUsi('5U9HD88TA3')).toEqual({ ok: false, message: USI_MESSAGES.check });
  });

  it('takes lower case and spaces, and keeps the USI in upper case', () => {
    expect(checkUsi(' ztcp6 rpu6m ')).toEqual({ ok: true, usi: 'ZTCP6RPU6M' });
  });

  it.each([
    ['', USI_MESSAGES.required],
    ['2GF2UGXXV', USI_MESSAGES.length],
    ['2GF2UGXXV88', USI_MESSAGES.length],
    ['2GF2UGXXV0', USI_MESSAGES.character('0')],
    ['OGF2UGXX18', USI_MESSAGES.character('O 1')],
    ['2GF2UGXX-8', USI_MESSAGES.character('-')],
    ['iGF2UGXXV8', USI_MESSAGES.character('I')],
  ])('says what is wrong with "%s"', (typed, message) => {
    expect(checkUsi(typed)).toEqual({ ok: false, message });
  });

  it('names the characters a USI never uses: 0, 1, I and O', () => {
    expect(USI_MESSAGES.character('0')).toContain('no 0, 1, I or O');
    expect([...'01IO'].filter((character) => USI_ALPHABET.includes(character))).toEqual([]);
  });

  it('refuses every USI with one character changed, at every position, to every other character', () => {
    const accepted: string[] = [];
    for (const usi of VALID) {
      for (let position = 0; position < usi.length; position++) {
        for (const character of USI_ALPHABET) {
          if (character === usi[position]) continue;
          const typo = usi.slice(0, position) + character + usi.slice(position + 1);
          if (checkUsi(typo).ok) accepted.push(typo);
        }
      }
    }
    expect(accepted).toEqual([]);
  });
});
