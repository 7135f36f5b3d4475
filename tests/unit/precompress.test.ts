import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../server/releases/precompress.ts';

const page = (words: string) => `<!doctype html><title>${words}</title><main>${`<p>${words}</p>`.repeat(200)}</main>`;

describe('precompressing a release', () => {
  let root: string;
  afterEach(() => rm(root, { recursive: true, force: true }));

  async function release(name: string, files: Record<string, string>) {
    const dir = join(root, name);
    for (const [file, text] of Object.entries(files)) {
      await mkdir(join(dir, file, '..'), { recursive: true });
      await writeFile(join(dir, file), text);
    }
    return dir;
  }
  const variants = async (dir: string, file: string) => ({
    br: brotliDecompressSync(await readFile(join(dir, `${file}.br`))).toString(),
    gz: gunzipSync(await readFile(join(dir, `${file}.gz`))).toString(),
  });

  it('gives every file of the next release variants of its own bytes, and takes those of unchanged files from the live one', async () => {
    root = await mkdtemp(join(tmpdir(), 'northwind-precompress-'));
    const live = await release('live', {
      'about.html': page('About us'),
      'courses/tli30321.html': page('Old price'),
      '_astro/site.abc123.css': `.a{color:red}${' '.repeat(2000)}`,
    });
    await precompress(live);
    // Marks the live release's variant of the unchanged page, to see where the next release's comes from.
    const marked = page('About us, as compressed for the live release');
    await writeFile(join(live, 'about.html.br'), brotliCompressSync(marked));
    await writeFile(join(live, 'about.html.gz'), gzipSync(marked));

    const next = await release('next', {
      'about.html': page('About us'),
      'courses/tli30321.html': page('New price'),
      '_astro/site.abc123.css': `.a{color:red}${' '.repeat(2000)}`,
      'courses/tli40324.html': page('A new course'),
    });
    await precompress(next, live);

    expect(await variants(next, 'courses/tli30321.html')).toEqual({ br: page('New price'), gz: page('New price') });
    expect(await variants(next, 'courses/tli40324.html')).toEqual({
      br: page('A new course'),
      gz: page('A new course'),
    });
    expect((await variants(next, '_astro/site.abc123.css')).br).toBe(`.a{color:red}${' '.repeat(2000)}`);
    expect(await variants(next, 'about.html')).toEqual({ br: marked, gz: marked });
  });
});
