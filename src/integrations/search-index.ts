import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { close, createIndex, type PagefindIndex } from 'pagefind';
import { contentPerspective } from '../../contracts/content-perspective.ts';
import { CATALOGUE_PATH } from '../../contracts/routes.ts';
import { indexedMessage } from '../lib/search/index-log.node.ts';
import { PAGEFIND_FOLDER } from '../../contracts/search/record.ts';
import { builtPageFiles } from './built-pages/rewrite-built-pages.ts';
import { globOf, PageFeed, plainName } from '../lib/search/page-feed.node.ts';
import { recordsInPage } from '../lib/search/records-in-page.node.ts';

const NAME = 'northwind:search-index';
const LANGUAGE = 'en';
/** The page whose marked pieces (catalogue entries without a page, PD sessions) become records of their own. */
const RECORDS_PAGE = `${CATALOGUE_PATH.slice(1)}.html`;

/** Pagefind's own UIs, which the site does not use (its dialog is its own): not published. */
const UNUSED_FILE = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\./;

const failOn = (what: string, errors: string[]) => {
  if (errors.length > 0) throw new Error(`Search indexing failed while ${what}: ${errors.join('; ')}`);
};

/** Indexes these pages of the output folder: plain names by one glob, any other by its content. */
async function addPages(index: PagefindIndex, out: string, files: string[]): Promise<number> {
  const plain = files.filter(plainName);
  let count = 0;
  if (plain.length > 0) {
    const added = await index.addDirectory({ path: out, glob: globOf(plain) });
    failOn('reading the pages', added.errors);
    count += added.page_count;
  }
  for (const file of files.filter((name) => !plainName(name))) {
    const added = await index.addHTMLFile({ sourcePath: file, content: await readFile(join(out, file), 'utf8') });
    failOn(`reading ${file}`, added.errors);
    count += 1;
  }
  return count;
}

interface Indexing {
  index: PagefindIndex;
  feed: PageFeed;
  /** Once every page and record is indexed: the index's files being written. */
  written?: Promise<{ pages: number; records: number; started: number }>;
}

/**
 * Indexes the built pages with Pagefind into `dist/pagefind/`, inside `astro build`: each page as soon as it is
 * written (PageFeed), the index's files while the other integrations make their last pass over the pages. Preview
 * builds (drafts) are never indexed: their search would show coordinators' unpublished words.
 */
export function searchIndex(): AstroIntegration {
  let out = '';
  let renderedOneAtATime = false;
  let preview = false;
  let indexing: Indexing | null = null;
  return {
    name: NAME,
    hooks: {
      'astro:config:done': ({ config }) => {
        out = fileURLToPath(config.outDir);
        renderedOneAtATime = config.build.concurrency <= 1;
        preview = contentPerspective(process.env.CONTENT_PERSPECTIVE) === 'drafts';
      },
      'astro:build:start': async ({ setPrerenderer }) => {
        if (preview) return;
        const { index, errors } = await createIndex({ forceLanguage: LANGUAGE });
        if (!index) throw new Error(`Search indexing could not start: ${errors.join('; ')}`);
        const feed = new PageFeed(
          (files) => addPages(index, out, files),
          (file) => existsSync(join(out, file)),
        );
        indexing = { index, feed };
        // Pages rendered side by side may be half written when the next begins: then all are indexed at the end.
        if (!renderedOneAtATime) return;
        setPrerenderer((base): AstroPrerenderer => ({
          ...base,
          name: NAME,
          render: (request, options) => {
            feed.rendering(new URL(request.url));
            return base.render(request, options);
          },
        }));
      },
      // Every page is read before the pass of build:done rewrites them; the index's files are then written beside it.
      'astro:build:generated': async () => {
        if (!indexing) return;
        const started = performance.now();
        const { index, feed } = indexing;
        const pages = await feed.finish(await builtPageFiles(out));
        const records = recordsInPage(await readFile(join(out, RECORDS_PAGE), 'utf8'), LANGUAGE);
        for (const record of records) {
          const added = await index.addHTMLFile({ url: record.url, content: record.html });
          failOn(`adding ${record.url}`, added.errors);
        }
        const written = (async () => {
          const folder = join(out, PAGEFIND_FOLDER);
          failOn('writing the index', (await index.writeFiles({ outputPath: folder })).errors);
          const unused = (await readdir(folder)).filter((name) => UNUSED_FILE.test(name));
          await Promise.all(unused.map((name) => rm(join(folder, name))));
          return { pages, records: records.length, started };
        })();
        // Awaited at build:done, which reports its failure; until then no rejection goes unhandled.
        written.catch(() => undefined);
        indexing.written = written;
      },
      'astro:build:done': async ({ logger }) => {
        if (preview) {
          logger.info('Preview build: not indexed for search.');
          return;
        }
        try {
          if (!indexing?.written) throw new Error('Search indexing never began: the build wrote no pages.');
          const { pages, records, started } = await indexing.written;
          logger.info(indexedMessage(pages, records, performance.now() - started));
        } finally {
          indexing = null;
          await close();
        }
      },
    },
  };
}
