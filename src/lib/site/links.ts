/** Links that leave the site (another origin); mailto:, tel: and site paths stay in the tab. */
export const isExternalHref = (href: string): boolean => /^(https?:)?\/\//i.test(href.trim());

/** External links open in a new tab without opener or referrer (spec 2.1). */
export const EXTERNAL_LINK_ATTRS = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Said to screen readers after the text of every link that opens a new tab. */
export const NEW_TAB_HINT = '(opens in a new tab)';

/** A tel: href for a displayed phone number ("1300 975 707" → "tel:1300975707"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
