// Serves a built site as a plain static host would, for `npm run site` and the browser tests' "static host" project:
// pages as Astro writes them (build.format 'file': /about is about.html), the site's 404 page for any address no file
// answers (its own script sends an unknown category to the catalogue), and its 405 page for a form post, since
// nothing here can take a form. Astro's preview server answered a post with the 404 page and takes no middleware:
// an integration's Vite plugins are left out of it, and only an adapter can replace it.
//
//   node scripts/static-host.ts [dir=dist] [--host 127.0.0.1] [--port 4321]
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import send from 'send';
import { APPLY_PATH, APPLY_SHELL_PATH } from '../contracts/applications/apply-routes.ts';
import { FORM_NOT_SENT_PAGE } from '../contracts/forms/form-posts.ts';
import { NOT_FOUND_PAGE } from '../server/releases/release-files.ts';

const READ_METHODS = ['GET', 'HEAD'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { host: { type: 'string', default: '127.0.0.1' }, port: { type: 'string', default: '4321' } },
});
const root = resolve(positionals[0] ?? 'dist');

const isFile = (path: string) =>
  stat(path).then(
    (found) => found.isFile(),
    () => false,
  );

/** The file an address names, relative to the build: itself, its page, or its folder's page. */
async function fileFor(pathname: string): Promise<string | null> {
  if (pathname === '/') return '/index.html';
  // The site's addresses never end in a slash (trailingSlash: 'never').
  if (pathname.endsWith('/') || pathname.includes('\0') || pathname.split('/').includes('..')) return null;
  for (const candidate of [pathname, `${pathname}.html`, `${pathname}/index.html`]) {
    if (await isFile(join(root, candidate))) return candidate;
  }
  return null;
}

/** One of the site's own status pages, or a line of text in a build without it. */
async function sendPage(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  file: string,
  headers: Record<string, string> = {},
) {
  const body = await readFile(join(root, file)).catch(() => null);
  const page = body ?? Buffer.from(`${status}`);
  response.writeHead(status, {
    'Content-Type': body ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': String(page.length),
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(request.method === 'HEAD' ? undefined : page);
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  if (!READ_METHODS.includes(request.method ?? '')) {
    // Nothing reads the form: its fields are dropped here, never kept, logged or put in an address.
    request.resume();
    return sendPage(request, response, 405, FORM_NOT_SENT_PAGE, { Allow: READ_METHODS.join(', ') });
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://site.invalid').pathname);
  } catch {
    return sendPage(request, response, 404, NOT_FOUND_PAGE);
  }
  // Every address of an online application shows how to apply by e-mail or phone, as `_redirects` has it.
  const file = pathname.startsWith(`${APPLY_PATH}/`) ? `${APPLY_SHELL_PATH}.html` : await fileFor(pathname);
  if (!file) return sendPage(request, response, 404, NOT_FOUND_PAGE);
  send(request, file.split('/').map(encodeURIComponent).join('/'), { root, index: false, dotfiles: 'deny' })
    .on('error', () => {
      if (response.headersSent) return void response.destroy();
      void sendPage(request, response, 404, NOT_FOUND_PAGE);
    })
    .pipe(response);
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500).end();
    else response.destroy();
  });
});
server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${positionals[0] ?? 'dist'}/ at http://${values.host}:${values.port} (Ctrl+C stops)`);
});
