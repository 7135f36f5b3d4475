import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePolicy } from '../../server/releases/release-files.ts';

describe('the policy the publisher sends with a page, read from its <meta>', () => {
  let dir: string;
  const page = async (name: string, head: string) => {
    const file = join(dir, name);
    await writeFile(
      file,
      `<!doctype html><html><head>${head}</head><body>${'<p>text</p>'.repeat(5_000)}</body></html>`,
    );
    return file;
  };
  const META = `<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-abc='">`;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'page-policy-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is found after a JSON-LD that fills the first chunks read, as a category listing every course has', async () => {
    const jsonLd = `<script type="application/ld+json">${JSON.stringify({ items: 'x'.repeat(40_000) })}</script>`;
    expect(pagePolicy(await page('category.html', jsonLd + META))).toBe("script-src 'self' 'sha256-abc='");
  });

  it('is none for a page whose head has none, however long its body', async () => {
    expect(pagePolicy(await page('plain.html', '<title>Plain</title>'))).toBeNull();
  });
});
