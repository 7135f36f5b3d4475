import type { IncomingMessage, ServerResponse } from 'node:http';

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** Reads the raw body (signatures are computed over the exact bytes), refusing more than `limit` bytes. */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (declared > limit) return Promise.reject(new BodyTooLargeError(`The body is larger than ${limit} bytes`));
  return new Promise((resolvePromise, reject) => {
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
    request.on('error', reject);
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
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustedProxies] ?? forwarded[0] ?? socketAddress;
}
