import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { lookup } from 'mrmime';
import { lakeRoutes } from './lake/http.ts';
import { readSeed } from './lake/seed.ts';
import { Lake } from './lake/store.ts';
import { LAKE_PATH, PUBLISHER_META } from './paths.ts';
import { checkSanityVersion } from './sanity-version.ts';

/** The Studio built for the local lake (`npm run studio:build:local`). */
export const LOCAL_STUDIO_DIST = 'studio/dist-local';

/**
 * What `sanity build` adds that would reach the network, taken out as the files are served: the script of
 * Sanity's hosted dashboard (the local Studio runs on its own) and the hosted Inter font (system fonts stand in).
 */
const HOSTED_SCRIPT = /<script[^>]*src="https:\/\/core\.sanity-cdn\.[^"]*"[^>]*><\/script>\n?/g;
const HOSTED_FONT = /@font-face\s*\{[^}]*url\(\s*["']?https:[^}]*\}/g;
const offline = (file: string, body: Buffer): Buffer | string =>
  file.endsWith('.html') || file.endsWith('.css')
    ? body.toString('utf8').replace(HOSTED_SCRIPT, '').replace(HOSTED_FONT, '')
    : body;

/** The page names the publisher's origin (studio/local/publisher-origin.ts reads it), when there is one. */
const withPublisher = (html: string, origin: string | null) =>
  origin ? html.replace(/<head>/, `<head><meta name="${PUBLISHER_META}" content="${origin}">`) : html;

/** An origin only (scheme, host, port), so nothing else can be written into the page. */
function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const { protocol, origin } = new URL(url);
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`The publisher's URL must be http(s): ${url}`);
  return origin;
}

export interface LocalStudioOptions {
  /** 0 for any free port. */
  port: number;
  seedFile: string;
  dist?: string;
  /** The publisher's origin, for the Publishing tool, "View on site" and the Preview tool; none by default. */
  publisherUrl?: string | null;
  log?: (line: string) => void;
}

export interface LocalStudio {
  url: string;
  lake: Lake;
  /** Every Content Lake call the lake could not answer, named (e.g. `GET /projects/x/features`). */
  unanswered: string[];
  /** Names another publisher (or none) to the pages the Studio serves from now on. */
  setPublisherUrl(url: string | null): void;
  close(): Promise<void>;
}

/** The built Studio and the local Content Lake on one loopback origin, with the lake's data in memory. */
export async function startLocalStudio({
  port,
  seedFile,
  dist = LOCAL_STUDIO_DIST,
  publisherUrl = null,
  log = (line) => console.log(`local lake: ${line}`),
}: LocalStudioOptions): Promise<LocalStudio> {
  checkSanityVersion();
  let publisher = originOf(publisherUrl);
  const root = resolve(dist);
  const server = createServer();
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const lake = new Lake(readSeed(resolve(seedFile), `${url}${LAKE_PATH}`));
  const routes = lakeRoutes(lake, { seedFile: resolve(seedFile), log });

  /** A file of the built Studio; any other path is one of the Studio's own routes, so it gets index.html. */
  async function studioFile(pathname: string): Promise<{ body: Buffer | string; type: string }> {
    const path = normalize(join(root, decodeURIComponent(pathname)));
    const inside = path.startsWith(root) && (await stat(path).catch(() => null))?.isFile();
    const file = inside ? path : join(root, 'index.html');
    const body = offline(file, await readFile(file));
    return {
      body: file.endsWith('.html') ? withPublisher(String(body), publisher) : body,
      type: lookup(extname(file)) ?? 'application/octet-stream',
    };
  }

  server.on('request', (request, response) => {
    void (async () => {
      if (await routes.handle(request, response)) return;
      try {
        const { body, type } = await studioFile(new URL(request.url ?? '/', url).pathname);
        response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
        response.end(body);
      } catch (error) {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(
          `The local Studio is not built in ${root} (npm run studio:build:local): ${(error as Error).message}`,
        );
      }
    })();
  });
  // Presence (who else is editing) runs over a WebSocket; a local lake has one user, so the Studio is told no.
  // The socket is ours once upgraded, with no error listener of Node's: a browser resetting it would throw.
  server.on('upgrade', (_request, socket) => {
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 501 Not Implemented\r\nConnection: close\r\n\r\n');
  });

  return {
    url,
    lake,
    unanswered: routes.unanswered,
    setPublisherUrl(url) {
      publisher = originOf(url);
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
