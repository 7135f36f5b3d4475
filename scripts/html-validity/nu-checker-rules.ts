// Rules of the W3C Nu HTML Checker that html-validate lacks, so that `npm test` checks the built pages as the Nu
// checker does, without Java. Each rule reports in the Nu checker's words.
import {
  definePlugin,
  Node as HtmlNode,
  Rule,
  type DOMNode,
  type DOMReadyEvent,
  type HtmlElement,
} from 'html-validate';

const SPEC = 'https://html.spec.whatwg.org/multipage/';

/** Elements and text other than white space; comments do not count. */
const isContent = (node: DOMNode) =>
  node.nodeType === HtmlNode.ELEMENT_NODE ||
  (node.nodeType === HtmlNode.TEXT_NODE && !/^[\t\n\f\r ]*$/.test(node.textContent));

/** A `<style>` in the body is allowed before any content of its parent, nowhere else. */
class StyleFirstChild extends Rule {
  documentation() {
    return {
      description: 'A <style> in <body> must be the first child of its parent.',
      url: `${SPEC}semantics.html#the-style-element`,
    };
  }

  setup() {
    this.on('dom:ready', ({ document }: DOMReadyEvent) => {
      for (const style of document.querySelectorAll('body style')) {
        const siblings = style.parent?.childNodes ?? [];
        if (siblings.slice(0, siblings.indexOf(style)).some(isContent))
          this.report(style, 'A “style” element in “body” must be the first child of its parent.');
      }
    });
  }
}

/** The list's own items keep the listitem role (ARIA in HTML). */
function isListItem(item: HtmlElement) {
  const parent = item.parent;
  if (!parent) return false;
  const role = parent.getAttributeValue('role');
  return role === 'list' || (role === null && ['ul', 'ol', 'menu'].some((tag) => parent.is(tag)));
}

class ListItemRole extends Rule {
  documentation() {
    return {
      description: 'An <li> of a list must have no role other than listitem.',
      url: 'https://www.w3.org/TR/html-aria/#el-li',
    };
  }

  setup() {
    this.on('dom:ready', ({ document }: DOMReadyEvent) => {
      for (const item of document.querySelectorAll('li[role]')) {
        if (isListItem(item) && item.getAttributeValue('role') !== 'listitem')
          this.report(
            item,
            'An “li” element that is a descendant of a “ul”, “ol”, or “menu” element with no explicit “role” value, or a descendant of a “role=list” element, must not have any “role” value other than “listitem”.',
          );
      }
    });
  }
}

// The spec's syntax: seconds, then optionally ";" or ",", at least one space, and the URL (with or without "url=").
const REFRESH = /^\d+(?:\.[\d.]*)?(?:[;,][\t\n\f\r ]+\S.*)?$/is;

class MetaRefreshSyntax extends Rule {
  documentation() {
    return {
      description: 'A meta refresh is written as the spec says, e.g. "0; url=/next" (with the space).',
      url: `${SPEC}semantics.html#attr-meta-http-equiv-refresh`,
    };
  }

  setup() {
    this.on('dom:ready', ({ document }: DOMReadyEvent) => {
      for (const meta of document.querySelectorAll('meta[http-equiv="refresh"]')) {
        const content = meta.getAttributeValue('content') ?? '';
        if (!REFRESH.test(content))
          this.report(
            meta,
            `Bad value “${content}” for attribute “content” on element “meta”: Expected a space character.`,
          );
      }
    });
  }
}

/** Nothing follows `</html>`: browsers move it into the body, and the Nu checker stops there. */
class NothingAfterHtml extends Rule {
  documentation() {
    return {
      description: 'No element comes after </html>.',
      url: `${SPEC}parsing.html#the-after-after-body-insertion-mode`,
    };
  }

  setup() {
    this.on('dom:ready', ({ document }: DOMReadyEvent) => {
      const roots = document.root.childElements;
      const html = roots.findIndex((element) => element.is('html'));
      if (html < 0) return;
      for (const stray of roots.slice(html + 1)) this.report(stray, `Stray start tag “${stray.tagName}”.`);
    });
  }
}

/** An invoker (`command`) gets its expanded state from the browser, so an author's aria-expanded contradicts it. */
class NoExpandedOnInvoker extends Rule {
  documentation() {
    return {
      description: 'An element with a command attribute has no aria-expanded.',
      url: `${SPEC}form-elements.html#attr-button-command`,
    };
  }

  setup() {
    this.on('dom:ready', ({ document }: DOMReadyEvent) => {
      for (const invoker of document.querySelectorAll('[command][aria-expanded]'))
        this.report(
          invoker,
          'The “aria-expanded” attribute must not be used on any element which has a “command” attribute.',
        );
    });
  }
}

export const nuCheckerRules = definePlugin({
  name: 'nu',
  rules: {
    'nu/style-first-child': StyleFirstChild,
    'nu/listitem-role': ListItemRole,
    'nu/meta-refresh-syntax': MetaRefreshSyntax,
    'nu/nothing-after-html': NothingAfterHtml,
    'nu/no-expanded-on-invoker': NoExpandedOnInvoker,
  },
});
