import type { IncomingMessage, ServerResponse } from 'node:http';

/** What answers one route of the publisher. */
export type RouteHandler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** The client went away before its body was complete: nothing to answer, nothing worth an error log. */
export class ClientGoneError extends Error {
  override name = 'ClientGoneError';
}

/** The whole body did not arrive within its deadline. */
export class BodyTooSlowError extends Error {
  override name = 'BodyTooSlowError';
}

/**
 * Reads the raw body (signatures are computed over the exact bytes), refusing more than `limit` bytes,
 * and, given `deadlineMs`, a body that is not complete by then (the connection is cut).
 */
export function readBody(request: IncomingMessage, limit: number, deadlineMs?: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (declared > limit) return Promise.reject(new BodyTooLargeError(`The body is larger than ${limit} bytes`));
  return new Promise<Buffer>((resolvePromise, reject) => {
    if (deadlineMs !== undefined) {
      const timer = setTimeout(() => {
        reject(new BodyTooSlowError(`The body took longer than ${deadlineMs} ms`));
        request.destroy();
      }, deadlineMs);
      const clear = () => clearTimeout(timer);
      request.once('end', clear);
      request.once('close', clear);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        request.resume();
        reject(new BodyTooLargeError(`The body is larger than ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolvePromise(Buffer.concat(chunks)));
    request.on('error', () => reject(new ClientGoneError('The client closed the connection mid-body')));
    request.on('close', () => {
      if (!request.complete) reject(new ClientGoneError('The client closed the connection mid-body'));
    });
  });
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(payload);
}

/** Answers an oversized body and drops the connection, so the client cannot keep streaming into it. */
export function sendTooLarge(response: ServerResponse, limit: number): void {
  sendJson(response, 413, { error: `The request body must not exceed ${limit} bytes.` }, { Connection: 'close' });
}

export function sendMethodNotAllowed(response: ServerResponse, allowed: string[]): void {
  sendJson(response, 405, { error: `Use ${allowed.join(' or ')}.` }, { Allow: allowed.join(', ') });
}

/**
 * The client's address. Behind proxies the socket address is the proxy's own, so take the entry
 * the outermost trusted proxy appended to X-Forwarded-For (earlier entries are client-supplied).
 */
export function clientAddress(request: IncomingMessage, trustedProxies: number): string {
  const socketAddress = request.socket.remoteAddress ?? 'unknown';
  if (trustedProxies === 0) return socketAddress;
  return forwardedValue(request, 'x-forwarded-for', trustedProxies) ?? socketAddress;
}

/** The value the outermost trusted proxy put in a forwarded header (earlier values are the client's own). */
function forwardedValue(request: IncomingMessage, header: string, trustedProxies: number): string | undefined {
  const values = String(request.headers[header] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return values[values.length - trustedProxies] ?? values[0];
}

/** Whether the visitor reached us over TLS: only a trusted proxy's X-Forwarded-Proto can say so. */
export function cameOverTls(request: IncomingMessage, trustedProxies: number): boolean {
  if ('encrypted' in request.socket && request.socket.encrypted) return true;
  return trustedProxies > 0 && forwardedValue(request, 'x-forwarded-proto', trustedProxies)?.toLowerCase() === 'https';
}
