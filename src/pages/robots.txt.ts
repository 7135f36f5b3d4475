import type { APIRoute } from 'astro';

/** robots.txt pointing at the sitemap on the configured site URL (SITE_URL), so each deployment names its own host. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site).href;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
