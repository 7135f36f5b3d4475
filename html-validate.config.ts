// The HTML check of `npm test` (`html-validate dist`): html-validate's standard rules, set to agree with the
// W3C Nu HTML Checker, which needs Java; no page waits for a request before its first paint (issue 41); and no link in
// a sentence is glued to the word beside it.
import { defineFlatConfig } from 'html-validate';
import html5 from 'html-validate/elements/html5';
import { standard } from 'html-validate/presets';
import { nuCheckerRules } from './scripts/html-validity/nu-checker-rules.ts';
import { gluedWordsRules } from './scripts/html-validity/glued-words.ts';
import { renderBlockingRules } from './scripts/html-validity/render-blocking.ts';

export default defineFlatConfig([
  standard,
  {
    name: 'as the Nu checker',
    // The Nu checker allows a <style> in the body as its parent's first child (Astro writes one before the first
    // island); html-validate allows none there, so it is flow content here and nu/style-first-child places it.
    elements: [html5, { style: { flow: true } }],
    plugins: [nuCheckerRules],
    rules: {
      'nu/style-first-child': 'error',
      'nu/listitem-role': 'error',
      'nu/meta-refresh-syntax': 'error',
      'nu/nothing-after-html': 'error',
      'nu/no-expanded-on-invoker': 'error',
    },
  },
  {
    name: 'nothing holds the first paint',
    plugins: [renderBlockingRules],
    rules: { 'first-paint/no-render-blocking': 'error' },
  },
  {
    name: 'prose',
    plugins: [gluedWordsRules],
    rules: { 'prose/no-glued-words': 'error' },
  },
]);
