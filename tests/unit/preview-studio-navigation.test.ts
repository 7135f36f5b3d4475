import { describe, expect, it } from 'vitest';
import { isShownPage, pageAddress } from '../../src/lib/preview/studio-navigation.ts';

describe("a preview page following the Studio's Preview tool", () => {
  const shown = new URL('https://preview.example/courses/tlif0025?x=1#units');

  it('stays on the page when the tool names the page it shows, by path or in full, whatever its fragment', () => {
    expect(isShownPage('/courses/tlif0025?x=1', shown)).toBe(true);
    expect(isShownPage('https://preview.example/courses/tlif0025?x=1#fees', shown)).toBe(true);
  });

  it('goes to another page, another query or another origin', () => {
    expect(isShownPage('/courses/tli30321', shown)).toBe(false);
    expect(isShownPage('/courses/tlif0025', shown)).toBe(false);
    expect(isShownPage('https://elsewhere.example/courses/tlif0025?x=1', shown)).toBe(false);
  });

  it('tells the tool its path, query and fragment', () => {
    expect(pageAddress(shown)).toBe('/courses/tlif0025?x=1#units');
  });
});
