import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAstroBuilder } from '../../server/astro-builder.ts';
import { PROJECT_ROOT } from '../../server/config.ts';
import { telHref } from '../../src/lib/site/links.ts';
import { copyEmbeddedDataset, tempDir } from './harness.ts';

// One real `astro build` (about a minute on a small machine) of a copy of the embedded dataset.
const BUILD_MS = 300_000;
const NEW_PHONE = '07 3555 0199';

type Doc = { _id: string; _type: string; [field: string]: unknown };

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('a site setting changed in the dataset', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let oldPhone: string;
  let pages: Map<string, string>;

  beforeAll(async () => {
    dir = await tempDir('settings-everywhere');
    const datasetFile = await copyEmbeddedDataset(dir.path);
    const documents = (await readFile(datasetFile, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Doc);
    const settings = documents.find((doc) => doc._id === 'siteSettings');
    if (!settings) throw new Error('The embedded dataset has no siteSettings document');
    oldPhone = settings.phone as string;
    settings.phone = NEW_PHONE;
    await writeFile(datasetFile, `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`);

    const outDir = join(dir.path, 'site');
    const build = createAstroBuilder({
      root: PROJECT_ROOT,
      cacheDir: join(dir.path, 'astro-cache'),
      env: { CONTENT_DATASET_FILE: datasetFile, SANITY_PROJECT_ID: undefined, SANITY_DATASET: undefined },
    });
    await build({
      releaseId: 'settings-everywhere',
      outDir,
      signal: new AbortController().signal,
      buildTime: new Date().toISOString(),
    });
    const files = await htmlFiles(outDir);
    pages = new Map(
      await Promise.all(
        files.map(async (file) => [`/${relative(outDir, file)}`, await readFile(file, 'utf8')] as const),
      ),
    );
  }, BUILD_MS);

  afterAll(async () => {
    await dir?.remove();
  });

  it('shows the new phone number on every page, and the old one on none, with no code change', () => {
    expect(pages.size).toBeGreaterThan(20);
    const oldForms = [oldPhone, telHref(oldPhone)];
    const stale = [...pages].filter(([, html]) => oldForms.some((form) => html.includes(form))).map(([path]) => path);
    expect(stale).toEqual([]);
    const missing = [...pages]
      .filter(([, html]) => !html.includes(NEW_PHONE) || !html.includes(telHref(NEW_PHONE)))
      .map(([path]) => path);
    expect(missing).toEqual([]);
  });
});
