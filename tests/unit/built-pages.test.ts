import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rewriteBuiltPages } from '../../src/integrations/built-pages/rewrite-built-pages.ts';

describe('the pass over the built pages', () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'built-pages-'));
    mkdirSync(join(out, 'courses'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  const page = (title: string) =>
    `<html><head><script type="module" src="/_astro/page.js"></script></head><body><h1>${title}</h1></body></html>`;

  it('keeps every character of a page’s text as it was, where a step writes into it', async () => {
    // Non-ASCII text on both sides of the insertion, and a character outside the Basic Multilingual Plane.
    writeFileSync(join(out, 'courses', 'tli30321.html'), page('Café – ‘Supply’ · Chain 🚚'));
    await rewriteBuiltPages(out, (html) =>
      html.replace('<script', '<link rel="modulepreload" href="/_astro/chunk.js"><script'),
    );
    expect(readFileSync(join(out, 'courses', 'tli30321.html'), 'utf8')).toBe(
      page('Café – ‘Supply’ · Chain 🚚').replace(
        '<script',
        '<link rel="modulepreload" href="/_astro/chunk.js"><script',
      ),
    );
  });

  it('gives every page of every folder to the steps, and writes only the pages they changed', async () => {
    writeFileSync(join(out, 'index.html'), page('Home'));
    writeFileSync(join(out, 'courses', 'tli40324.html'), page('Cert IV'));
    writeFileSync(join(out, 'courses', 'data.json'), '{}');
    const untouched = statSync(join(out, 'index.html')).mtimeMs;
    const seen: string[] = [];
    await rewriteBuiltPages(out, (html) => {
      seen.push(/<h1>(.*)<\/h1>/.exec(html)![1]);
      return html.includes('Cert IV') ? html.replace('Cert IV', 'Certificate IV') : html;
    });
    expect(seen.toSorted()).toEqual(['Cert IV', 'Home']);
    expect(readFileSync(join(out, 'courses', 'tli40324.html'), 'utf8')).toBe(page('Certificate IV'));
    expect(statSync(join(out, 'index.html')).mtimeMs).toBe(untouched);
  });
});
