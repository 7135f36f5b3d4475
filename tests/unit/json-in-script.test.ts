import { describe, expect, it } from 'vitest';
import { ELEMENT_NODE, parse, walkSync, type Node } from 'ultrahtml';
import { jsonInScript } from '../../src/lib/site/json-in-script.ts';

describe('JSON inside a script element', () => {
  const answer = { text: 'Type </script><p>here</p> and <!-- this --> as you like: 5 < 6 & “quotes”.' };

  it('keeps content that quotes a closing tag inside the element, and reads back as it was', () => {
    const html = `<script type="application/ld+json">${jsonInScript(answer)}</script><main></main>`;
    const elements: string[] = [];
    walkSync(parse(html) as Node, (node: Node) => {
      if (node.type === ELEMENT_NODE) elements.push(String(node.name));
    });
    expect(elements).toEqual(['script', 'main']);
    const script = /<script[^>]*>([\s\S]*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(script)).toEqual(answer);
  });
});
