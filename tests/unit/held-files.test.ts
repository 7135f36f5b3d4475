import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHeldFiles } from '../../server/releases/held-files.ts';
import { createStaticSite } from '../../server/releases/static-server.ts';
import { plainGet } from '../fixtures/plain-get.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'northwind-held-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const bytesOf = (size: number, fill = 'x') => Buffer.alloc(size, fill);

describe('small files held in memory', () => {
  it('holds a file once read, and not one above the size limit', async () => {
    await writeFile(join(dir, 'small.html'), bytesOf(100));
    await writeFile(join(dir, 'large.html'), bytesOf(101));
    const held = createHeldFiles({ maxFileBytes: 100, maxBytes: 1000 });
    await held.hold('r1', 'small.html', join(dir, 'small.html'));
    await held.hold('r1', 'large.html', join(dir, 'large.html'));
    expect(held.get('r1', 'small.html')?.body.length).toBe(100);
    expect(held.get('r1', 'large.html')).toBeUndefined();
    expect(held.get('r2', 'small.html')).toBeUndefined();
  });

  it('looks at a file too large to hold only once, until its release is forgotten', async () => {
    const large = join(dir, 'large.html');
    await writeFile(large, bytesOf(101));
    const held = createHeldFiles({ maxFileBytes: 100, maxBytes: 1000 });
    await held.hold('r1', 'large.html', large);
    // Releases never change; a file that did would show whether the second answer looked at it again.
    await writeFile(large, bytesOf(10));
    await held.hold('r1', 'large.html', large);
    expect(held.get('r1', 'large.html')).toBeUndefined();
    held.forget(['r1']);
    await held.hold('r1', 'large.html', large);
    expect(held.get('r1', 'large.html')?.body.length).toBe(10);
  });

  it('remembers nothing of a file too large to hold when its release is forgotten while it is looked at', async () => {
    const large = join(dir, 'large.html');
    await writeFile(large, bytesOf(101));
    const held = createHeldFiles({ maxFileBytes: 100, maxBytes: 1000 });
    const looking = held.hold('r1', 'large.html', large);
    held.forget(['r1']);
    await looking;
    await writeFile(large, bytesOf(10));
    await held.hold('r1', 'large.html', large);
    expect(held.get('r1', 'large.html')?.body.length).toBe(10);
  });

  it('lets the least recently answered file go first beyond the limit', async () => {
    for (const name of ['a', 'b', 'c']) await writeFile(join(dir, name), bytesOf(40));
    const held = createHeldFiles({ maxFileBytes: 100, maxBytes: 100 });
    await held.hold('r1', 'a', join(dir, 'a'));
    await held.hold('r1', 'b', join(dir, 'b'));
    held.get('r1', 'a');
    await held.hold('r1', 'c', join(dir, 'c'));
    expect(held.get('r1', 'b')).toBeUndefined();
    expect(held.get('r1', 'a')).toBeDefined();
    expect(held.get('r1', 'c')).toBeDefined();
    expect(held.bytes).toBe(80);
  });

  it("forgets a release's files, and holds nothing for a file that is gone", async () => {
    await writeFile(join(dir, 'a'), bytesOf(10));
    const held = createHeldFiles({ maxFileBytes: 100, maxBytes: 100 });
    await held.hold('r1', 'a', join(dir, 'a'));
    await held.hold('r2', 'a', join(dir, 'a'));
    held.forget(['r1']);
    expect(held.get('r1', 'a')).toBeUndefined();
    expect(held.get('r2', 'a')).toBeDefined();
    await held.hold('r3', 'gone', join(dir, 'gone'));
    expect(held.get('r3', 'gone')).toBeUndefined();
    expect(held.bytes).toBe(10);
  });
});

describe('a page answered from memory', () => {
  let server: Server;
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  async function siteOf(heldFiles: ReturnType<typeof createHeldFiles>) {
    const site = createStaticSite({ heldFiles });
    site.serve({ id: 'r1', dir, createdAt: new Date(0).toISOString() });
    server = createServer(site.handle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** What a browser sees of an answer: status, body and the headers it caches and revalidates by. */
  async function seen(response: Response) {
    const names = ['content-type', 'content-encoding', 'content-length', 'vary', 'etag', 'last-modified'];
    return {
      status: response.status,
      body: await response.text(),
      headers: Object.fromEntries(names.map((name) => [name, response.headers.get(name)])),
    };
  }

  it('is the answer the disk gave, revalidated and ranged alike, even once the file is gone', async () => {
    const html = `<!doctype html><title>About</title><p>${'Northwind '.repeat(200)}</p>`;
    await mkdir(join(dir, '_astro'));
    await writeFile(join(dir, 'about.html'), html);
    await writeFile(join(dir, 'about.html.br'), brotliCompressSync(html));
    const held = createHeldFiles({ maxFileBytes: 64 * 1024, maxBytes: 1024 * 1024 });
    const url = `${await siteOf(held)}/about`;
    const br = { 'Accept-Encoding': 'br' };

    const fromDisk = await seen(await fetch(url, { headers: br }));
    expect(fromDisk.body).toBe(html);
    await expect.poll(() => held.get('r1', 'about.html.br')).toBeDefined();

    const ranged = await fetch(url, { headers: { ...br, Range: 'bytes=0-14' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-14/${fromDisk.headers['content-length']}`);
    await ranged.body?.cancel();

    await rm(join(dir, 'about.html'));
    await rm(join(dir, 'about.html.br'));
    expect(await seen(await fetch(url, { headers: br }))).toEqual(fromDisk);

    const revalidate = { ...br, 'If-None-Match': fromDisk.headers.etag! };
    const revalidated = await plainGet(url, revalidate);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['content-type']).toBeUndefined();
    // A reload asks for the whole page whatever the browser holds.
    expect((await plainGet(url, { ...revalidate, 'Cache-Control': 'no-cache' })).status).toBe(200);

    const head = await fetch(url, { method: 'HEAD', headers: br });
    expect(head.headers.get('content-length')).toBe(fromDisk.headers['content-length']);
    expect(await head.text()).toBe('');
  });
});
