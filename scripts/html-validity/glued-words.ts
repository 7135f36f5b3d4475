// Prose checked over every built page by the HTML check of `npm test`. Astro drops the whitespace between a line of text
// and a tag on the next line, and Prettier puts a link on its own line: "in the\n<a>course catalogue</a>" was built as
// "in the<a>course catalogue</a>", and read as "in thecourse catalogue". A space written as {' '} survives.
import { definePlugin, Rule, type DOMNode, type DOMReadyEvent } from 'html-validate';

/** The inline elements that sit in a sentence between words. */
const INLINE = 'a, strong, em, b, i, abbr, time, code';
const TEXT_NODE = 3;
const WORD_END = /[\p{L}\p{N}]$/u;
const WORD_START = /^[\p{L}\p{N}]/u;

const lastWord = (text: string) => text.trim().split(/\s+/).at(-1);
const firstWord = (text: string) => text.trim().split(/\s+/)[0];
const textOf = (node: DOMNode | undefined) => (node?.nodeType === TEXT_NODE ? node.textContent : '');

class NoGluedWords extends Rule {
  documentation() {
    return {
      description:
        'A link or other inline element in a sentence is not glued to the word before or after it: "in the<a>course catalogue</a>" reads as "in thecourse catalogue".',
    };
  }

  setup() {
    this.on('dom:ready', ({ document }: DOMReadyEvent) => {
      for (const element of document.querySelectorAll(INLINE)) {
        const siblings = element.parent?.childNodes ?? [];
        const at = siblings.indexOf(element);
        const own = element.textContent;
        const before = textOf(siblings[at - 1]);
        const after = textOf(siblings[at + 1]);
        const words = `${element.is('a') ? 'the link' : `<${element.tagName}>`} “${own.trim()}”`;
        if (WORD_END.test(before) && WORD_START.test(own))
          this.report(element, `No space between “${lastWord(before)}” and ${words}.`);
        if (WORD_END.test(own) && WORD_START.test(after))
          this.report(element, `No space between ${words} and “${firstWord(after)}”.`);
      }
    });
  }
}

export const gluedWordsRules = definePlugin({
  name: 'prose',
  rules: { 'prose/no-glued-words': NoGluedWords },
});
