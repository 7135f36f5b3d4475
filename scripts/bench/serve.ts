// Serves a built site as the publisher does for the measurements: clean URLs, the 404 page, and brotli for
// text (compressed once per file at the highest quality, as the publisher's precompressed copies are).
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt']);

const brotli = (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
export const brotliSize = (bytes: Buffer) => brotli(bytes).length;

function fileOf(root: string, pathname: string): string | null {
  const path = normalize(join(root, decodeURIComponent(pathname)));
  if (!path.startsWith(root)) return null;
  for (const candidate of [path, `${path}.html`, join(path, 'index.html')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not this one; try the next form of the path.
    }
  }
  return null;
}

export async function serve(root: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const cache = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const found = fileOf(root, url.pathname);
    const file = found ?? join(root, '404.html');
    const extension = extname(file);
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = { 'Content-Type': TYPES[extension] ?? 'application/octet-stream' };
    if (COMPRESSIBLE.has(extension) && /\bbr\b/.test(String(request.headers['accept-encoding']))) {
      if (!cache.has(file)) cache.set(file, brotli(body));
      body = cache.get(file)!;
      headers['Content-Encoding'] = 'br';
    }
    response.writeHead(found ? 200 : 404, { ...headers, 'Content-Length': String(body.length) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
