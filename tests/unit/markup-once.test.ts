import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { markupOnce } from '../../src/lib/site/markup-once.ts';

interface Props {
  title: string;
  startLine: string | null;
  tags: string[];
}

/** A card as a list page shows it, counting how often it is rendered. */
function counted() {
  let renders = 0;
  const Card = ({ title, startLine, tags }: Props) => {
    renders += 1;
    return createElement(
      'article',
      null,
      createElement('h3', null, title),
      startLine && createElement('p', null, startLine),
      createElement('ul', null, ...tags.map((tag) => createElement('li', { key: tag }, tag))),
    );
  };
  return { markup: markupOnce(Card), renders: () => renders };
}

const CARD: Props = { title: 'Certificate III in Driving Operations', startLine: 'Start any time', tags: ['Online'] };

// A card rendered once a build is written again wherever it is listed: the same markup must never stand in for a
// card that says something else.
describe('markup made once for each set of props', () => {
  it('is what the component renders, made once for every page that lists it', () => {
    const { markup, renders } = counted();
    const html = markup(CARD);
    expect(html).toBe(
      '<article><h3>Certificate III in Driving Operations</h3><p>Start any time</p><ul><li>Online</li></ul></article>',
    );
    expect(markup({ ...CARD })).toBe(html);
    expect(renders()).toBe(1);
  });

  it('is made afresh when anything it shows changes, however deep', () => {
    const { markup, renders } = counted();
    markup(CARD);
    expect(markup({ ...CARD, title: 'Certificate IV in Supply Chain Operations' })).toContain(
      'Certificate IV in Supply Chain Operations',
    );
    expect(markup({ ...CARD, startLine: null })).not.toContain('Start any time');
    expect(markup({ ...CARD, tags: ['Online', 'Blended'] })).toContain('<li>Blended</li>');
    expect(renders()).toBe(4);
  });

  it('escapes what it is given, as the page would', () => {
    const { markup } = counted();
    expect(markup({ ...CARD, title: 'Safety <script>alert(1)</script> & more' })).toContain(
      'Safety &lt;script&gt;alert(1)&lt;/script&gt; &amp; more',
    );
  });
});
