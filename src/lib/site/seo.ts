import { telHref } from '../../../contracts/rules/phone.ts';

export const SITE_TITLE_SEPARATOR = ' | ';

/** The document title: the page's own title plus the site suffix. */
export const documentTitle = (title: string, brandName: string) =>
  title === brandName ? title : `${title}${SITE_TITLE_SEPARATOR}${brandName}`;

export const canonicalUrl = (route: string, site: URL | string) => new URL(route, site).href;

export interface OrganizationFacts {
  brandName: string;
  tagline?: string | null;
  logoUrl: string;
  contactEmail: string;
  phone: string;
  postalAddress: string;
  socialLinks: { url: string }[];
}

/** schema.org structured data for the provider, placed on the home page. */
export function organizationJsonLd(facts: OrganizationFacts, site: URL | string) {
  const addressLines = facts.postalAddress
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: facts.brandName,
    ...(facts.tagline ? { description: facts.tagline } : {}),
    url: new URL('/', site).href,
    logo: new URL(facts.logoUrl, site).href,
    email: facts.contactEmail,
    telephone: facts.phone,
    address: { '@type': 'PostalAddress', streetAddress: addressLines.join(', '), addressCountry: 'AU' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: telHref(facts.phone).slice('tel:'.length),
      email: facts.contactEmail,
      areaServed: 'AU',
      availableLanguage: 'English',
    },
    sameAs: facts.socialLinks.map((social) => social.url),
  };
}
