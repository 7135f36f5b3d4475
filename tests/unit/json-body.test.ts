import { describe, expect, it } from 'vitest';
import { nestsWithin, parseJsonBody } from '../../server/core/json-body.ts';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('JSON bodies bounded before parsing', () => {
  it('refuses nesting past the limit, counting objects and arrays alike', () => {
    expect(nestsWithin(bytes('{"a":[{"b":[1]}]}'), 4)).toBe(true);
    expect(nestsWithin(bytes('{"a":[{"b":[[1]]}]}'), 4)).toBe(false);
    expect(parseJsonBody(bytes(`${'['.repeat(33)}${']'.repeat(33)}`))).toEqual({ ok: false, problem: 'too deep' });
    expect(parseJsonBody(bytes(`${'['.repeat(32)}${']'.repeat(32)}`)).ok).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ message: `[[[[{{{{ \\" "${'['.repeat(100)}` });
    expect(nestsWithin(bytes(text), 1)).toBe(true);
    expect(parseJsonBody(bytes(text))).toEqual({ ok: true, value: JSON.parse(text) });
  });

  it('tells a body that is not JSON from one nested too deep', () => {
    expect(parseJsonBody(bytes('{"a":'))).toEqual({ ok: false, problem: 'not JSON' });
  });
});
