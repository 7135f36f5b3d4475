import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { pageCspFromHtml } from '../../contracts/security/headers.ts';
import { STATIC_HOST_HEADERS_FILE, staticHostHeaders } from '../../contracts/security/static-host-headers.ts';
import { PAGEFIND_FOLDER } from '../../contracts/search/record.ts';

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
        const pagefindFiles = await readdir(join(out, PAGEFIND_FOLDER), { withFileTypes: true }).then(
          (found) => found.filter((entry) => entry.isFile()).map((entry) => entry.name),
          () => [], // a preview build has no index
        );
        await writeFile(join(out, STATIC_HOST_HEADERS_FILE), staticHostHeaders(written, pagefindFiles));
      },
    },
  };
}
