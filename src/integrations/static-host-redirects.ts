import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { APPLY_PATH, APPLY_SHELL_PATH } from '../../contracts/applications/apply-routes.ts';
import { livePageProblems } from '../../contracts/redirects/rules.ts';
import {
  parseRedirectTable,
  REDIRECTS_TABLE_PATH,
  STATIC_HOST_REDIRECTS_FILE,
  staticHostRedirects,
} from '../../contracts/redirects/table.ts';

const isFile = (file: string) =>
  stat(file).then(
    (found) => found.isFile(),
    () => false,
  );

/** The page or file the build wrote at `path`, as the publisher would find it. */
async function builtAt(out: string, path: string): Promise<string | null> {
  const candidates = [path, `${path}.html`, join(path, 'index.html')].map((file) => join(out, file));
  for (const candidate of candidates) if (await isFile(candidate)) return `the page ${path}`;
  return null;
}

/**
 * After the build: refuses a redirect from a page the build wrote (it would hide the page), then writes
 * `_redirects` from the table, so a static host answers the same redirects as the publisher, and shows the apply
 * page (how to apply by e-mail or phone) at every address of an application.
 */
export function staticHostRedirectsFile(): AstroIntegration {
  return {
    name: 'northwind:static-host-redirects',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const out = fileURLToPath(dir);
        const table = parseRedirectTable(await readFile(join(out, REDIRECTS_TABLE_PATH), 'utf8'));
        const pages = new Map(
          await Promise.all(table.redirects.map(async ({ from }) => [from, await builtAt(out, from)] as const)),
        );
        const hidden = livePageProblems(
          table.redirects.map((entry) => ({ ...entry, permanent: entry.status === 301 })),
          (path) => pages.get(path) ?? null,
        );
        if (hidden.length)
          throw new Error(
            `Redirects from pages the site publishes:\n  ${hidden.map(({ redirect, message }) => `redirect "${redirect.id}": ${message}`).join('\n  ')}`,
          );
        // A static host cannot take an application: every question page's address shows how to apply instead.
        const applyPage = `${APPLY_PATH}/* ${APPLY_SHELL_PATH} 200\n`;
        await writeFile(join(out, STATIC_HOST_REDIRECTS_FILE), staticHostRedirects(table) + applyPage);
      },
    },
  };
}
