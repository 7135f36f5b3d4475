/**
 * The Sanity API version the site's queries, the Studio's own queries and the README's webhook
 * settings are written against. A build can still override it with SANITY_API_VERSION.
 */
export const SANITY_API_VERSION = '2025-02-19';
