import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';
import { contentPerspective } from '../../contracts/content-perspective.ts';
import { CATALOGUE_PATH } from '../../contracts/routes.ts';
import { indexedMessage } from '../lib/search/index-log.node.ts';
import { PAGEFIND_FOLDER } from '../../contracts/search/record.ts';
import { recordsInPage } from '../lib/search/records-in-page.node.ts';

const LANGUAGE = 'en';
/** The page whose marked pieces (catalogue entries without a page, PD sessions) become records of their own. */
const RECORDS_PAGE = `${CATALOGUE_PATH.slice(1)}.html`;

/** Pagefind's own UIs, which the site does not use (its dialog is its own): not published. */
const UNUSED_FILE = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\./;

const failOn = (what: string, errors: string[]) => {
  if (errors.length > 0) throw new Error(`Search indexing failed while ${what}: ${errors.join('; ')}`);
};

/**
 * Indexes the built pages with Pagefind into `dist/pagefind/`, inside `astro build`. Preview builds
 * (drafts) are never indexed: their search would show coordinators' unpublished words.
 */
export function searchIndex(): AstroIntegration {
  return {
    name: 'northwind:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (contentPerspective(process.env.CONTENT_PERSPECTIVE) === 'drafts') {
          logger.info('Preview build: not indexed for search.');
          return;
        }
        const started = performance.now();
        const out = fileURLToPath(dir);
        const { index, errors } = await createIndex({ forceLanguage: LANGUAGE });
        if (!index) throw new Error(`Search indexing could not start: ${errors.join('; ')}`);
        try {
          const pages = await index.addDirectory({ path: out });
          failOn('reading the pages', pages.errors);
          const records = recordsInPage(await readFile(join(out, RECORDS_PAGE), 'utf8'), LANGUAGE);
          for (const record of records) {
            const added = await index.addHTMLFile({ url: record.url, content: record.html });
            failOn(`adding ${record.url}`, added.errors);
          }
          const folder = join(out, PAGEFIND_FOLDER);
          const written = await index.writeFiles({ outputPath: folder });
          failOn('writing the index', written.errors);
          const unused = (await readdir(folder)).filter((name) => UNUSED_FILE.test(name));
          await Promise.all(unused.map((name) => rm(join(folder, name))));
          logger.info(indexedMessage(pages.page_count, records.length, performance.now() - started));
        } finally {
          await close();
        }
      },
    },
  };
}
