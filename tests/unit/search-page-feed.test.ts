import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { globOf, PageFeed, plainName } from '../../src/lib/search/page-feed.node.ts';

const request = (file: string) => new URL(`http://localhost/${file}`);

describe('handing pages to the search index while the build renders', () => {
  it('hands a page over once the next begins, only when it was written, and the rest at the end, each once', async () => {
    const written = new Set<string>();
    const batches: string[][] = [];
    const feed = new PageFeed(
      async (files) => (batches.push([...files]), files.length),
      (file) => written.has(file),
      2,
    );
    feed.rendering(request('index.html'));
    expect(batches).toEqual([]);
    written.add('index.html');
    // An endpoint's file is no page; a redirect the build never wrote is not handed over until it is on disk.
    feed.rendering(request('calendar/intakes.ics'));
    feed.rendering(request('old-page.html'));
    feed.rendering(request('courses/tli30321.html'));
    written.add('courses/tli30321.html');
    feed.rendering(request('about.html'));
    expect(batches).toEqual([['index.html', 'courses/tli30321.html']]);
    written.add('about.html');
    const pages = await feed.finish(['about.html', 'courses/tli30321.html', 'index.html', 'old-page.html']);
    expect(batches).toEqual([
      ['index.html', 'courses/tli30321.html'],
      ['about.html', 'old-page.html'],
    ]);
    expect(pages).toBe(4);
  });

  it('hands every page over at the end when the build reported no renders (pages rendered side by side)', async () => {
    const batches: string[][] = [];
    const feed = new PageFeed(
      async (files) => (batches.push([...files]), files.length),
      () => true,
    );
    expect(await feed.finish(['a.html', 'b.html'])).toBe(2);
    expect(batches).toEqual([['a.html', 'b.html']]);
  });

  it('reports a batch Pagefind could not read when the build finishes, not while it renders on', async () => {
    const feed = new PageFeed(
      (files) => Promise.reject(new Error(`Search indexing failed while reading ${files.join(', ')}`)),
      () => true,
      1,
    );
    feed.rendering(request('index.html'));
    feed.rendering(request('about.html'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(feed.finish(['about.html', 'index.html'])).rejects.toThrow('reading index.html');
  });

  it('reads a page address with characters a URL escapes as the file the build wrote', async () => {
    const batches: string[][] = [];
    const feed = new PageFeed(
      async (files) => (batches.push([...files]), files.length),
      () => true,
      1,
    );
    feed.rendering(new URL('http://localhost/courses/caf%C3%A9%20course.html'));
    feed.rendering(request('index.html'));
    expect(batches).toEqual([['courses/café course.html']]);
  });
});

describe('the glob that names a batch of pages, read by Pagefind itself', () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'page-feed-'));
    mkdirSync(join(out, 'courses'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  const page = (title: string) =>
    `<html lang="en"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1></main></body></html>`;

  it('matches exactly the pages named, and leaves names with glob characters to be added by content', async () => {
    const files = ['index.html', 'courses/tli30321.html', 'courses/tli40324.html', 'courses/a,{b}[c]*.html'];
    for (const file of files) writeFileSync(join(out, file), page(file));
    expect(files.filter(plainName)).toEqual(files.slice(0, 3));
    const { index } = await createIndex({ forceLanguage: 'en' });
    try {
      const batch = await index!.addDirectory({ path: out, glob: globOf(['index.html', 'courses/tli40324.html']) });
      expect(batch).toEqual({ errors: [], page_count: 2 });
      const odd = await index!.addHTMLFile({
        sourcePath: files[3],
        content: await readFile(join(out, files[3]), 'utf8'),
      });
      expect(odd.errors).toEqual([]);
      const { files: written } = await index!.getFiles();
      const entry = written.find((file) => file.path === 'pagefind-entry.json')!;
      const { languages } = JSON.parse(Buffer.from(entry.content).toString('utf8')) as {
        languages: Record<string, { page_count: number }>;
      };
      expect(languages.en.page_count).toBe(3);
    } finally {
      await close();
    }
  });
});
