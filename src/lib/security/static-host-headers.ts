import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import {
  CACHE_IMMUTABLE,
  COMMON_SECURITY_HEADERS,
  contentSecurityPolicy,
  HASHED_ASSETS_PATH,
  HSTS,
  pageCspFromHtml,
  unitePolicies,
} from './headers.ts';

/** The file Netlify and Cloudflare Pages read their response headers from; the publisher never serves it. */
export const STATIC_HOST_HEADERS_FILE = '_headers';

const rule = (path: string, headers: Record<string, string>) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

/**
 * The `_headers` file for a static host: one rule for every path (hosts merge the values of rules
 * that match the same path, so the policy is the union of the pages' policies), one for bundles.
 */
export function staticHostHeaders(pagePolicies: string[]): string {
  return `${[
    rule('/*', {
      ...COMMON_SECURITY_HEADERS,
      'Strict-Transport-Security': HSTS,
      'Content-Security-Policy': contentSecurityPolicy('page', unitePolicies(pagePolicies)),
    }),
    rule(`${HASHED_ASSETS_PATH}*`, { 'Cache-Control': CACHE_IMMUTABLE }),
  ].join('\n')}\n`;
}

/** Writes `_headers` next to the built pages, so a static host sends the same headers as the publisher. */
export function staticHostHeadersFile(): AstroIntegration {
  return {
    name: 'northwind:static-host-headers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const out = fileURLToPath(dir);
        const entries = await readdir(out, { recursive: true, withFileTypes: true });
        const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
        const policies = await Promise.all(
          pages.map(async (entry) => pageCspFromHtml(await readFile(join(entry.parentPath, entry.name), 'utf8'))),
        );
        const written = policies.filter((policy): policy is string => policy !== null);
        await writeFile(join(out, STATIC_HOST_HEADERS_FILE), staticHostHeaders(written));
      },
    },
  };
}
