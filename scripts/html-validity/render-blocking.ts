// A budget of issue 41 held over every built page by the HTML check of `npm test`: no page makes the browser wait for
// another request before its first paint (the site's styles are inlined by the build, its scripts are modules).
import { definePlugin, Rule, type DOMReadyEvent, type HtmlElement } from 'html-validate';

const tokens = (element: HtmlElement, name: string) =>
  new Set((element.getAttributeValue(name) ?? '').toLowerCase().split(/\s+/).filter(Boolean));

/** A media query no screen matches: the browser fetches the sheet without waiting for it. */
const NEVER_ON_SCREEN = /^\s*(print|not\s+all)\s*$/i;

/** A stylesheet the parser meets with scripting on, for the screen, and not switched off. */
const blockingStylesheet = (element: HtmlElement) =>
  element.is('link') &&
  tokens(element, 'rel').has('stylesheet') &&
  !tokens(element, 'rel').has('alternate') &&
  !element.hasAttribute('disabled') &&
  !NEVER_ON_SCREEN.test(element.getAttributeValue('media') ?? '');

/** A classic script of the head that runs as soon as it arrives, holding the parser and the paint. */
const blockingScript = (element: HtmlElement) =>
  element.is('script') &&
  element.hasAttribute('src') &&
  element.closest('head') !== null &&
  !element.hasAttribute('async') &&
  !element.hasAttribute('defer') &&
  element.getAttributeValue('type') !== 'module';

class NoRenderBlocking extends Rule {
  documentation() {
    return {
      description:
        'No request holds the first paint: no stylesheet link for the screen, no classic script in the head without async or defer, nothing marked blocking="render".',
      url: 'https://html.spec.whatwg.org/multipage/urls-and-fetching.html#render-blocking',
    };
  }

  setup() {
    this.on('dom:ready', ({ document }: DOMReadyEvent) => {
      for (const element of document.querySelectorAll('link[href], script[src]')) {
        // What a <noscript> holds is text to a browser that runs scripts.
        if (element.closest('noscript')) continue;
        if (blockingStylesheet(element) || blockingScript(element) || tokens(element, 'blocking').has('render'))
          this.report(
            element,
            `The first paint waits for “${element.getAttributeValue('href') ?? element.getAttributeValue('src')}”.`,
          );
      }
    });
  }
}

export const renderBlockingRules = definePlugin({
  name: 'first-paint',
  rules: { 'first-paint/no-render-blocking': NoRenderBlocking },
});
