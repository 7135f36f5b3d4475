import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * A server-only component rendered once for each distinct set of props, for the whole build: a page that lists what
 * other pages list too writes the markup already made. Keyed by the props themselves, so anything that changes
 * what the component would show renders it afresh. Only for static markup (no island): React's hydration markers
 * are left out.
 */
export function markupOnce<Props extends object>(component: FunctionComponent<Props>): (props: Props) => string {
  const rendered = new Map<string, string>();
  return (props) => {
    const key = JSON.stringify(props);
    let html = rendered.get(key);
    if (html === undefined) {
      html = renderToStaticMarkup(createElement(component, props));
      rendered.set(key, html);
    }
    return html;
  };
}
