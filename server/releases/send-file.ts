import fresh from 'fresh';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { lookup } from 'mrmime';
import send from 'send';
import type { HeldFile, HeldFiles } from './held-files.ts';
import type { Encoding, ReleaseFile } from './release-files.ts';

/** Encodings the client accepts (a `q=0` refuses one), best first. */
export function acceptedEncoding(header: string, available: Partial<Record<Encoding, unknown>>): Encoding | null {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (available.br && accepted.has('br')) return 'br';
  if (available.gzip && (accepted.has('gzip') || accepted.has('x-gzip'))) return 'gzip';
  return null;
}

export function contentType(path: string): string {
  const type = lookup(path) ?? 'application/octet-stream';
  return /^text\/|json|xml|javascript/.test(type) ? `${type}; charset=utf-8` : type;
}

const REPRESENTATION_HEADERS = [
  'Content-Type',
  'Content-Encoding',
  'Content-Length',
  'Content-Range',
  'Accept-Ranges',
  'ETag',
  'Last-Modified',
];

/** Which release a file belongs to: its id names the file in memory, its folder on disk. */
export interface ReleaseRoot {
  id: string;
  dir: string;
}

/**
 * Sends one file of a release, choosing the precompressed variant the client accepts: from memory when it is held
 * there and the request asks for no range or precondition, otherwise with `send` (ranges, ETag and conditional
 * requests done right), which then holds it for the next answers. A file that is gone (pruned, deleted by hand)
 * calls `onMissing` instead of failing; a read that fails mid-answer ends only that connection.
 */
export function sendReleaseFile(
  request: IncomingMessage,
  response: ServerResponse,
  release: ReleaseRoot,
  file: ReleaseFile,
  held: HeldFiles,
  onMissing: () => void,
): void {
  const encoding = acceptedEncoding(String(request.headers['accept-encoding'] ?? ''), file.encoded);
  const path = encoding ? (file.encoded[encoding] as string) : file.path;
  response.setHeader('Content-Type', contentType(file.path));
  if (Object.keys(file.encoded).length > 0) response.setHeader('Vary', 'Accept-Encoding');
  if (encoding) response.setHeader('Content-Encoding', encoding);
  const copy = held.get(release.id, path);
  if (copy && answersFromMemory(request)) return whenItsTurn(response, () => sendHeld(request, response, copy));
  whenItsTurn(response, () => stream(request, response, release.dir, path, onMissing));
  void held.hold(release.id, path, join(release.dir, path));
}

// A part of the file, or a precondition that can fail (412), is left to `send`; revalidation is answered here.
const answersFromMemory = ({ headers }: IncomingMessage) =>
  headers.range === undefined && headers['if-match'] === undefined && headers['if-unmodified-since'] === undefined;

/** The answer `send` gives for the same file, headers and 304 included, without touching the disk. */
function sendHeld(request: IncomingMessage, response: ServerResponse, copy: HeldFile): void {
  response.setHeader('Accept-Ranges', 'bytes');
  response.setHeader('Last-Modified', copy.lastModified);
  response.setHeader('ETag', copy.etag);
  if (fresh(request.headers, { etag: copy.etag, 'last-modified': copy.lastModified })) {
    for (const name of ['Content-Encoding', 'Content-Language', 'Content-Length', 'Content-Range', 'Content-Type'])
      response.removeHeader(name);
    response.statusCode = 304;
    return void response.end();
  }
  response.setHeader('Content-Length', copy.body.length);
  response.statusCode = 200;
  response.end(request.method === 'HEAD' ? undefined : copy.body);
}

/**
 * Runs `start` once this answer is the one being written on its connection. Node queues the answers
 * to pipelined requests behind the first; a file opened for a queued answer stayed open, and its
 * bytes buffered, until the connection came to it, even after the client had gone. A queued answer
 * whose connection closes never starts.
 */
export function whenItsTurn(response: ServerResponse, start: () => void): void {
  if (response.socket) return start();
  response.once('socket', (socket: { destroyed: boolean }) => {
    if (!socket.destroyed) start();
  });
}

function stream(
  request: IncomingMessage,
  response: ServerResponse,
  root: string,
  path: string,
  onMissing: () => void,
): void {
  send(request, `/${path.split('/').map(encodeURIComponent).join('/')}`, {
    root,
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
  })
    .on('error', (error: { status?: number; headers?: Record<string, string> }) => {
      if (response.headersSent) return void response.destroy();
      for (const name of REPRESENTATION_HEADERS) response.removeHeader(name);
      const status = error.status ?? 500;
      if (status === 404) return onMissing();
      response.writeHead(status, { ...error.headers, 'Content-Length': 0 });
      response.end();
    })
    .pipe(response);
}
