import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Passes every page of the build in `out` through `rewrite`, writing back those it changed. */
export async function rewriteBuiltPages(out: string, rewrite: (html: string) => string): Promise<void> {
  const entries = await readdir(out, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    const written = rewrite(html);
    if (written !== html) await writeFile(file, written);
  }
}
