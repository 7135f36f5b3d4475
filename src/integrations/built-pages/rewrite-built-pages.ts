import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/**
 * A page's HTML as Latin-1 text, one character per byte. A step may find and write ASCII only, so every other byte,
 * UTF-8 text included, passes through as it was; decoding and encoding every page as UTF-8 took more of the pass's
 * time than reading and writing it (measured on the seed with 1,000 more courses: 242 MB of pages).
 */
export type PageBytes = string;

/** Pages read and written at once: the disk works while the next page is rewritten. */
const AT_ONCE = 8;

/** Every page the build wrote in `out`, by its path relative to `out`, in order. */
export async function builtPageFiles(out: string): Promise<string[]> {
  const entries = await readdir(out, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(out, join(entry.parentPath, entry.name)))
    .sort();
}

/** Passes every page of the build in `out` through `rewrite`, writing back those it changed. */
export async function rewriteBuiltPages(out: string, rewrite: (html: PageBytes) => PageBytes): Promise<void> {
  const files = (await builtPageFiles(out)).map((file) => join(out, file));
  let next = 0;
  const work = async () => {
    while (next < files.length) {
      const file = files[next++];
      const html = await readFile(file, 'latin1');
      const written = rewrite(html);
      if (written !== html) await writeFile(file, written, 'latin1');
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, work));
}
