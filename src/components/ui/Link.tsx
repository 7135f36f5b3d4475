import type { ComponentProps } from 'react';
import { EXTERNAL_LINK_ATTRS, isExternalHref, NEW_TAB_HINT } from '../../lib/site/links';

type Props = ComponentProps<'a'> & {
  href: string;
  /** Opens in a new tab; by default when the link leaves the site. */
  external?: boolean;
  /** Tell screen readers it opens a new tab; off only where the visible text already says so. */
  hint?: boolean;
};

/** The React twin of Link.astro, for islands and server-rendered React: the same attributes and hint. */
export function Link({ href, external = isExternalHref(href), hint = true, children, ...attributes }: Props) {
  return (
    <a href={href} {...attributes} {...(external ? EXTERNAL_LINK_ATTRS : {})}>
      {children}
      {external && hint && (
        <span className="sr-only" data-pagefind-ignore="">
          {' '}
          {NEW_TAB_HINT}
        </span>
      )}
    </a>
  );
}
