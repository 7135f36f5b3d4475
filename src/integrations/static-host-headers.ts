import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { PageStep } from './built-pages/built-pages.ts';
import { pageCspFromHtml } from '../../contracts/security/headers.ts';
import { STATIC_HOST_HEADERS_FILE, staticHostHeaders } from '../../contracts/security/static-host-headers.ts';
import { PAGEFIND_FOLDER } from '../../contracts/search/record.ts';

/**
 * Writes `_headers` next to the built pages, so a static host sends the same headers as the publisher. Its step of
 * the pass over the built pages (src/integrations/built-pages/) reads each page's policy; the integration writes the
 * file after the search index, whose files it names.
 */
export function staticHostHeadersFile(): { step: PageStep; integration: AstroIntegration } {
  const policies: string[] = [];
  const step: PageStep = () => {
    policies.length = 0;
    return Promise.resolve((html) => {
      const policy = pageCspFromHtml(html);
      if (policy !== null) policies.push(policy);
      return html;
    });
  };
  const integration: AstroIntegration = {
    name: 'northwind:static-host-headers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        // Every page has a policy: none means the pass over the pages did not run before this (astro.config.mjs).
        if (policies.length === 0) throw new Error('No page policy was read for the static host’s _headers file.');
        const out = fileURLToPath(dir);
        const pagefindFiles = await readdir(join(out, PAGEFIND_FOLDER), { withFileTypes: true }).then(
          (found) => found.filter((entry) => entry.isFile()).map((entry) => entry.name),
          () => [], // a preview build has no index
        );
        // Sorted, as the pass reads pages several at a time: the same build always writes the same file.
        await writeFile(join(out, STATIC_HOST_HEADERS_FILE), staticHostHeaders(policies.toSorted(), pagefindFiles));
      },
    },
  };
  return { step, integration };
}
