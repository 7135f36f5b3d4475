import type { IncomingMessage, ServerResponse } from 'node:http';
import { lookup } from 'mrmime';
import send from 'send';
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

/**
 * Sends one file of a release with `send` (ranges, ETag and conditional requests done right), choosing
 * the precompressed variant the client accepts. A file that is gone (pruned, deleted by hand) calls
 * `onMissing` instead of failing; a read that fails mid-answer ends only that connection.
 */
export function sendReleaseFile(
  request: IncomingMessage,
  response: ServerResponse,
  root: string,
  file: ReleaseFile,
  onMissing: () => void,
): void {
  const encoding = acceptedEncoding(String(request.headers['accept-encoding'] ?? ''), file.encoded);
  const path = encoding ? (file.encoded[encoding] as string) : file.path;
  response.setHeader('Content-Type', contentType(file.path));
  if (Object.keys(file.encoded).length > 0) response.setHeader('Vary', 'Accept-Encoding');
  if (encoding) response.setHeader('Content-Encoding', encoding);
  whenItsTurn(response, () => stream(request, response, root, path, onMissing));
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
