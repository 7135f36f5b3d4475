/** Links that leave the site (another origin); mailto:, tel: and site paths stay in the tab. */
export const isExternalHref = (href: string): boolean => /^(https?:)?\/\//i.test(href.trim());

/** External links open in a new tab without opener or referrer (spec 2.1). */
export const EXTERNAL_LINK_ATTRS = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Said to screen readers after the text of every link that opens a new tab. */
export const NEW_TAB_HINT = '(opens in a new tab)';
