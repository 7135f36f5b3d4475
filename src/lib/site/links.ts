import { EXTERNAL_LINK_REL } from '../constants.ts';

/** Links that leave the site (another origin); mailto:, tel: and site paths stay in the tab. */
export const isExternalHref = (href: string): boolean => /^(https?:)?\/\//i.test(href.trim());

export const EXTERNAL_LINK_ATTRS = { target: '_blank', rel: EXTERNAL_LINK_REL } as const;

/** The attributes every link gets: external ones open in a new tab without opener or referrer. */
export const linkAttrs = (href: string) => (isExternalHref(href) ? EXTERNAL_LINK_ATTRS : {});

/** A tel: href for a displayed phone number ("1300 975 707" → "tel:1300975707"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
